import '@testing-library/jest-dom/vitest';
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { authStore } from '../features/auth/auth-store';
import { deviceCookies } from '../lib/device-cookies';
import { logoutNoticeStore } from '../features/auth/logout-notice-store';
import { resetSession } from '../lib/session-reset';
import { requestTracker } from '../lib/request-tracker';
import { installMatchMedia, resetDevicePreferences } from './match-media';

installMatchMedia();
// Lazy route modules load through dynamic imports; on a busy two-core CI machine that can take
// longer than Testing Library's 1 s default. This is only the longest a findBy/waitFor may wait.
configure({ asyncUtilTimeout: 5_000 });
// jsdom does not implement scrolling; the router's scroll restoration calls it.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};

let consoleErrors: string[] = [];

function describe(value: unknown): string {
  if (value instanceof Error) return value.stack ?? value.message;
  return typeof value === 'string' ? value : String(value);
}

beforeEach(() => {
  consoleErrors = [];
  // The cookies a test writes stand for the device's, there before the app looks.
  deviceCookies.forgetReads();
  // A console.error during a test fails it. A test that expects one replaces this
  // implementation (see expectConsoleErrors in ./console.ts).
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args.map(describe).join(' '));
  });
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  resetSession();
  authStore.setState({ autoLoginTried: false });
  logoutNoticeStore.getState().hide();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
  localStorage.clear();
  sessionStorage.clear();
  resetDevicePreferences();
  requestTracker.getState().reset();
  document.documentElement.removeAttribute('data-color-scheme');
  const errors = consoleErrors;
  consoleErrors = [];
  if (errors.length > 0) {
    throw new Error(`console.error was called during the test:\n${errors.join('\n---\n')}`);
  }
});
