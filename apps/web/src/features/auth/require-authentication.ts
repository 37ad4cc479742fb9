import { redirect } from 'react-router';
import { guardAuthenticated } from '@clearpath/core';
import { routes } from '../../config/routes';
import { deviceCookies, type DeviceCookies } from '../../lib/device-cookies';
import { auth as appAuth, type Auth } from './auth-store';

/**
 * The `authenticated` route guard (docs/product.md §2, §5, core's `guardAuthenticated`): with a token, go
 * on; without one, try auto-login once when remember-me is 1; then redirect to `/`.
 */
export async function requireAuthentication(
  auth: Auth = appAuth,
  cookies: DeviceCookies = deviceCookies,
): Promise<void> {
  const decide = () => {
    const { auth_token: authToken, autoLoginTried } = auth.store.getState();
    return guardAuthenticated({
      authToken,
      rememberMe: cookies.rememberMe(),
      autoLoginTried,
      tabSession: auth.hasTabSession(),
    });
  };
  let decision = decide();
  if (decision === 'try-auto-login') {
    await auth.actions['auth/tryAutoLoginFromPersisted']();
    decision = decide();
  }
  if (decision !== 'allow') throw redirect(routes.landing.href());
}
