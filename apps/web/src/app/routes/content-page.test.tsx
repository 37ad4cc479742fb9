import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { DecisionTreeSchema } from '@clearpath/core';
import { signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers, pageDocument } from '../../test/content-fixtures';
import { renderRoute } from '../../test/render';
import { useNavigationStore } from '../../features/navigation/navigation-store';

const page = (id: string) => pageDocument(id, `Page ${id}`, 'Some words.');

describe('a content page', () => {
  it('is refused on screen when its module is not open to the student', async () => {
    signIn();
    useNavigationStore.setState({ user_type: 2, navigation_history: {} });
    stubFetch(contentHandlers([page('5A-0')]));
    renderRoute('/page/5A-0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This module isn’t open to you yet' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to the menu' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(useNavigationStore.getState().navigation_history).toEqual({});
  });

  it('sends the student on to the page that serves them (2-0 is 2C-0 for user type 2)', async () => {
    signIn();
    useNavigationStore.setState({
      user_type: 2,
      navigation_history: { '1-15': { 'module-complete': true } },
      tree: DecisionTreeSchema.parse({
        '2-0': { load: { score: [{ score: 'user_type', op: '=', value: 2, next: '2C-0' }] } },
      }),
    });
    stubFetch(contentHandlers([page('2-0'), page('2C-0')]));
    const { router } = renderRoute('/page/2-0');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page 2C-0' })).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/page/2C-0'));
    expect(Object.keys(useNavigationStore.getState().navigation_history)).not.toContain('2-0');
  });
});
