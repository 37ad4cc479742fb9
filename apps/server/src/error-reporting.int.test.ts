import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublicConfigSchema } from '@clearpath/core';
import { startFakeSentry, type FakeSentry } from '../../../scripts/lib/fake-sentry.mjs';
import { createErrorReporter } from './error-reporting';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from './test/harness';

const CODE = '7K3M-Q9XW-2HNP';
const TOKEN = 'q8Vf0aZ-3_kLmN7pR2sT4uW6xY9bC1dE5gH8jK0mP3';
const ANSWER = 'I drink to forget';

describe(`error reporting and analytics settings (${TEST_DATABASE_KIND})`, () => {
  let sentry: FakeSentry;
  let t: TestApp;
  beforeAll(async () => {
    sentry = await startFakeSentry();
    const env = {
      SENTRY_DSN: sentry.dsn,
      SENTRY_ENVIRONMENT: 'staging',
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123DEF4',
    };
    const errorReporter = await createErrorReporter({ dsn: sentry.dsn, environment: 'staging' });
    t = await createTestApp({ env, overrides: { errorReporter } });
  });
  afterAll(async () => {
    await t.close();
    await sentry.close();
  });

  it('tells the web app the DSN, the measurement id, the environment and the release', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(res.statusCode).toBe(200);
    expect(PublicConfigSchema.parse(res.json())).toEqual({
      sentry_dsn: sentry.dsn,
      analytics_measurement_id: 'G-ABC123DEF4',
      environment: 'staging',
      release: expect.stringMatching(/^clearpath@\d+\.\d+\.\d+/),
    });
  });

  it('widens the content security policy for the configured id and DSN', async () => {
    const res = await t.app.inject({ url: '/privacy' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/script-src 'self' https:\/\/www\.googletagmanager\.com;/);
    expect(policy).toContain('https://*.google-analytics.com');
    expect(policy).toContain(`connect-src 'self' https://*.google-analytics.com`);
    expect(policy).toContain(new URL(sentry.dsn).origin);
  });

  it('reports an unhandled error, scrubbed, with the release, environment and route', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/test/server-error?code=${CODE}`,
      headers: { authorization: `Bearer ${TOKEN}`, cookie: `clearpath=${TOKEN}; remember-me=1` },
      payload: { answer: ANSWER },
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' },
    });
    await expect.poll(() => sentry.envelopes.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const envelope = sentry.envelopes.join('\n');
    expect(envelope).toContain('Forced failure for code [redacted]');
    expect(envelope).toContain('"environment":"staging"');
    expect(envelope).toMatch(/"release":"clearpath@/);
    expect(envelope).toContain('"route":"/api/test/server-error"');
    for (const secret of [CODE, CODE.replaceAll('-', ''), 'Q9XW', TOKEN, ANSWER, 'remember-me']) {
      expect(envelope).not.toContain(secret);
    }
  });
});
