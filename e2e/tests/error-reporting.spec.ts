import { expect, test } from '../fixtures';
import type { FakeSentry } from '../../scripts/lib/fake-sentry.mjs';
import type { BuiltServer } from '../../scripts/lib/server.mjs';
import {
  SECRET_ANSWER,
  SECRET_CODE,
  keepTrafficLocal,
  startConfiguredServer,
  startFakeSentry,
} from '../telemetry';

const TOKEN = 'q8Vf0aZ-3_kLmN7pR2sT4uW6xY9bC1dE5gH8jK0mP3';

// Requests served by a service worker would pass the test's routes by.
test.use({ serviceWorkers: 'block' });

/** Every form of the secrets that must not be in a report. */
const SECRETS = [SECRET_CODE, SECRET_CODE.replaceAll('-', ''), 'Q9XW', SECRET_ANSWER, TOKEN];

test.describe('error reporting to a hosted error reporter', () => {
  test.describe.configure({ mode: 'default' });
  let sentry: FakeSentry;
  let server: BuiltServer;
  test.beforeAll(async () => {
    // A fresh embedded database is migrated first (scripts/lib/server.mjs waits up to 150 s).
    test.setTimeout(180_000);
    sentry = await startFakeSentry();
    server = await startConfiguredServer({ SENTRY_DSN: sentry.dsn });
  });
  test.afterAll(async () => {
    await server.stop();
    await sentry.close();
  });
  test('an error in the web app reaches the reporter, scrubbed, with release and environment', async ({
    page,
    consoleGuard,
  }) => {
    consoleGuard.allow(/The privacy page broke/);
    const outside = await keepTrafficLocal(page);
    // The privacy page's code fails as it loads, with a code in its message.
    await page.route(/\/assets\/privacy-[^/]+\.js$/, (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `throw new Error('The privacy page broke for ${SECRET_CODE}');`,
      }),
    );
    const before = sentry.envelopes.length;
    await page.goto(
      `${server.baseUrl}/privacy?code=${SECRET_CODE}&answer=${encodeURIComponent(SECRET_ANSWER)}`,
    );
    await expect(
      page.getByRole('heading', { level: 1, name: "Oh no! There's been an error." }),
    ).toBeVisible();
    await expect
      .poll(
        () => sentry.envelopes.slice(before).some((e) => e.includes('The privacy page broke')),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const envelope = sentry.envelopes
      .slice(before)
      .find((e) => e.includes('The privacy page broke'))!;
    expect(envelope).toContain('The privacy page broke for [redacted]');
    expect(envelope).toContain('"environment":"test"');
    expect(envelope).toMatch(/"release":"clearpath@\d/);
    expect(envelope).toContain(`${server.baseUrl}/privacy"`);
    expect(envelope).not.toContain('?code');
    for (const secret of SECRETS) expect(envelope).not.toContain(secret);
    expect(envelope).not.toContain(encodeURIComponent(SECRET_ANSWER));
    expect(outside).toEqual([]);
  });

  test('an error on the server reaches the reporter, scrubbed', async ({ request }) => {
    const before = sentry.envelopes.length;
    const res = await request.post(`${server.baseUrl}/api/test/server-error?code=${SECRET_CODE}`, {
      headers: {
        Authorization: `Bearer ${TOKEN}`,
        Cookie: `clearpath=${TOKEN}; remember-me=1`,
        'X-Tenant': 'ucc',
      },
      data: { answer: SECRET_ANSWER },
    });
    expect(res.status()).toBe(500);
    await expect
      .poll(() => sentry.envelopes.slice(before).some((e) => e.includes('Forced failure')), {
        timeout: 15_000,
      })
      .toBe(true);
    const envelope = sentry.envelopes.slice(before).find((e) => e.includes('Forced failure'))!;
    expect(envelope).toContain('Forced failure for code [redacted]');
    expect(envelope).toContain('"route":"/api/test/server-error"');
    expect(envelope).toContain('"environment":"test"');
    for (const secret of [...SECRETS, 'remember-me']) expect(envelope).not.toContain(secret);
  });
});

test('without a DSN nothing is sent and the reporter is never loaded', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/broken/);
  const outside = await keepTrafficLocal(page);
  const loaded: string[] = [];
  page.on('request', (request) => {
    if (/sentry/i.test(request.url())) loaded.push(request.url());
  });
  await page.route(/\/assets\/privacy-[^/]+\.js$/, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "throw new Error('broken');" }),
  );
  await page.goto('/privacy');
  await expect(
    page.getByRole('heading', { level: 1, name: "Oh no! There's been an error." }),
  ).toBeVisible();
  const config = (await (await page.request.get('/api/config')).json()) as { sentry_dsn: unknown };
  expect(config.sentry_dsn).toBeNull();
  expect(loaded).toEqual([]);
  expect(outside).toEqual([]);
});
