import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INPUT_LIMITS, type WidgetAttributes } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useProfileStore } from '../../features/profile/profile-store';
import { runBeforeNext } from '../../features/navigation/page-gate';
import { recordProfileCommits } from '../../test/profile-effects';
import { renderWidget } from '../shared/test-utils';
import { describeStatements, missingStatementsMessage, statementsOf, widget } from './index';

const { Component } = widget;
const saved = () => useNavigationStore.getState().navigation_history['2-4'];

function show(attributes: Partial<WidgetAttributes<'statement-list'>> = {}) {
  return renderWidget(
    <Component
      pageId="2-4"
      attributes={{ data_id: 'strengths', label: 'My strengths', ...attributes }}
    />,
  );
}

const field = (n: number) => screen.getByRole('textbox', { name: `Statement ${n}` });

describe('statement-list', () => {
  it('starts with one field in a group named by the label', () => {
    show();
    expect(screen.getByRole('group', { name: 'My strengths' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('0 statements added.');
  });

  it('names each field, its remove button, the count and the gate by the entry word it is given', async () => {
    const { user } = show({ item: 'Person', items: 'people', min: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Person 1' }), 'My sister');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.keyboard('Aoife');
    expect(screen.getByRole('button', { name: 'Remove person 2' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('2 people added.');
    expect(missingStatementsMessage(0, 1, { one: 'Goal', many: 'goals' })).toBe(
      'Write one goal in your own words before you go on. A few words is plenty.',
    );
  });

  it('starts with min fields', () => {
    show({ min: 3 });
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('saves the non-blank trimmed statements as they are typed', async () => {
    const { user } = show({ placeholder: 'I am good at…' });
    // The example shows once above the fields, not as a placeholder behind each label.
    expect(field(1)).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('group')).toHaveAccessibleDescription(
      expect.stringContaining('I am good at…'),
    );
    await user.type(field(1), ' Listening ');
    expect(saved()).toEqual({ strengths: ['Listening'] });
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(field(2)).toHaveFocus();
    expect(saved()).toEqual({ strengths: ['Listening'] });
    await user.keyboard('Making people laugh');
    expect(saved()).toEqual({ strengths: ['Listening', 'Making people laugh'] });
    expect(screen.getByRole('status')).toHaveTextContent('2 statements added.');
  });

  it('keeps a blank field on screen without saving it', async () => {
    const { user } = show();
    await user.type(field(1), 'Kind');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
    expect(saved()).toEqual({ strengths: ['Kind'] });
  });

  it('adds and removes fields by keyboard, keeping focus in the list', async () => {
    const { user } = show();
    await user.tab();
    expect(field(1)).toHaveFocus();
    await user.keyboard('Patient');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove statement 1' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Add another' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(field(2)).toHaveFocus();
    await user.keyboard('Curious');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove statement 2' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(field(1)).toHaveFocus();
    expect(saved()).toEqual({ strengths: ['Patient'] });
  });

  it('goes on to the next statement with Enter instead of breaking the line', async () => {
    const { user } = show({ max: 2 });
    await user.click(field(1));
    // An empty statement does not grow the list.
    await user.keyboard('{Enter}');
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    await user.keyboard('Aoife{Enter}');
    expect(field(2)).toHaveFocus();
    await user.keyboard('Dara{Enter}');
    // At max, Enter adds no field and the text keeps no line break.
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    await user.click(field(1));
    await user.keyboard('{Enter}');
    expect(field(2)).toHaveFocus();
    expect(saved()).toEqual({ strengths: ['Aoife', 'Dara'] });
  });

  it("goes on when a line break arrives as typed text (a phone keyboard's Enter)", () => {
    show();
    const box = field(1) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Aoife' } });
    box.setSelectionRange(5, 5);
    fireEvent.change(box, { target: { value: 'Aoife\n', selectionStart: 6, selectionEnd: 6 } });
    expect(field(1)).toHaveValue('Aoife');
    expect(field(2)).toHaveFocus();
    expect(saved()).toEqual({ strengths: ['Aoife'] });
  });

  it('keeps the cursor where a paste with a line break ended', async () => {
    const { user } = show();
    await user.type(field(1), 'I want to sleep');
    await user.keyboard('{ArrowLeft>5/}');
    await user.paste('more\n');
    expect(field(1)).toHaveValue('I want to more sleep');
    await waitFor(() => expect((field(1) as HTMLTextAreaElement).selectionStart).toBe(15));
  });

  it('turns pasted line breaks into spaces', async () => {
    const { user } = show();
    await user.click(field(1));
    await user.paste('Go for a walk\r\nwith Sam');
    expect(field(1)).toHaveValue('Go for a walk with Sam');
    expect(saved()).toEqual({ strengths: ['Go for a walk with Sam'] });
  });

  it('removes a statement from the middle and saves the rest in order', async () => {
    useNavigationStore.getState().setAnswer('2-4', 'strengths', ['One', 'Two', 'Three']);
    const { user } = show();
    expect(screen.getAllByRole('textbox').map((box) => (box as HTMLTextAreaElement).value)).toEqual(
      ['One', 'Two', 'Three'],
    );
    await user.click(screen.getByRole('button', { name: 'Remove statement 2' }));
    expect(saved()).toEqual({ strengths: ['One', 'Three'] });
    expect(field(1)).toHaveFocus();
  });

  it('clears the last field instead of removing it', async () => {
    const { user } = show();
    await user.type(field(1), 'Brave');
    await user.click(screen.getByRole('button', { name: 'Remove statement 1' }));
    expect(field(1)).toHaveValue('');
    expect(saved()).toEqual({ strengths: [] });
    // Focus stays in the list: in the emptied field, not lost to the page.
    expect(field(1)).toHaveFocus();
  });

  it('offers no more fields than max and says so', async () => {
    const { user } = show({ max: 2 });
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    expect(screen.getAllByRole('textbox')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent("That's the most this list holds (2).");
  });

  it('allows five statements when the page sets no max', async () => {
    const { user } = show();
    for (let count = 1; count < 5; count += 1) {
      await user.click(screen.getByRole('button', { name: 'Add another' }));
    }
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add another' })).not.toBeInTheDocument();
  });

  it('blocks Next with a kind message until min statements are written', async () => {
    const { user } = show({ min: 2 });
    await expect(runBeforeNext('2-4')).resolves.toBe(
      'Write at least 2 statements in your own words before you go on (you have 0 so far). A few words each is plenty.',
    );
    await user.type(field(1), 'Loyal');
    await expect(runBeforeNext('2-4')).resolves.toMatch(/you have 1 so far/);
    await user.type(field(2), '   ');
    await expect(runBeforeNext('2-4')).resolves.toMatch(/you have 1 so far/);
    await user.type(field(2), 'Hard-working');
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
  });

  it('lets the student on without min', async () => {
    show();
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
  });

  it('caps a statement at the input limit and shows a counter near it', () => {
    show();
    expect(field(1)).toHaveAttribute('maxlength', String(INPUT_LIMITS.text));
    fireEvent.change(field(1), { target: { value: 'a'.repeat(INPUT_LIMITS.text - 101) } });
    expect(screen.queryByText(/characters$/)).not.toBeInTheDocument();
    fireEvent.change(field(1), { target: { value: 'a'.repeat(INPUT_LIMITS.text - 100) } });
    expect(screen.getByText(`900 of ${INPUT_LIMITS.text} characters`)).toBeInTheDocument();
    expect(field(1)).toHaveAccessibleDescription(`900 of ${INPUT_LIMITS.text} characters`);
    // A paste cut at the limit (an emoji that did not fit stops one short) says so.
    fireEvent.change(field(1), { target: { value: 'a'.repeat(INPUT_LIMITS.text - 1) } });
    expect(field(1)).toHaveAccessibleDescription(
      `999 of ${INPUT_LIMITS.text} characters: that's the most this box holds, so anything past it wasn't added.`,
    );
  });

  it('shows statements restored after it mounted', () => {
    show();
    act(() => useNavigationStore.getState().setAnswer('2-4', 'strengths', ['Funny', 'Honest']));
    expect(field(1)).toHaveValue('Funny');
    expect(field(2)).toHaveValue('Honest');
  });
});

describe('statement-list helpers', () => {
  it('keeps only non-blank strings, trimmed', () => {
    expect(statementsOf([' a ', '', '  ', 3, 'b'])).toEqual(['a', 'b']);
  });

  it('words the gate and the status', () => {
    expect(missingStatementsMessage(0, 1)).toBe(
      'Write one statement in your own words before you go on. A few words is plenty.',
    );
    expect(missingStatementsMessage(2, 2)).toBeNull();
    expect(describeStatements(1, 2, 5, false)).toBe('1 statement added. Write at least 2.');
  });
});

describe('statement-list with activity personalGoals', () => {
  const sent = recordProfileCommits();

  it('saves the written statements once on Next as commit_activity 2', async () => {
    const { user } = show({ activity: 'personalGoals' });
    await user.type(field(1), ' Sleep before midnight ');
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.click(screen.getByRole('button', { name: 'Add another' }));
    await user.type(field(3), 'Call home on Sundays');
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
    expect(sent).toEqual([
      {
        path: '/activity/commit_activity',
        body: { type: 2, value: ['Sleep before midnight', 'Call home on Sundays'] },
      },
    ]);
  });

  it('sends nothing when no statement is written', async () => {
    show({ activity: 'personalGoals' });
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
    expect(sent).toEqual([]);
  });

  it('shows the goals once saved as they stand on the plan, not as fields that would change nothing', async () => {
    const { user } = show({ activity: 'personalGoals', item: 'Goal', items: 'goals' });
    await user.type(screen.getByRole('textbox', { name: 'Goal 1' }), 'Sleep before midnight');
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
    expect(useProfileStore.getState().profile.personalGoals).toEqual(['Sleep before midnight']);
    expect(screen.queryByRole('textbox')).toBeNull();
    const list = screen.getByRole('region', { name: 'My strengths' });
    expect(within(list).getByRole('heading', { level: 2, name: 'My strengths' })).toBeVisible();
    expect(list).toHaveTextContent('Sleep before midnight');
    expect(screen.getByText('Your goals are saved.')).toBeVisible();
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('statement-list in review mode', () => {
  it('shows what was written, read-only, and saves nothing', () => {
    useNavigationStore.setState({
      review_mode: true,
      navigation_history: { '2-4': { strengths: ['Patient', 'Funny'] } },
    });
    show();
    expect(screen.queryByRole('textbox')).toBeNull();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['Patient', 'Funny']);
    expect(screen.queryByText(/are saved/)).toBeNull();
  });

  it('says when nothing was written, and lets the student go on (there is nothing to write in)', async () => {
    useNavigationStore.setState({ review_mode: true, navigation_history: {} });
    show({ min: 1 });
    expect(screen.getByText('Nothing written here.')).toBeVisible();
    await expect(runBeforeNext('2-4')).resolves.toBeNull();
  });
});
