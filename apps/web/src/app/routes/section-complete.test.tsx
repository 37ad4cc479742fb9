import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import {
  MODULE_1,
  PAGE_1_0,
  SECTION_COMPLETE,
  contentHandlers,
  pageDocument,
} from '../../test/content-fixtures';
import { renderRoute } from '../../test/render';
import { useNavigationStore } from '../../features/navigation/navigation-store';

const REVIEW = {
  ...MODULE_1,
  path: '/modules/Review/module',
  id: 'Review',
  title: 'Review',
  first: 'Review',
  last: 'Review',
};

/** A type-3 student with modules 1 and 2 done (Review open), and the pages they visited. */
function reviewOpen(visited: Record<string, Record<string, unknown>> = {}) {
  signIn();
  useNavigationStore.setState({
    user_type: 3,
    navigation_history: {
      '1-16': { 'module-complete': true },
      '2-9': { 'module-complete': true },
      ...visited,
    },
  });
  stubFetch(contentHandlers([SECTION_COMPLETE], [MODULE_1, REVIEW]));
}

describe('"Section complete!" after Review', () => {
  it('offers Finish, which goes to the end page, with the menu beside it', async () => {
    const user = userEvent.setup();
    reviewOpen({ Review: {} });
    const { router } = renderRoute('/page/section-complete?module=Review');
    await screen.findByRole('heading', { level: 1, name: 'Section complete!' });
    const finish = await screen.findByRole('button', { name: 'Finish' });
    expect(screen.getByRole('button', { name: 'Go to the menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
    await user.click(finish);
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/end'));
  });

  it('is not offered after another module', async () => {
    signIn();
    useNavigationStore.setState({ user_type: 3, navigation_history: { '1-0': {} } });
    stubFetch(contentHandlers());
    renderRoute('/page/section-complete?module=1');
    await screen.findByRole('heading', { level: 1, name: 'Section complete!' });
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });
});

describe('"Section complete!" reloaded', () => {
  const PAGE_2_0 = pageDocument('2-0', 'Myself and others', 'Welcome to module 2.\n');
  const MODULE_2 = { ...MODULE_1, path: '/modules/2/module', id: '2', title: 'Myself and Others' };
  const completed = (reviewMode: boolean) => {
    signIn();
    // As a reload leaves it: the tree's next page is known only from the saved completion.
    useNavigationStore.setState({
      user_type: 3,
      review_mode: reviewMode,
      next_page: null,
      navigation_history: { '1-0': { 'module-complete': true, 'continue-to': '2-0' } },
    });
    stubFetch(contentHandlers([PAGE_1_0, SECTION_COMPLETE, PAGE_2_0], [MODULE_1, MODULE_2]));
    return renderRoute('/page/section-complete?module=1');
  };

  it('still offers to continue where the completion sent the student', async () => {
    const user = userEvent.setup();
    const { router } = completed(false);
    const onward = await screen.findByRole('button', { name: 'Continue to Myself and Others' });
    await user.click(onward);
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/2-0'));
  });

  it('offers only the menu to a student looking back over the module', async () => {
    completed(true);
    await screen.findByRole('heading', { level: 1, name: 'Section complete!' });
    await screen.findByRole('button', { name: 'Go to the menu' });
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
  });
});

describe('"Section complete!" after an optional module taken once the path went past it', () => {
  const PAGE_5_0 = pageDocument('5-0', 'My plan', 'Welcome to My Plan.\n');
  const MODULE_4 = {
    ...MODULE_1,
    path: '/modules/4/module',
    id: '4',
    title: 'Mindful Decisions',
    first: '4-0',
    last: '4-9',
  };
  const MODULE_5 = {
    ...MODULE_1,
    path: '/modules/5/module',
    id: '5',
    title: 'My Plan',
    first: '5-0',
    last: '5-6',
  };
  const done = { 'module-complete': true };

  it('leads to the menu, not back into My Plan, and saves that as where the path goes on', async () => {
    signIn();
    // User type 2 finished 1, 2C, 3, My Plan and Review, then took Mindful Decisions from the
    // menu: the tree sends 4-9 on to 5-0.
    useNavigationStore.setState({
      user_type: 2,
      next_page: '5-0',
      optional_available: ['4'],
      navigation_history: {
        '1-16': { ...done, 'continue-to': '2C-0' },
        '2C-10': { ...done, 'continue-to': '3-0' },
        '3-8': { ...done, 'continue-to': '5-0' },
        '5-6': { ...done, 'continue-to': 'Review' },
        Review: done,
        '4-9': {},
      },
    });
    stubFetch(
      contentHandlers([SECTION_COMPLETE, PAGE_5_0], [MODULE_1, MODULE_4, MODULE_5, REVIEW]),
    );
    renderRoute('/page/section-complete?module=4');
    await screen.findByRole('heading', { level: 1, name: 'Section complete!' });
    await waitFor(() =>
      expect(useNavigationStore.getState().navigation_history['4-9']).toEqual({
        'module-complete': true,
        'continue-to': 'dashboard',
      }),
    );
    expect(screen.getByRole('button', { name: 'Go to the menu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Continue/ })).toBeNull();
  });
});

describe('"Section complete!" by address', () => {
  it('completes nothing for a module whose last page was never reached: the page is not found', async () => {
    reviewOpen();
    renderRoute('/page/section-complete?module=Review');
    await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
    expect(useNavigationStore.getState().navigation_history.Review).toBeUndefined();
  });

  it.each(['', '?module=9', '?module=2B'])(
    'is not found without a real module (%s)',
    async (query) => {
      signIn();
      useNavigationStore.setState({ user_type: 3, navigation_history: { '1-0': {} } });
      stubFetch(contentHandlers([SECTION_COMPLETE], [MODULE_1, REVIEW]));
      renderRoute(`/page/section-complete${query}`);
      await screen.findByRole('heading', { level: 1, name: 'This page could not be found' });
      expect(screen.queryByRole('heading', { name: 'Section complete!' })).toBeNull();
    },
  );
});
