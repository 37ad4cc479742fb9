import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SetCookieSettingsResponseSchema } from '@clearpath/core';
import { ApiError, apiRequest } from '../../lib/api-client';
import {
  CODE,
  TOKEN,
  jsonResponse,
  loginAnswer,
  signIn,
  stubFetch,
} from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { historySync } from '../navigation/navigation-sync';
import { authActions, authStore } from './auth-store';
import { SessionExpiredDialog } from './session-expired-dialog';

const NEW_TOKEN = 'tok_9876543210abcdefghijklmnopqrstuvwxyz';
const REFUSED = { error: { code: 'unauthorized', message: 'Your session has ended.' } };
const WRONG_CODE = 'That access code did not work. Check it and try again.';

/** An authenticated call, as any feature of the tool makes one. */
function callTheServer() {
  return apiRequest('/activity/set_cookie_settings', {
    method: 'POST',
    body: { enable_ga: 0, remember_me: 0 },
    schema: SetCookieSettingsResponseSchema,
  }).catch((error: unknown) => error);
}

function renderDialog(onResumed = vi.fn()) {
  const view = renderRoute('/dashboard', [
    {
      path: '/dashboard',
      element: (
        <>
          <h1>Modules</h1>
          <SessionExpiredDialog onResumed={onResumed} />
        </>
      ),
    },
    { path: '/', element: <h1>Home</h1> },
  ]);
  return { ...view, onResumed };
}

async function endTheSession() {
  let error: unknown;
  await act(async () => {
    error = await callTheServer();
  });
  expect(error).toBeInstanceOf(ApiError);
  return screen.findByRole('dialog', { name: 'Your session has ended' });
}

/** The dialog of a session that ended, whose old token the server no longer takes at logout. */
async function endedWithLogoutRefused() {
  const user = userEvent.setup();
  signIn();
  stubFetch({
    '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401),
    '/auth/logout_user': () => jsonResponse(REFUSED, 401),
  });
  const { router } = renderDialog();
  return { user, router, dialog: await endTheSession() };
}

const codeField = (dialog: HTMLElement) => within(dialog).getByLabelText('Access code');
const logIn = (dialog: HTMLElement) =>
  within(dialog).getByRole('button', { name: 'Log in and carry on' });

describe('the session-expired dialog', () => {
  it('opens when an authenticated call is refused, with the focus on the code field', async () => {
    signIn();
    stubFetch({ '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401) });
    renderDialog();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const dialog = await endTheSession();
    expect(dialog).toHaveAccessibleDescription(/nothing you’ve done here is lost/);
    expect(codeField(dialog)).toHaveFocus();
    expect(authStore.getState().auth_token).toBe(TOKEN);
  });

  it('stays open on Escape, so the student is never dropped out silently', async () => {
    const user = userEvent.setup();
    signIn();
    stubFetch({ '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401) });
    renderDialog();
    const dialog = await endTheSession();
    await user.keyboard('{Escape}');
    expect(dialog).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Log out instead' })).toBeVisible();
  });

  it('logs in again in place with the right code, closes and lets the work continue', async () => {
    const user = userEvent.setup();
    signIn();
    const fetch = stubFetch({
      '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401),
      '/auth/login_user': () => jsonResponse(loginAnswer({ token: NEW_TOKEN })),
    });
    const { router, onResumed } = renderDialog();
    const dialog = await endTheSession();
    await user.type(codeField(dialog), '7k3m q9tx 2b4d');
    await user.click(logIn(dialog));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(authStore.getState()).toMatchObject({ auth_token: NEW_TOKEN, password: CODE });
    expect(onResumed).toHaveBeenCalledOnce();
    expect(router.state.location.pathname).toBe('/dashboard');
    const [, init] = fetch.mock.calls.find(([url]) => String(url).endsWith('/login_user')) ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ password: CODE });
    expect(new Headers(init?.headers).get('Authorization')).toBeNull();
  });

  it('shows the server’s message on the field for a wrong code and stays open', async () => {
    const user = userEvent.setup();
    signIn();
    stubFetch({
      '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401),
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'unauthorized', message: WRONG_CODE } }, 401),
    });
    renderDialog();
    const dialog = await endTheSession();
    await user.type(codeField(dialog), CODE);
    await user.click(logIn(dialog));
    expect(await within(dialog).findByText(WRONG_CODE)).toBeVisible();
    expect(codeField(dialog)).toHaveAttribute('aria-invalid', 'true');
    expect(codeField(dialog)).toHaveAccessibleDescription(new RegExp(WRONG_CODE));
    expect(codeField(dialog)).toHaveFocus();
    expect(codeField(dialog)).toHaveValue(CODE);
    expect(authStore.getState().auth_token).toBe(TOKEN);
  });

  it('announces the wait when there were too many attempts', async () => {
    const user = userEvent.setup();
    const message = 'Too many attempts from this connection. Please wait 60 seconds and try again.';
    signIn();
    stubFetch({
      '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401),
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'rate_limited', message } }, 429, { 'Retry-After': '60' }),
    });
    renderDialog();
    const dialog = await endTheSession();
    await user.type(codeField(dialog), CODE);
    await user.click(logIn(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
  });

  it('does not log in as someone else over this student’s work', async () => {
    const user = userEvent.setup();
    signIn();
    const fetch = stubFetch({ '/activity/set_cookie_settings': () => jsonResponse(REFUSED, 401) });
    renderDialog();
    const dialog = await endTheSession();
    await user.type(codeField(dialog), 'AAAA-BBBB-CCCC');
    await user.click(logIn(dialog));
    expect(codeField(dialog)).toHaveAccessibleDescription(/not the code this session started/);
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('"Log out instead" logs out and goes home', async () => {
    const { user, router, dialog } = await endedWithLogoutRefused();
    await user.click(within(dialog).getByRole('button', { name: 'Log out instead' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(authStore.getState()).toMatchObject({ auth_token: null, password: null });
    // The refused revocation of the old token does not bring the dialog back.
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says that logging out would lose answers still waiting, and logs out only when asked again', async () => {
    const { user, router, dialog } = await endedWithLogoutRefused();
    // An answer typed before the session ended waits for it to be renewed.
    historySync.schedule({ history: { '1-3': { positives: ['fun'] } }, lastPage: '1-3' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out instead' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Some answers haven’t reached Clearpath yet: they wait for you to log in again, and logging out now would lose them.',
    );
    expect(authStore.getState().auth_token).toBe(TOKEN);
    expect(router.state.location.pathname).toBe('/dashboard');
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(authStore.getState()).toMatchObject({ auth_token: null, password: null });
    expect(historySync.hasPending()).toBe(false);
  });

  it('does not open for a refused login itself', async () => {
    signIn();
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'unauthorized', message: WRONG_CODE } }, 401),
    });
    renderDialog();
    await act(async () => {
      await expect(authActions['auth/login_user']({ password: CODE })).rejects.toBeInstanceOf(
        ApiError,
      );
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
