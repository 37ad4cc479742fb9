import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { deviceCookies } from '../../lib/device-cookies';
import {
  CODE,
  TOKEN,
  USER,
  jsonResponse,
  loginAnswer,
  signIn,
  stubFetch,
} from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { renderRoute, LAZY } from '../../test/render';
import { authStore } from './auth-store';

/** The landing page's module is loaded lazily; the first load in a test file takes a while. */

async function rememberThisDevice() {
  Cookies.set('remember-me', '1');
  await encryptedStorage.write('auth', { user: USER, tenant: 'ucc', logged_in_time: 1 });
}

describe('the authenticated guard', () => {
  it.each(['/dashboard', '/page', '/page/1-0'])(
    'sends a logged-out visitor from %s to /',
    async (path) => {
      const { router } = renderRoute(path);
      expect(
        await screen.findByRole('heading', { level: 1, name: /private check.in/ }, LAZY),
      ).toBeVisible();
      expect(router.state.location.pathname).toBe('/');
    },
  );

  it('lets a logged-in student through', async () => {
    signIn();
    const { router } = renderRoute('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Modules' }, LAZY)).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('logs in from the remembered session when remember-me is 1', async () => {
    await rememberThisDevice();
    const fetch = stubFetch({
      ...contentHandlers(),
      '/auth/login_user': () => jsonResponse(loginAnswer()),
    });
    const { router } = renderRoute('/page/1-0');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'My Profile' }, LAZY),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/page/1-0');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ password: CODE });
    expect(authStore.getState().auth_token).toBe(TOKEN);
  });

  it('redirects, silently, when that auto-login fails', async () => {
    await rememberThisDevice();
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'unauthorized', message: 'No.' } }, 401),
    });
    const { router } = renderRoute('/dashboard');
    expect(
      await screen.findByRole('heading', { level: 1, name: /private check.in/ }, LAZY),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('clearpath:'))).toEqual([]);
  });

  it('does not try auto-login when remember-me is not 1', async () => {
    await rememberThisDevice();
    Cookies.set('remember-me', '0');
    // Written around the app, as the device's own cookie: not the one it read a moment ago.
    deviceCookies.forgetReads();
    const fetch = stubFetch({});
    const { router } = renderRoute('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /private check.in/ }, LAZY);
    expect(router.state.location.pathname).toBe('/');
    expect(fetch).not.toHaveBeenCalled();
  });
});
