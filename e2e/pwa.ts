import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from '@playwright/test';
import { COOKIE_NAMES } from '@clearpath/core';
import { startBuiltServer } from '../scripts/lib/server.mjs';
import { expect } from './fixtures';

/*
 * Helpers for the installable app's journeys (issue 15): the service worker taking control, the
 * connection going and coming back, and the commits the browser sent.
 */

/** Waits until the service worker controls the page and has cached the app (it activated). */
export async function expectServiceWorkerInControl(page: Page): Promise<void> {
  // The pre-drawn landing loads the app, which registers the worker, on first use: a press of
  // Shift changes nothing on the page (docs/decisions/0009-light-first-screen.md).
  await page.keyboard.press('Shift');
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated');
}

/**
 * Waits until content page `id` is kept on the device: the service worker has stored its text
 * (fetched ahead while the previous page was on screen). A test that cuts the signal before
 * that finds the page not on the phone yet, as a student would.
 */
export async function expectPageOnDevice(page: Page, id: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (pageId) => {
        for (const name of await caches.keys()) {
          for (const request of await (await caches.open(name)).keys()) {
            const { pathname } = new URL(request.url);
            if (pathname.startsWith('/api/pages/') && pathname.endsWith(`/${pageId}`)) return true;
          }
        }
        return false;
      }, id),
    )
    .toBe(true);
}

/**
 * The app's encrypted entry `name` on the device (localStorage), decrypted in the page as the
 * app reads it (apps/web/src/lib/encrypted-storage.ts: AES-GCM under an HKDF key from the product
 * cookie, the name bound in), or null when there is none. Lets a test wait for a write to land.
 */
export async function deviceEntry(page: Page, name: string): Promise<unknown> {
  return page.evaluate(
    async ({ entry, cookie }) => {
      const stored = localStorage.getItem(`clearpath:state:${entry}`);
      const secret = document.cookie
        .split('; ')
        .find((pair) => pair.startsWith(`${cookie}=`))
        ?.slice(cookie.length + 1);
      if (stored === null || secret === undefined) return null;
      const encoder = new TextEncoder();
      const material = await crypto.subtle.importKey(
        'raw',
        encoder.encode(decodeURIComponent(secret)),
        'HKDF',
        false,
        ['deriveKey'],
      );
      const key = await crypto.subtle.deriveKey(
        {
          name: 'HKDF',
          hash: 'SHA-256',
          salt: encoder.encode('clearpath persisted state v1'),
          info: encoder.encode(entry),
        },
        material,
        { name: 'AES-GCM', length: 256 },
        false,
        ['decrypt'],
      );
      const blob = Uint8Array.from(atob(stored), (char) => char.charCodeAt(0));
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: blob.slice(0, 12), additionalData: encoder.encode(entry) },
        key,
        blob.slice(12),
      );
      return JSON.parse(new TextDecoder().decode(plain)) as unknown;
    },
    { entry: name, cookie: COOKIE_NAMES.product },
  );
}

/** Cuts or restores the connection, and lets the page know at once. */
export async function setOnline(context: BrowserContext, page: Page, online: boolean) {
  await context.setOffline(!online);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(online);
  // As the phone tells the page when the signal changes (the emulation may not fire it).
  await page.evaluate((now) => window.dispatchEvent(new Event(now ? 'online' : 'offline')), online);
}

/** One commit the browser sent and how the server answered. */
export interface SentCommit {
  path: string;
  key: string;
  status: number;
  body: unknown;
}

/** Records every commit request of the context's pages with its Idempotency-Key and answer. */
export function recordCommits(context: BrowserContext): SentCommit[] {
  const sent: SentCommit[] = [];
  context.on('response', (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (!/^\/api\/(activity\/commit_|processing\/process_confidence)/.test(url.pathname)) return;
    if (url.pathname === '/api/activity/commit_navigation_history') return;
    if (url.pathname === '/api/activity/commit_optional_history') return;
    sent.push({
      path: url.pathname,
      key: request.headers()['idempotency-key'] ?? '',
      status: response.status(),
      body: request.postDataJSON() as unknown,
    });
  });
  return sent;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** A server of our own, for a journey that needs a deploy: stopped and started on one port. */
export interface OwnServer {
  baseUrl: string;
  /** Stops the server (SIGTERM) and waits until it has exited. */
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** A port and a database folder that outlive one server: the deploy keeps both. */
export async function deploymentPlace(): Promise<{ port: number; dataDir: string }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'clearpath-e2e-deploy-'));
  const env = { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  await promisify(execFile)(process.execPath, ['apps/server/dist/cli.js', 'seed'], {
    cwd: ROOT,
    env,
  });
  return { port: await freePort(), dataDir };
}

/**
 * Starts the built server on `port` with `dataDir`, serving the web build in `webDir`, with any
 * `extraEnv` (e.g. PUBLIC_URL).
 */
export async function startServer(
  place: { port: number; dataDir: string },
  webDir: string,
  extraEnv: Record<string, string> = {},
): Promise<OwnServer> {
  const server = await startBuiltServer({ ...extraEnv, WEB_DIST_DIR: webDir }, place);
  return {
    baseUrl: server.baseUrl,
    async stop() {
      await server.stop();
    },
  };
}

/**
 * Two copies of the built web app as two deploys: the second's service worker differs by a
 * build stamp (as any new build's precache list does), and has no stale compressed copies.
 */
export async function twoBuilds(): Promise<{
  first: string;
  second: string;
  remove: () => Promise<void>;
}> {
  const root = await mkdtemp(path.join(tmpdir(), 'clearpath-e2e-builds-'));
  const dist = path.join(ROOT, 'apps/web/dist');
  const first = path.join(root, 'first');
  const second = path.join(root, 'second');
  await cp(dist, first, { recursive: true });
  await cp(dist, second, { recursive: true });
  const sw = path.join(second, 'sw.js');
  await writeFile(sw, `${await readFile(sw, 'utf8')}\n// the next deploy\n`);
  await rm(`${sw}.br`, { force: true });
  await rm(`${sw}.gz`, { force: true });
  return { first, second, remove: () => rm(root, { recursive: true, force: true }) };
}
