import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { DIALOG_TIMEOUT_MS } from '@clearpath/core';
import { registerSessionReset } from '../../lib/session-reset';
import { renderRoute, LAZY } from '../../test/render';
import { sealedValue } from '../../lib/sealed-idb';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { CODE, TOKEN, USER, jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { historySync } from '../navigation/navigation-sync';
import type { StoredCommit } from '../profile/commit-queue';
import { commitQueue } from '../profile/profile-sync';
import { authStore } from './auth-store';
import { LogoutNotice } from './logout-notice';
import { logoutNoticeStore } from './logout-notice-store';

/** The landing page's module is loaded lazily; the first load in a test file takes a while. */

/** Opens the logout dialog from the menu, expects the unsent-answers warning, and stays. */
async function expectWarningOnLogout(user: ReturnType<typeof userEvent.setup>) {
  renderRoute('/dashboard');
  await user.click(
    within(await screen.findByRole('banner')).getByRole('button', { name: 'Log out' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Log out of Clearpath?' });
  expect(await within(dialog).findByText(/haven’t reached Clearpath yet/)).toBeVisible();
  await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
}

describe('logging out', () => {
  it('asks first, showing the code once more, and can be cancelled', async () => {
    const user = userEvent.setup();
    signIn();
    renderRoute('/dashboard');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Log out' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log out of Clearpath?' });
    expect(within(dialog).getByText(CODE)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Copy Code' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(authStore.getState().auth_token).toBe(TOKEN);
  });

  it('says when answers have not reached the server yet, as logging out would lose them', async () => {
    const user = userEvent.setup();
    signIn();
    // No answer for the history: the connection is down.
    stubFetch({});
    renderRoute('/dashboard');
    historySync.schedule({ history: { '1-3': { positives: ['fun'] } }, lastPage: '1-3' });
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Log out' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log out of Clearpath?' });
    expect(await within(dialog).findByText(/haven’t reached Clearpath yet/)).toBeVisible();
    // A screen reader hears the warning as the dialog opens, then how to come back.
    expect(dialog).toHaveAccessibleDescription(
      'Some answers haven’t reached Clearpath yet: they are kept only on this device, and logging out clears it. Stay logged in until you’re back online. To come back to your answers, you’ll need your access code, so make sure you have it somewhere safe.',
    );
    expect(within(dialog).queryByText(/Your answers are saved/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Log out anyway' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Stay logged in' }));
    expect(authStore.getState().auth_token).toBe(TOKEN);
    historySync.cancel();
  });

  it("warns too when another tab of this browser keeps this student's answers on the phone", async () => {
    const user = userEvent.setup();
    signIn();
    stubFetch({ '/auth/logout_user': () => jsonResponse({ status: true }) });
    // Another tab (closed offline since) left an answer of this student's in the queue the
    // tabs share; this tab holds nothing itself. (Another student's are not counted: the
    // commit queue's tests.)
    const phone = sealedValue<StoredCommit[]>('commit-queue');
    const commit = (key: string, owner: string): StoredCommit => ({
      method: 'POST',
      path: '/activity/commit_score',
      body: { type: 2, value: 7 },
      key,
      owner,
    });
    // The session reset after the last test empties the phone's queue in the background: done
    // first, so it cannot land after this test's own write.
    await commitQueue.clear();
    await phone.write([commit('other-tab-1', USER.user_uuid)]);
    await expectWarningOnLogout(user);
    await phone.write([]);
  });

  it("warns too when another tab left this student's page answers unsent in the device's copy", async () => {
    const user = userEvent.setup();
    signIn();
    stubFetch({ '/auth/logout_user': () => jsonResponse({ status: true }) });
    // What another tab (remember-me, offline) wrote of its navigation history.
    await encryptedStorage.write('navigation', {
      history: { '2-3': { statements: ['typed in the other tab'] } },
      lastPage: '2-3',
      unsynced: true,
      owner: USER.user_uuid,
    });
    await expectWarningOnLogout(user);
    encryptedStorage.remove('navigation');
  });

  it('clears the session, goes home and says "You have been logged out."', async () => {
    const user = userEvent.setup();
    signIn();
    const otherStore = vi.fn();
    const unregister = registerSessionReset(otherStore);
    const fetch = stubFetch({ '/auth/logout_user': () => jsonResponse({ status: true }) });
    const { router } = renderRoute('/dashboard');
    await user.click(
      within(await screen.findByRole('banner')).getByRole('button', { name: 'Log out' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Log out of Clearpath?' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    // The message is up at once, for 4 s: looked for before the landing page's code has loaded,
    // which on a busy machine can take longer than that.
    const message = await screen.findByText('You have been logged out.');
    expect(message).toBeVisible();
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: /private check.in/ }, LAZY),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(authStore.getState()).toMatchObject({ auth_token: null, password: null, user: null });
    expect(otherStore).toHaveBeenCalledOnce();
    const [, init] = fetch.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe(`Bearer ${TOKEN}`);
    expect(
      within(screen.getByRole('banner')).queryByRole('button', { name: 'Log out' }),
    ).not.toBeInTheDocument();
    unregister();
  });
});

describe('the logged-out message', () => {
  it(`shows for ${DIALOG_TIMEOUT_MS} ms in a status region that is always there`, () => {
    vi.useFakeTimers();
    render(<LogoutNotice />);
    const region = screen.getByRole('status');
    expect(region).toBeEmptyDOMElement();
    act(() => logoutNoticeStore.getState().show(Date.now()));
    expect(region).toHaveTextContent('You have been logged out.');
    act(() => vi.advanceTimersByTime(DIALOG_TIMEOUT_MS - 1));
    expect(region).toHaveTextContent('You have been logged out.');
    act(() => vi.advanceTimersByTime(1));
    expect(region).toBeEmptyDOMElement();
  });

  it('starts its 4 seconds again on a second logout', () => {
    vi.useFakeTimers();
    render(<LogoutNotice />);
    act(() => logoutNoticeStore.getState().show(1));
    act(() => vi.advanceTimersByTime(3000));
    act(() => logoutNoticeStore.getState().show(2));
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status')).toHaveTextContent('You have been logged out.');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
