import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { USER, jsonResponse, loginAnswer, stubFetch } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { authActions } from './auth-store';

describe('the access panel on a remembered device', () => {
  it('says it is checking while the start-up auto-login runs, then offers the way on', async () => {
    Cookies.set('remember-me', '1');
    await encryptedStorage.write('auth', { user: USER, tenant: 'ucc', logged_in_time: 1 });
    stubFetch({ '/auth/login_user': () => jsonResponse(loginAnswer()) });
    renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Start or continue' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Checking whether this device remembers you…',
    );
    expect(within(panel).queryByRole('form')).not.toBeInTheDocument();
    await act(() => authActions['auth/tryAutoLoginFromPersisted']());
    expect(within(panel).getByRole('link', { name: 'Go to my modules' })).toBeVisible();
  });

  it('shows the forms when the auto-login fails, without an error', async () => {
    Cookies.set('remember-me', '1');
    await encryptedStorage.write('auth', { user: USER, tenant: 'ucc', logged_in_time: 1 });
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'unauthorized', message: 'No.' } }, 401),
    });
    renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Start or continue' });
    await act(() => authActions['auth/tryAutoLoginFromPersisted']());
    expect(within(panel).getByRole('form', { name: 'I have an access code' })).toBeVisible();
    expect(within(panel).queryByRole('alert')).not.toBeInTheDocument();
  });
});
