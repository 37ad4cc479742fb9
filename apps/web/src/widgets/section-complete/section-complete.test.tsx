import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CODE, signIn, stubFetch } from '../../test/auth-fixtures';
import { contentHandlers } from '../../test/content-fixtures';
import { renderRoute, LAZY } from '../../test/render';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { emailCodeHref } from '.';

describe('the section complete screen', () => {
  it('shows the code, copies it with "Code copied", and offers it by e-mail', async () => {
    const user = userEvent.setup();
    signIn();
    // The module's last page (1-0 in the fixtures) was reached.
    useNavigationStore.setState({ user_type: 3, navigation_history: { '1-0': {} } });
    stubFetch(contentHandlers());
    renderRoute('/page/section-complete?module=1');
    await screen.findByRole('heading', { level: 1, name: 'Section complete!' }, LAZY);
    expect(screen.getByText(CODE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy Code' }));
    expect(await screen.findByText('Code copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(CODE);
    const email = screen.getByRole('link', { name: 'Email Code' });
    const href = email.getAttribute('href') ?? '';
    expect(href).toMatch(/^mailto:\?subject=My%20Clearpath%20access%20code&body=/);
    expect(decodeURIComponent(href)).toContain(`My Clearpath access code is ${CODE}`);
  });

  it('does not complete My Profile before the screening (opened from the Activities index)', async () => {
    signIn();
    stubFetch(contentHandlers());
    renderRoute('/page/section-complete?module=1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This module isn’t open to you yet' }),
    ).toBeVisible();
    expect(useNavigationStore.getState().navigation_history).toEqual({});
  });

  it('builds the e-mail with the code and where to use it', () => {
    const href = emailCodeHref(CODE, 'https://ucc.clearpath.ie');
    expect(decodeURIComponent(href)).toContain('log in again at https://ucc.clearpath.ie');
  });
});
