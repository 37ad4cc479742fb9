import type { Page } from '@playwright/test';

/**
 * A second Clearpath server, started by a spec with its own settings (a measurement id, a DSN),
 * beside the suite's own one.
 */
export { startBuiltServer as startConfiguredServer } from '../scripts/lib/server.mjs';

/** An access code and an answer that must never reach analytics or an error report. */
export const SECRET_CODE = '7K3M-Q9XW-2HNP';
export const SECRET_ANSWER = 'I drink to forget about exams';

export { startFakeSentry } from '../scripts/lib/fake-sentry.mjs';

/**
 * Keeps every request on this machine: anything not on loopback is answered by the test (or
 * refused) and recorded, so a test can say exactly what would have left.
 */
export async function keepTrafficLocal(page: Page): Promise<string[]> {
  const outside: string[] = [];
  await page.context().route(
    (url) => url.hostname !== '127.0.0.1' && url.hostname !== 'localhost',
    async (route) => {
      const url = route.request().url();
      outside.push(url);
      if (url.startsWith('https://www.googletagmanager.com/gtag/js')) {
        // The tag itself stays in the test: an empty script that marks that it ran.
        await route.fulfill({
          contentType: 'text/javascript',
          body: 'window.__analyticsTagRan = true;',
        });
        return;
      }
      await route.abort();
    },
  );
  return outside;
}
