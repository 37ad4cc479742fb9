import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { encryptedStorage, tabStorage } from '../../lib/encrypted-storage';
import { resetSession } from '../../lib/session-reset';
import { notifySessionStarted } from '../../lib/session-start';
import { USER, jsonResponse, loginAnswer, stubFetch } from '../../test/auth-fixtures';
import { parseLocalHistory } from './history-sync';
import { useNavigationStore } from './navigation-store';
import { commitQueue, useCommitQueueState } from '../profile/profile-sync';
import {
  answersKeptOnDevice,
  historySync,
  localCopiesWritten,
  sessionRestored,
} from './navigation-sync';

// A session's restore and the local copies it writes run on after a test's last assertion. They
// end before the next test: a copy read before the shared clean-up and written after it (an
// earlier test's copy set aside on the device) would otherwise be the next test's unsent answers.
afterEach(async () => {
  await sessionRestored();
  await localCopiesWritten();
});

const SERVER = { navigation_history: { '1-2': { drugs: ['cannabis'] } }, last_page: '1-2' };
const KEPT = { history: { '1-3': { positives: ['fun'] } }, lastPage: '1-3', unsynced: true };

/** Logs in with the server's answers and returns the history of the first commit sent. */
async function firstCommitAfterLogin(): Promise<{ sent: unknown; calls: () => number }> {
  const fetch = stubFetch({
    '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
  });
  notifySessionStarted(loginAnswer(SERVER));
  await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
  const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as {
    navigation_history: unknown;
  };
  return { sent: body.navigation_history, calls: () => fetch.mock.calls.length };
}

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

  it('merges answers this device kept but never sent, and sends them alone', async () => {
    Cookies.set('remember-me', '1');
    await encryptedStorage.write('navigation', { ...KEPT, owner: USER.user_uuid });
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as {
      navigation_history: unknown;
    };
    // The server has 1-2 already and adds what it is sent (core's mergeNavigationHistory).
    expect(body.navigation_history).toEqual({ '1-3': { positives: ['fun'] } });
    expect(useNavigationStore.getState().navigation_history).toEqual({
      '1-2': { drugs: ['cannabis'] },
      '1-3': { positives: ['fun'] },
    });
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends a kept answer back only while the server holds what it held when it was changed', async () => {
    // Typed here and kept unsent (the page went before the answer came); since then the same
    // answer was changed on the phone, and another is as it was.
    await tabStorage.write('navigation', {
      history: { '1-3': { positives: ['fun'], negatives: ['money'] } },
      base: { '1-3': { positives: ['first'], negatives: ['first'] } },
      lastPage: '1-3',
      unsynced: true,
      owner: USER.user_uuid,
    });
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(
      loginAnswer({
        navigation_history: { '1-3': { positives: ['from the phone'], negatives: ['first'] } },
        last_page: '1-3',
      }),
    );
    await sessionRestored();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as {
      navigation_history: unknown;
    };
    expect(body.navigation_history).toEqual({ '1-3': { negatives: ['money'] } });
    expect(useNavigationStore.getState().navigation_history['1-3']).toEqual({
      positives: ['from the phone'],
      negatives: ['money'],
    });
  });

  it("merges this tab's unsent answers without remember-me (a reload straight after typing)", async () => {
    await tabStorage.write('navigation', { ...KEPT, owner: USER.user_uuid });
    const { sent } = await firstCommitAfterLogin();
    expect(sent).toEqual({ '1-3': { positives: ['fun'] } });
  });

  it("prefers this tab's copy to the device's, which it is never older than", async () => {
    Cookies.set('remember-me', '1');
    await encryptedStorage.write('navigation', {
      history: { '1-3': { positives: ['old'] } },
      lastPage: '1-3',
      unsynced: true,
      owner: USER.user_uuid,
    });
    await tabStorage.write('navigation', { ...KEPT, owner: USER.user_uuid });
    const { sent } = await firstCommitAfterLogin();
    expect(sent).toEqual({ '1-3': { positives: ['fun'] } });
  });

  it('marks kept answers the server already has as sent, on this tab and the device', async () => {
    // Typed just before a reload: the commit sent as the page went arrived, the copies were
    // written before it was answered.
    Cookies.set('remember-me', '1');
    const copy = { history: SERVER.navigation_history, lastPage: '1-2', unsynced: true };
    await tabStorage.write('navigation', { ...copy, owner: USER.user_uuid });
    await encryptedStorage.write('navigation', { ...copy, owner: USER.user_uuid });
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    await localCopiesWritten();
    expect(fetch).not.toHaveBeenCalled();
    expect(await answersKeptOnDevice(USER.user_uuid)).toBe(false);
    expect(parseLocalHistory(await tabStorage.read('navigation'))?.unsynced).toBe(false);
    expect(useNavigationStore.getState().navigation_history).toEqual(SERVER.navigation_history);
  });

  it('sends the answers kept unsent when the app reopens from the phone offline, and keeps them marked unsent until then', async () => {
    // Typed offline, then the tab reloaded (or the app reopened) still offline: the session
    // kept on the phone already holds the answers the server never got.
    await tabStorage.write('navigation', { ...KEPT, owner: USER.user_uuid });
    let online = false;
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () =>
        online ? jsonResponse({ status: true }) : Promise.reject(new TypeError('Failed to fetch')),
    });
    notifySessionStarted({
      ...loginAnswer({
        navigation_history: { ...SERVER.navigation_history, ...KEPT.history },
        last_page: '1-3',
      }),
      fromDevice: true,
    });
    await sessionRestored();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await localCopiesWritten();
    expect(parseLocalHistory(await tabStorage.read('navigation'))).toMatchObject({
      history: KEPT.history,
      unsynced: true,
    });
    // Back online: only what the server lacks is sent, and the copy is marked sent.
    online = true;
    await historySync.flush();
    const body = JSON.parse(String(fetch.mock.calls.at(-1)?.[1]?.body)) as {
      navigation_history: unknown;
    };
    expect(body.navigation_history).toEqual(KEPT.history);
    await localCopiesWritten();
    expect(parseLocalHistory(await tabStorage.read('navigation'))?.unsynced).toBe(false);
  });

  it.each([
    ['another student', { ...KEPT, owner: 'a0000000-0000-4000-8000-000000000000' }],
    ['a copy with no owner (written before owners were kept)', KEPT],
    ['a copy the server already has', { ...KEPT, unsynced: false, owner: USER.user_uuid }],
  ])('does not merge %s', async (_, copy) => {
    await tabStorage.write('navigation', copy);
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    expect(useNavigationStore.getState().navigation_history).toEqual(SERVER.navigation_history);
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    useNavigationStore.getState().setAnswer('1-2', 'drugs', ['alcohol']);
    await historySync.flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    const body = JSON.parse(String(fetch.mock.calls[0]?.[1]?.body)) as {
      navigation_history: unknown;
    };
    expect(body.navigation_history).toEqual({ '1-2': { drugs: ['alcohol'] } });
  });

  it('keeps unsent answers in this tab and on the device, marked as their owner, with remember-me off', async () => {
    stubFetch({ '/activity/commit_navigation_history': () => new Promise(() => undefined) });
    notifySessionStarted(loginAnswer(SERVER));
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    const kept = {
      // What the server has (1-2) is not kept again: only the answer it lacks.
      history: { '1-3': { positives: ['fun'] } },
      unsynced: true,
      owner: USER.user_uuid,
    };
    await vi.waitFor(async () =>
      expect(parseLocalHistory(await tabStorage.read('navigation'))).toMatchObject(kept),
    );
    // A tab closed before they were sent (no signal) leaves them for the next login.
    expect(parseLocalHistory(await encryptedStorage.read('navigation'))).toMatchObject(kept);
  });

  it('keeps nothing on the device once the answers are sent, with remember-me off', async () => {
    stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    await historySync.flush();
    await localCopiesWritten();
    expect(encryptedStorage.has('navigation')).toBe(false);
    expect(parseLocalHistory(await tabStorage.read('navigation'))?.unsynced).toBe(false);
    expect(await answersKeptOnDevice(USER.user_uuid)).toBe(false);
  });

  it('writes only the newest copy of answers typed while a write is under way', async () => {
    stubFetch({ '/activity/commit_navigation_history': () => new Promise(() => undefined) });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    await localCopiesWritten();
    const write = vi.spyOn(tabStorage, 'write');
    for (const letters of ['M', 'My', 'My s', 'My si', 'My sister']) {
      useNavigationStore.getState().setAnswer('2C-9', 'people', letters);
    }
    await localCopiesWritten();
    // The first change is being encrypted when the others come; only the last follows it.
    expect(write).toHaveBeenCalledTimes(2);
    expect(parseLocalHistory(await tabStorage.read('navigation'))?.history['2C-9']).toEqual({
      people: 'My sister',
    });
    write.mockRestore();
  });

  it('leaves no copy behind when the student logs out while one is being written', async () => {
    stubFetch({ '/activity/commit_navigation_history': () => new Promise(() => undefined) });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    await localCopiesWritten();
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    tabStorage.clear();
    resetSession();
    await localCopiesWritten();
    expect(tabStorage.has('navigation')).toBe(false);
    expect(encryptedStorage.has('navigation')).toBe(false);
  });
});

