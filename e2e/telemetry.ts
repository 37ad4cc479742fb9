import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * A second Clearpath server, started by a spec with its own settings (a measurement id, a DSN),
 * beside the suite's own one.
 */
export { startBuiltServer as startConfiguredServer } from '../scripts/lib/server.mjs';

/** An access code and an answer that must never reach analytics or an error report. */
export const SECRET_CODE = '7K3M-Q9XW-2HNP';
export const SECRET_ANSWER = 'I drink to forget about exams';

/** A stand-in for the hosted error reporter on loopback: keeps every envelope it receives. */
export async function startFakeSentry() {
  const envelopes: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const gzip = request.headers['content-encoding'] === 'gzip';
      if (request.method === 'POST') {
        envelopes.push((gzip ? gunzipSync(body) : body).toString('utf8'));
      }
      response
        .writeHead(200, {
          'Content-Type': 'application/json',
          'Access-Control-Allow-Origin': '*',
          'Access-Control-Allow-Headers': '*',
        })
        .end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://publickey@127.0.0.1:${port}/7`,
    envelopes,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

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
