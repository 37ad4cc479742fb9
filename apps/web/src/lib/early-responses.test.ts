import { afterEach, describe, expect, it } from 'vitest';
import {
  EARLY_ANSWER_MAX_AGE_MS,
  earlyKey,
  takeEarlyLogin,
  takeEarlyResponse,
  type EarlyRequests,
} from './early-responses';

const USER = '0b7c9f0e-8f0a-4b6e-9a51-2f0d7c1e4a11';
const BODY = { text: true };

function sent(): EarlyRequests {
  const early: EarlyRequests = {
    sentAt: 10_000,
    login: Promise.resolve({ user: USER, response: Promise.resolve(new Response('login')) }),
    content: { [earlyKey('/pages/modules/1/1-0', BODY)]: Promise.resolve(new Response('page')) },
  };
  window.clearpathEarly = early;
  return early;
}

afterEach(() => {
  delete window.clearpathEarly;
});

describe('taking the early answers', () => {
  it('gives a content answer once, for its path and body only', async () => {
    sent();
    expect(takeEarlyResponse('/pages/modules/1/1-0', { text: false }, 10_000)).toBeUndefined();
    const page = takeEarlyResponse('/pages/modules/1/1-0', BODY, 10_000);
    expect(await (await page)?.text()).toBe('page');
    expect(takeEarlyResponse('/pages/modules/1/1-0', BODY, 10_000)).toBeUndefined();
  });

  it('gives the login once, and only for the student whose code it was sent with', async () => {
    sent();
    expect(await takeEarlyLogin('another-student', 10_000)).toBeUndefined();
    // Asked for once, whoever asked: a second login of the app is its own.
    expect(await takeEarlyLogin(USER, 10_000)).toBeUndefined();
    sent();
    const login = await takeEarlyLogin(USER, 10_000);
    expect(await (await login?.response)?.text()).toBe('login');
    expect(await takeEarlyLogin(USER, 10_000)).toBeUndefined();
  });

  it('gives nothing once the answers are older than the limit, or when nothing was sent', async () => {
    const late = 10_000 + EARLY_ANSWER_MAX_AGE_MS + 1;
    sent();
    expect(takeEarlyResponse('/pages/modules/1/1-0', BODY, late)).toBeUndefined();
    expect(await takeEarlyLogin(USER, late)).toBeUndefined();
    delete window.clearpathEarly;
    expect(takeEarlyResponse('/pages/modules/1/1-0', BODY, 10_000)).toBeUndefined();
    expect(await takeEarlyLogin(USER, 10_000)).toBeUndefined();
  });

  it('gives nothing when the early login failed before it was sent', async () => {
    window.clearpathEarly = { sentAt: 10_000, login: Promise.reject(new Error('x')), content: {} };
    expect(await takeEarlyLogin(USER, 10_000)).toBeUndefined();
  });
});
