import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useCommitQueueState } from '../../features/profile/profile-sync';
import { SavedNote } from './saved-note';

describe('SavedNote', () => {
  it('says the answers are saved, as a note, not an alert', () => {
    render(<SavedNote subject="Your goals" />);
    expect(screen.getByRole('note')).toHaveTextContent('Your goals are saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says they are kept on this device while answers wait to be sent, then saved', () => {
    act(() => useCommitQueueState.setState({ waiting: 1, held: 0, blocked: 'offline' }));
    render(
      <SavedNote
        subject="Your SMART goal"
        plural={false}
        after="as you wrote it, and you will find it on your plan"
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your SMART goal is kept on this device for now, and will be sent as soon as Clearpath can be reached.',
    );
    act(() => useCommitQueueState.setState({ waiting: 0, held: 0, blocked: null }));
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your SMART goal is saved as you wrote it, and you will find it on your plan.',
    );
  });
});