describe("another tab's answers kept on this device", () => {
  /** A copy another tab of this browser wrote, answers it could not send yet. */
  const otherTabs = (
    load: string,
    at: number,
    history: Record<string, Record<string, unknown>>,
  ) => ({
    history,
    lastPage: Object.keys(history)[0],
    unsynced: true,
    owner: USER.user_uuid,
    load,
    at,
  });

  /** Logs in with no signal: what this tab saves stays unsent. */
  async function logInOffline() {
    stubFetch({
      '/activity/commit_navigation_history': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
  }

  it('are set aside, not written over, when this tab keeps its own; the next login sends both', async () => {
    await logInOffline();
    // Typed offline in another tab, since closed: its copy is the device's.
    const theirs = otherTabs('other-tab', 1, { '1-5': { positives: ['calm'] } });
    await encryptedStorage.write('navigation', theirs);
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    await localCopiesWritten();
    expect(parseLocalHistory(await encryptedStorage.read('navigation'))).toMatchObject({
      history: { '1-3': { positives: ['fun'] } },
      unsynced: true,
    });
    expect(parseLocalHistory(await encryptedStorage.read('navigation-waiting:other-tab'))).toEqual(
      theirs,
    );
    expect(await answersKeptOnDevice(USER.user_uuid)).toBe(true);

    // The tab reloaded with the signal back: its answers and the other tab's go together.
    resetSession();
    const { sent } = await firstCommitAfterLogin();
    await sessionRestored();
    expect(sent).toEqual({
      '1-3': { positives: ['fun'] },
      '1-5': { positives: ['calm'] },
    });
    // Taken over: a later login does not send them again over newer answers.
    expect(encryptedStorage.names('navigation-waiting:')).toEqual([]);
    await historySync.flush();
    await localCopiesWritten();
    expect(await answersKeptOnDevice(USER.user_uuid)).toBe(false);
  });

  it('stay on the device when this tab sends its own, with remember-me off', async () => {
    stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    await encryptedStorage.write(
      'navigation',
      otherTabs('other-tab', 1, { '1-5': { positives: ['calm'] } }),
    );
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    await historySync.flush();
    await localCopiesWritten();
    // This tab's answers reached the server: it keeps no copy of them on the device.
    expect(encryptedStorage.has('navigation')).toBe(false);
    expect(
      parseLocalHistory(await encryptedStorage.read('navigation-waiting:other-tab'))?.history,
    ).toEqual({ '1-5': { positives: ['calm'] } });
    // The logout dialog still says that answers wait on this device.
    expect(await answersKeptOnDevice(USER.user_uuid)).toBe(true);
  });

  it("are merged oldest first at login, with this tab's own copy over them all", async () => {
    await encryptedStorage.write(
      'navigation-waiting:tab-a',
      otherTabs('tab-a', 2000, {
        '2C-9': { people: 'My sister' },
        '1-5': { positives: ['calm'] },
      }),
    );
    await encryptedStorage.write(
      'navigation',
      otherTabs('tab-b', 1000, { '2C-9': { people: 'My brother' } }),
    );
    await tabStorage.write(
      'navigation',
      otherTabs('tab-c', 500, { '1-5': { positives: ['fun'] } }),
    );
    const { sent } = await firstCommitAfterLogin();
    await sessionRestored();
    expect(sent).toEqual({
      '2C-9': { people: 'My sister' },
      '1-5': { positives: ['fun'] },
    });
    expect(encryptedStorage.names('navigation-waiting:')).toEqual([]);
    // Tab b's copy on the device was written over by this tab's, which holds its answers.
    await localCopiesWritten();
    expect(parseLocalHistory(await encryptedStorage.read('navigation'))?.load).not.toBe('tab-b');
  });

  it('written again by a tab still open after its copy was taken over, are set aside again', async () => {
    await encryptedStorage.write(
      'navigation',
      otherTabs('tab-a', 1000, { '1-5': { positives: ['calm'] } }),
    );
    await logInOffline();
    // Tab a, still open and offline, keeps a later answer; then this tab saves one.
    const later = otherTabs('tab-a', 2000, { '1-6': { reasons: ['stress'] } });
    await encryptedStorage.write('navigation', later);
    useNavigationStore.getState().setAnswer('1-3', 'positives', ['fun']);
    await localCopiesWritten();
    expect(parseLocalHistory(await encryptedStorage.read('navigation-waiting:tab-a'))).toEqual(
      later,
    );
  });

  it('are set aside for another student only as theirs: this one never sends them', async () => {
    await encryptedStorage.write('navigation-waiting:tab-a', {
      ...otherTabs('tab-a', 1, { '1-5': { positives: ['calm'] } }),
      owner: 'a0000000-0000-4000-8000-000000000000',
    });
    const fetch = stubFetch({
      '/activity/commit_navigation_history': () => jsonResponse({ status: true }),
    });
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    expect(useNavigationStore.getState().navigation_history).toEqual(SERVER.navigation_history);
    expect(fetch).not.toHaveBeenCalled();
    expect(encryptedStorage.names('navigation-waiting:')).toEqual(['navigation-waiting:tab-a']);
  });
});

describe('the mode the student entered a module in', () => {
  const modes = () => {
    const { optional_mode, review_mode } = useNavigationStore.getState();
    return { optional_mode, review_mode };
  };
  /** Logs in again in this tab, as a reload or a discarded tab does. */
  async function loginAgain(): Promise<void> {
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
  }

  it.each([
    [
      'optional ("Want to learn more?")',
      'enterOptional',
      { optional_mode: true, review_mode: false },
    ],
    ['review ("Repeat Module")', 'enterReview', { optional_mode: false, review_mode: true }],
  ] as const)('stays %s after the tab logs in again', async (_, enter, expected) => {
    await loginAgain();
    useNavigationStore.getState()[enter]();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(true));
    await loginAgain();
    expect(modes()).toEqual(expected);
  });

  it('comes back after the answers kept unsent are merged, so a repeat in review mode loses none', async () => {
    await loginAgain();
    useNavigationStore.getState().enterReview();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(true));
    await tabStorage.write('navigation', { ...KEPT, owner: USER.user_uuid });
    const { sent } = await firstCommitAfterLogin();
    expect(sent).toEqual(KEPT.history);
    expect(modes()).toEqual({ optional_mode: false, review_mode: true });
  });

  it('is the standard one again once the student has been to the menu', async () => {
    await loginAgain();
    useNavigationStore.getState().enterOptional();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(true));
    useNavigationStore.getState().leaveToMenu();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(false));
    await loginAgain();
    expect(modes()).toEqual({ optional_mode: false, review_mode: false });
  });

  it("is not another student's, and is forgotten at logout", async () => {
    await tabStorage.write('navigation-mode', {
      owner: 'a0000000-0000-4000-8000-000000000000',
      mode: 'review',
    });
    await loginAgain();
    expect(modes()).toEqual({ optional_mode: false, review_mode: false });
    useNavigationStore.getState().enterReview();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(true));
    resetSession();
    await vi.waitFor(() => expect(tabStorage.has('navigation-mode')).toBe(false));
  });
});

