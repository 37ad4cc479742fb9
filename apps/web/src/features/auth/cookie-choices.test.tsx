import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { jsonResponse, signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { renderRoute, LAZY } from '../../test/render';

describe('the cookie choices on the dashboard', () => {
  it('start from this device’s cookies and save each change to the cookies and the server', async () => {
    const user = userEvent.setup();
    signIn();
    Cookies.set('remember-me', '0');
    Cookies.set('allow-analytics', '1');
    const fetch = stubFetch({
      ...contentHandlers(),
      '/activity/set_cookie_settings': () => jsonResponse({ status: true }),
    });
    renderRoute('/dashboard');
    const section = await screen.findByRole('region', { name: 'Cookie choices' }, LAZY);
    const remember = within(section).getByRole('checkbox', { name: 'Remember me on this device' });
    const analytics = within(section).getByRole('checkbox', { name: 'Help us improve Clearpath' });
    expect(remember).not.toBeChecked();
    expect(analytics).toBeChecked();

    await user.click(remember);
    expect(await within(section).findByText('Your choices are saved.')).toBeInTheDocument();
    expect(Cookies.get('remember-me')).toBe('1');
    expect(Object.keys(localStorage).some((key) => key.startsWith('clearpath:state:'))).toBe(true);
    const sent = fetch.mock.calls.find(([url]) => String(url).endsWith('/set_cookie_settings'));
    expect(JSON.parse(String(sent?.[1]?.body))).toEqual({
      enable_ga: 1,
      remember_me: 1,
    });
  });
});
