import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { CODE, TOKEN, jsonResponse, loginAnswer, stubFetch } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { AccessPanel } from './access-panel';
import { authStore } from './auth-store';

function renderPanel() {
  return renderRoute('/', [
    {
      path: '/',
      element: <AccessPanel solveChallenge={() => Promise.reject(new Error('unused'))} />,
    },
    { path: '/dashboard', element: <h1>Modules</h1> },
  ]);
}

const loginForm = () => screen.getByRole('form', { name: 'I have an access code' });
const codeField = () => within(loginForm()).getByLabelText('Access code');
const submit = () => within(loginForm()).getByRole('button', { name: 'Log in' });

describe('the login form', () => {
  it('is a hidden, unspellchecked, uncompleted field with a show/hide toggle', async () => {
    const user = userEvent.setup();
    renderPanel();
    const field = codeField();
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    expect(field).toHaveAttribute('inputmode', 'text');
    const toggle = within(loginForm()).getByRole('button', { name: 'Show code' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(field).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
  });

  it('previews how a typed code will be read once it is complete', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(within(loginForm()).getByRole('button', { name: 'Show code' }));
    await user.type(codeField(), '7k3m q9tx 2b4');
    expect(screen.queryByText(/We’ll read this as/)).not.toBeInTheDocument();
    await user.type(codeField(), 'd');
    expect(screen.getByText('We’ll read this as 7K3M-Q9TX-2B4D')).toBeInTheDocument();
    expect(codeField()).toHaveAccessibleDescription(/We’ll read this as 7K3M-Q9TX-2B4D/);
  });

  it('does not reveal the preview while the code is hidden', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.type(codeField(), '7K3MQ9TX2B4D');
    expect(screen.getByText(/That looks like a complete code/)).toBeInTheDocument();
    expect(screen.queryByText(/7K3M-Q9TX-2B4D/)).not.toBeInTheDocument();
  });

  it('tidies up a pasted code', async () => {
    const user = userEvent.setup();
    renderPanel();
    await user.click(codeField());
    await user.paste('  7k3m–q9tx–2b4d \n');
    expect(codeField()).toHaveValue('7K3M-Q9TX-2B4D');
  });

  it('logs in with the normalised code and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({ '/auth/login_user': () => jsonResponse(loginAnswer()) });
    const { router } = renderPanel();
    await user.type(codeField(), '7k3m q9tx 2b4d');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: 'Modules' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ password: CODE });
    expect(authStore.getState().auth_token).toBe(TOKEN);
    expect(Cookies.get('remember-me')).toBe('0');
  });

  it('explains what a code looks like without asking the server when it is not one', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch({});
    renderPanel();
    await user.type(codeField(), 'hello');
    await user.click(submit());
    expect(codeField()).toHaveAccessibleDescription(/12 letters and numbers/);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server’s message on the field for a wrong code, keeping what was typed', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse(
          {
            error: {
              code: 'unauthorized',
              message: 'That access code did not work. Check it and try again.',
            },
          },
          401,
        ),
    });
    renderPanel();
    await user.type(codeField(), CODE);
    await user.click(submit());
    expect(
      await screen.findByText('That access code did not work. Check it and try again.'),
    ).toBeVisible();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue(CODE);
  });

  it('announces the wait when there were too many attempts', async () => {
    const user = userEvent.setup();
    const message = 'Too many attempts from this connection. Please wait 60 seconds and try again.';
    stubFetch({
      '/auth/login_user': () =>
        jsonResponse({ error: { code: 'rate_limited', message } }, 429, { 'Retry-After': '60' }),
    });
    renderPanel();
    await user.type(codeField(), CODE);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(codeField()).toHaveValue(CODE);
  });

  it('says so kindly when there is no connection', async () => {
    const user = userEvent.setup();
    stubFetch({});
    renderPanel();
    await user.type(codeField(), CODE);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(/Check your connection/);
  });

  it('remembers this device when asked to', async () => {
    const user = userEvent.setup();
    stubFetch({
      '/auth/login_user': () => jsonResponse(loginAnswer({ remember_me: 1 })),
    });
    renderPanel();
    await user.type(codeField(), CODE);
    await user.click(
      within(loginForm()).getByRole('checkbox', { name: 'Remember me on this device' }),
    );
    await user.click(submit());
    await screen.findByRole('heading', { name: 'Modules' });
    expect(Cookies.get('remember-me')).toBe('1');
  });
});
