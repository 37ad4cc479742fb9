import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigationStore } from './navigation-store';
import { Notifier, hiddenShare } from './notifier';
import { RevisitDialog } from './revisit-dialog';

describe('the notifier', () => {
  it('announces "New module unlocked" and closes by itself after 4 seconds', async () => {
    vi.useFakeTimers();
    render(<Notifier />);
    // The region is on the page, empty, before the message is written into it.
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    act(() => useNavigationStore.getState().unlock(['3']));
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('New module unlocked: My Values');
    expect(status).toHaveAttribute('aria-live', 'polite');
    // Said once: the visible notice is not a second live region.
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(useNavigationStore.getState().display_notification).toBe(false);
  });

  it('gives a message that replaces another its own four seconds', async () => {
    vi.useFakeTimers();
    render(<Notifier />);
    act(() => useNavigationStore.getState().unlock(['4A']));
    await act(() => vi.advanceTimersByTimeAsync(3000));
    act(() => useNavigationStore.getState().unlock(['3']));
    expect(screen.getByRole('status')).toHaveTextContent('New module unlocked: My Values');
    // The first message's four seconds are over; the second's are not.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(useNavigationStore.getState().display_notification).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('New module unlocked: My Values');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(useNavigationStore.getState().display_notification).toBe(false);
  });

  it('closes at once from its close button', async () => {
    const user = userEvent.setup();
    render(<Notifier />);
    act(() => useNavigationStore.getState().unlock(['4A']));
    expect(screen.getByRole('status')).toHaveTextContent('New module unlocked: My Surroundings');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(useNavigationStore.getState().display_notification).toBe(false);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Close' })).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});

describe('the notifier over the page', () => {
  const rect = (top: number, bottom: number, left = 0, right = 375) =>
    ({ top, bottom, left, right }) as DOMRect;

  it('knows how much of a box another hides', () => {
    expect(hiddenShare(rect(600, 650), rect(620, 660))).toBe(0.75);
    expect(hiddenShare(rect(600, 650), rect(650, 700))).toBe(0);
    expect(hiddenShare(rect(600, 650, 0, 100), rect(600, 650, 100, 200))).toBe(0);
    expect(hiddenShare(rect(600, 650), rect(0, 0))).toBe(0);
  });

  it('gets out of the way of what the focus moves to under it, not of the page it crosses', () => {
    render(
      <>
        <button type="button">Previous</button>
        <button type="button">Next</button>
        <Notifier />
      </>,
    );
    act(() => useNavigationStore.getState().unlock(['4A']));
    const notice = screen
      .getByRole('button', { name: 'Close' })
      .closest('.MuiSnackbar-root') as HTMLElement;
    vi.spyOn(notice, 'getBoundingClientRect').mockReturnValue(rect(600, 660));
    const main = document.createElement('main');
    main.tabIndex = -1;
    document.body.append(main);
    vi.spyOn(main, 'getBoundingClientRect').mockReturnValue(rect(64, 4000));
    act(() => main.focus());
    expect(useNavigationStore.getState().display_notification).toBe(true);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    vi.spyOn(previous, 'getBoundingClientRect').mockReturnValue(rect(100, 148));
    vi.spyOn(next, 'getBoundingClientRect').mockReturnValue(rect(620, 668));
    act(() => previous.focus());
    expect(useNavigationStore.getState().display_notification).toBe(true);
    act(() => within(notice).getByRole('button', { name: 'Close' }).focus());
    expect(useNavigationStore.getState().display_notification).toBe(true);
    act(() => next.focus());
    expect(useNavigationStore.getState().display_notification).toBe(false);
    main.remove();
  });
});

describe('the revisit dialog', () => {
  function seed() {
    useNavigationStore.setState({
      navigation_history: { '1-0': {}, '1-1': {}, '1-2': {} },
      next_viewed_page: '1-2',
    });
  }

  it('offers to continue where the student was', async () => {
    const user = userEvent.setup();
    seed();
    const onContinue = vi.fn();
    render(<RevisitDialog pageId="1-0" viaArrows={false} onContinue={onContinue} />);
    const dialog = screen.getByRole('dialog', { name: 'You have been here before' });
    expect(dialog).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue where I was' }));
    expect(onContinue).toHaveBeenCalledWith('1-2');
    expect(useNavigationStore.getState().review_mode).toBe(false);
  });

  it('looks back at the page in review mode', async () => {
    const user = userEvent.setup();
    seed();
    render(
      <main id="main-content">
        <h1>Your drug use</h1>
        <RevisitDialog pageId="1-1" viaArrows={false} onContinue={() => {}} />
      </main>,
    );
    await user.click(screen.getByRole('button', { name: 'Look back at this page' }));
    expect(useNavigationStore.getState().review_mode).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // What opened the page (a menu link) is gone: the focus starts at the page's heading.
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Your drug use' })).toHaveFocus(),
    );
  });

  it('stays closed on the furthest page, a new page, via the arrows or in review mode', () => {
    seed();
    const { rerender } = render(
      <RevisitDialog key="a" pageId="1-2" viaArrows={false} onContinue={() => {}} />,
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<RevisitDialog key="b" pageId="1-3" viaArrows={false} onContinue={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<RevisitDialog key="c" pageId="1-0" viaArrows onContinue={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    useNavigationStore.setState({ review_mode: true });
    rerender(<RevisitDialog key="d" pageId="1-0" viaArrows={false} onContinue={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