describe('the optional modules unlocked', () => {
  it('are sent again, under one key, until they reach the server (unlocked as the signal dropped)', async () => {
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    let online = false;
    let stored = 0;
    const fetch = stubFetch({
      '/activity/commit_optional_history': () => {
        if (!online) return Promise.reject(new TypeError('Failed to fetch'));
        stored += 1;
        return jsonResponse({ status: true });
      },
    });
    useNavigationStore.getState().unlock(['3']);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    await vi.waitFor(() => expect(useCommitQueueState.getState().blocked).toBe('offline'));
    expect(useCommitQueueState.getState().waiting).toBe(1);
    online = true;
    await commitQueue.flush();
    await commitQueue.idle();
    expect(stored).toBe(1);
    expect(useCommitQueueState.getState().waiting).toBe(0);
    const sent = fetch.mock.calls.map(([, init]) => init);
    expect(JSON.parse(String(sent.at(-1)?.body))).toMatchObject({ available: ['3'] });
    const keys = sent.map((init) => (init?.headers as Record<string, string>)['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('are dropped without a word when the server refuses them for good (docs/product.md §8)', async () => {
    notifySessionStarted(loginAnswer(SERVER));
    await sessionRestored();
    stubFetch({
      '/activity/commit_optional_history': () =>
        jsonResponse({ error: { code: 'bad_request', message: 'Not open to you' } }, 400),
    });
    useNavigationStore.setState({ display_notification: false, notifier_info: null });
    useNavigationStore.getState().unlock(['3']);
    // The unlock's own notice, not a refusal's.
    const notice = useNavigationStore.getState().notifier_info;
    await commitQueue.idle();
    expect(useCommitQueueState.getState().waiting).toBe(0);
    expect(useNavigationStore.getState().notifier_info).toBe(notice);
  });
});
