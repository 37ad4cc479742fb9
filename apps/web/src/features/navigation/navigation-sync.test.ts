import { describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { encryptedStorage } from '../../lib/encrypted-storage';
import { notifySessionStarted } from '../../lib/session-start';
import { jsonResponse, loginAnswer, stubFetch } from '../../test/auth-fixtures';
import { useNavigationStore } from './navigation-store';
import './navigation-sync';

describe('restoring the navigation at login', () => {
  it('fills the store from the login answer', async () => {
    notifySessionStarted(
      loginAnswer({ navigation_history: { '1-2': { drugs: ['cannabis'] } }, last_page: '1-2' }),
    );
    await vi.waitFor(() =>
      expect(useNavigationStore.getState().navigation_history).toEqual({
        '1-2': { drugs: ['cannabis'] },
      }),
    );
    expect(useNavigationStore.getState().next_viewed_page).toBe('1-2');
  });

  it('merges answers this device kept but never sent, and sends them', async () => {
    Cookies.set('remember-me', '1');
    await encryptedStorage.write('navigation', {
      history: { '1-3': { positives: ['fun'] } },
      lastPage: '1-3',
      unsynced: true,
    });
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(
      loginAnswer({ navigation_history: { '1-2': { drugs: ['cannabis'] } }, last_page: '1-2' }),
    );
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as {
      navigation_history: unknown;
    };
    expect(body.navigation_history).toEqual({
      '1-2': { drugs: ['cannabis'] },
      '1-3': { positives: ['fun'] },
    });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
