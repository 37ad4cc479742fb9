import { describe, expect, it } from 'vitest';
import { act, render, screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { MemoryRouter } from 'react-router';
import { encryptedStorage, tabStorage } from '../../lib/encrypted-storage';
import { USER, jsonResponse, loginAnswer, stubFetch } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { AccessPanel } from './access-panel';
import { authActions } from './auth-store';

describe('the access panel while the start-up login runs', () => {
  it.each([
    [
      'a remembered device',
      async () => {
        Cookies.set('remember-me', '1');
        await encryptedStorage.write('auth', { user: USER, tenant: 'ucc', logged_in_time: 1 });
      },
    ],
    ['a tab that kept its session', () => tabStorage.write('auth', { user: USER, tenant: 'ucc' })],
  ])('says it is checking on %s, then offers the way on', async (_name, arrange) => {
    await arrange();
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
});

describe('the access panel on a remembered device', () => {
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

describe('the access panel pre-drawn for the first screen', () => {
  it('holds the forms and the check, each in the box the first-screen rules show or hide', () => {
    const { container } = render(
      <MemoryRouter>
        <AccessPanel firstScreen />
      </MemoryRouter>,
    );
    const bodies = [...container.querySelectorAll('[data-access-body]')];
    expect(bodies.map((body) => body.getAttribute('data-access-body'))).toEqual([
      'forms',
      'checking',
    ]);
    const [forms, checking] = bodies as [HTMLElement, HTMLElement];
    expect(within(forms).getByRole('form', { name: 'I have an access code' })).toBeInTheDocument();
    expect(within(checking).getByRole('status')).toHaveTextContent(
      'Checking whether this device remembers you…',
    );
  });
});
