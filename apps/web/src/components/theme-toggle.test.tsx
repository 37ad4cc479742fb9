import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppProviders } from '../app/providers';
import { THEME_STORAGE_KEY } from '../app/theme-storage';
import { setDevicePreferences } from '../test/match-media';
import { ThemeToggle } from './theme-toggle';

const appliedScheme = () => document.documentElement.getAttribute('data-color-scheme');

function renderToggle() {
  return render(
    <AppProviders>
      <ThemeToggle />
    </AppProviders>,
  );
}

describe('theme preference', () => {
  it('follows a light device by default', () => {
    setDevicePreferences({ dark: false });
    renderToggle();
    expect(screen.getByRole('button', { name: 'Theme: Match my device' })).toBeInTheDocument();
    expect(appliedScheme()).toBe('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  });

  it('follows a dark device by default', () => {
    setDevicePreferences({ dark: true });
    renderToggle();
    expect(appliedScheme()).toBe('dark');
  });

  it('overrides the device with the toggle and remembers the choice', async () => {
    const user = userEvent.setup();
    setDevicePreferences({ dark: false });
    const { unmount } = renderToggle();

    await user.click(screen.getByRole('button', { name: 'Theme: Match my device' }));
    const menu = await screen.findByRole('menu');
    expect(screen.getByRole('menuitemradio', { name: 'Match my device' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(screen.getByRole('menuitemradio', { name: 'Dark' }));

    expect(menu).not.toBeVisible();
    expect(appliedScheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();

    unmount();
    renderToggle();
    expect(appliedScheme()).toBe('dark');
    expect(screen.getByRole('button', { name: 'Theme: Dark' })).toBeInTheDocument();
  });

  it('goes back to following the device when "Match my device" is chosen', async () => {
    const user = userEvent.setup();
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    setDevicePreferences({ dark: true });
    renderToggle();
    expect(appliedScheme()).toBe('light');

    await user.click(screen.getByRole('button', { name: 'Theme: Light' }));
    await user.click(await screen.findByRole('menuitemradio', { name: 'Match my device' }));
    expect(appliedScheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
  });

  it('ignores a stored value that is not a theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    setDevicePreferences({ dark: true });
    renderToggle();
    expect(screen.getByRole('button', { name: 'Theme: Match my device' })).toBeInTheDocument();
    expect(appliedScheme()).toBe('dark');
  });

  it('opens only once its menu is here, and not if the student has moved on since', async () => {
    setDevicePreferences({ dark: false });
    render(
      <AppProviders>
        <ThemeToggle />
        <button type="button">Log out</button>
      </AppProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Theme: Match my device' });
    const logOut = screen.getByRole('button', { name: 'Log out' });
    toggle.focus();
    fireEvent.click(toggle);
    // Said to be open only once the menu can be shown.
    expect(toggle).not.toHaveAttribute('aria-expanded');
    // The student tabs on before the menu's code is here.
    fireEvent.keyDown(toggle, { key: 'Tab' });
    logOut.focus();
    await act(() => import('./theme-menu'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(logOut).toHaveFocus();
    toggle.focus();
    fireEvent.click(toggle);
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens when the app, not the student, moved the focus while its code loaded', async () => {
    setDevicePreferences({ dark: false });
    render(
      <AppProviders>
        <ThemeToggle />
        <h1 tabIndex={-1}>Modules</h1>
      </AppProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Theme: Match my device' });
    toggle.focus();
    fireEvent.click(toggle);
    // A page arriving focuses its heading (as the router's focus management does).
    screen.getByRole('heading', { name: 'Modules' }).focus();
    expect(await screen.findByRole('menu')).toBeVisible();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('does not open after a pointer press elsewhere while its code loaded', async () => {
    setDevicePreferences({ dark: false });
    render(
      <AppProviders>
        <ThemeToggle />
        <p>Elsewhere</p>
      </AppProviders>,
    );
    const toggle = screen.getByRole('button', { name: 'Theme: Match my device' });
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.pointerDown(screen.getByText('Elsewhere'));
    await act(() => import('./theme-menu'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).not.toHaveAttribute('aria-expanded');
  });
});
