import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { SiteFooter } from '../../components/site-footer';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { renderRoute } from '../../test/render';
import { resetPublicConfig } from '../../lib/public-config';
import { CookieBanner } from './cookie-banner';
import { CookieDialog } from './cookie-dialog';

function renderPage() {
  return renderRoute('/', [
    {
      path: '/',
      element: (
        <>
          <CookieBanner />
          <main id="main-content" tabIndex={-1}>
            <h1>Home</h1>
          </main>
          <SiteFooter />
          <CookieDialog />
        </>
      ),
    },
  ]);
}

const CONFIG = {
  sentry_dsn: null,
  analytics_measurement_id: 'G-ABC123DEF4',
  environment: 'test',
  release: 'clearpath@0.1.0',
};

describe('the cookie banner', () => {
  it('asks on a first visit, with Accept and Reject alike, and records Accept', async () => {
    const user = userEvent.setup();
    renderPage();
    const banner = screen.getByRole('region', { name: 'Cookies on Clearpath' });
    const accept = within(banner).getByRole('button', { name: 'Accept analytics cookies' });
    const reject = within(banner).getByRole('button', { name: 'Reject analytics cookies' });
    expect(accept.className).toBe(reject.className);

    await user.click(accept);
    expect(Cookies.get('allow-analytics')).toBe('1');
    const confirmation = within(banner).getByText(/You’ve accepted analytics cookies/);
    expect(confirmation).toHaveFocus();
    await user.click(within(banner).getByRole('button', { name: 'Hide cookie message' }));
    expect(screen.queryByRole('region', { name: 'Cookies on Clearpath' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('records Reject as 0 and sends the choice when logged in', async () => {
    const user = userEvent.setup();
    signIn();
    const fetch = stubFetch({
      '/activity/set_cookie_settings': () => jsonResponse({ status: true }),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Reject analytics cookies' }));
    expect(Cookies.get('allow-analytics')).toBe('0');
    expect(await screen.findByText(/You’ve rejected analytics cookies/)).toBeVisible();
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/set_cookie_settings'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({ enable_ga: 0, remember_me: 0 });
  });

  it('is not shown once a choice was made', () => {
    Cookies.set('allow-analytics', '0');
    renderPage();
    expect(screen.queryByRole('region', { name: 'Cookies on Clearpath' })).toBeNull();
  });
});

describe('the cookie dialog', () => {
  it('opens from the footer, lists the cookies and changes the choice', async () => {
    const user = userEvent.setup();
    resetPublicConfig();
    stubFetch({ '/config': () => jsonResponse(CONFIG) });
    Cookies.set('allow-analytics', '1');
    renderPage();
    const opener = screen.getByRole('button', { name: 'Cookie settings' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    for (const name of ['clearpath', 'remember-me', 'allow-analytics']) {
      expect(within(dialog).getByRole('rowheader', { name })).toBeInTheDocument();
    }
    expect(await within(dialog).findByRole('rowheader', { name: '_ga, _ga_…' })).toBeVisible();
    expect(
      within(dialog).getByRole('radio', { name: 'Yes, allow analytics cookies' }),
    ).toBeChecked();
    // Remember-me is a choice for a logged-in student only.
    expect(within(dialog).queryByRole('checkbox')).toBeNull();

    await user.click(within(dialog).getByRole('radio', { name: 'No, don’t allow them' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie settings' }));
    expect(Cookies.get('allow-analytics')).toBe('0');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
    resetPublicConfig();
  });

  it('asks for an answer before saving a first choice, and offers remember-me when logged in', async () => {
    const user = userEvent.setup();
    signIn();
    resetPublicConfig();
    stubFetch({
      '/config': () => jsonResponse({ ...CONFIG, analytics_measurement_id: null }),
      '/activity/set_cookie_settings': () => jsonResponse({ status: true }),
    });
    renderPage();
    await user.click(screen.getByRole('button', { name: 'View cookies' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie settings' });
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie settings' }));
    expect(within(dialog).getByRole('radiogroup')).toHaveAccessibleDescription('Choose yes or no.');
    // Said out loud as it appears, not only when the group is reached again.
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose yes or no.');
    expect(Cookies.get('allow-analytics')).toBeUndefined();

    await user.click(within(dialog).getByRole('checkbox', { name: 'Remember me on this device' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Yes, allow analytics cookies' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save cookie settings' }));
    expect(Cookies.get('allow-analytics')).toBe('1');
    expect(Cookies.get('remember-me')).toBe('1');
    expect(screen.queryByRole('region', { name: 'Cookies on Clearpath' })).toBeNull();
    expect(screen.queryByRole('rowheader', { name: '_ga, _ga_…' })).toBeNull();
    resetPublicConfig();
  });
});
