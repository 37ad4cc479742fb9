import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import { MODULE_1, SECTION_COMPLETE, contentHandlers } from '../../test/content-fixtures';
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
