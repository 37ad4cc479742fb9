import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_SEED } from '../db/seed';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../test/harness';

const SCRIPT = `console.log(${JSON.stringify('Clearpath '.repeat(300))});`;
const TENANT = { 'x-tenant': DEFAULT_TENANT_SEED.id };

describe(`compressed responses (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = mkdtempSync(path.join(tmpdir(), 'clearpath-web-'));
    mkdirSync(path.join(webDir, 'assets'));
    const page = '<!doctype html><title>Clearpath</title><div id="root"></div>';
    writeFileSync(path.join(webDir, 'index.html'), page);
    writeFileSync(path.join(webDir, 'index.html.br'), brotliCompressSync(page));
    writeFileSync(path.join(webDir, 'index.html.gz'), gzipSync(page));
    const landing = page.replace(
      '<div id="root">',
      '<div id="root" data-prerendered=""><h1>Hi</h1>',
    );
    writeFileSync(path.join(webDir, 'landing.html'), landing);
    writeFileSync(path.join(webDir, 'landing.html.br'), brotliCompressSync(landing));
    mkdirSync(path.join(webDir, 'predrawn'));
    const predrawn = page.replace(
      '<div id="root">',
      '<div id="predrawn"><h1>My Profile</h1></div><div id="root">',
    );
    writeFileSync(path.join(webDir, 'predrawn', '1-0.html'), predrawn);
    writeFileSync(path.join(webDir, 'predrawn', '1-0.html.br'), brotliCompressSync(predrawn));
    const script = path.join(webDir, 'assets', 'index-abc123.js');
    writeFileSync(script, SCRIPT);
    writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
    writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
    t = await createTestApp({ webDistDir: webDir });
  });
  afterAll(async () => {
    await t.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('sends the brotli copy the build wrote, then gzip, then the file as it is', async () => {
    const url = '/assets/index-abc123.js';
    const br = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('sends the page shell compressed for an app route', async () => {
    const res = await t.app.inject({ url: '/dashboard', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('sends the pre-drawn landing page for / only', async () => {
    const home = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(home.rawPayload).toString()).toContain('data-prerendered');
    const dashboard = await t.app.inject({ url: '/dashboard' });
    expect(dashboard.body).not.toContain('data-prerendered');
  });

  it('sends a module page the build drew ahead for its address, and index.html for any other', async () => {
    const drawn = await t.app.inject({ url: '/page/1-0', headers: { 'accept-encoding': 'br' } });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['cache-control']).toBe('no-cache');
    expect(drawn.headers['content-type']).toMatch(/^text\/html/);
    expect(brotliDecompressSync(drawn.rawPayload).toString()).toContain('<h1>My Profile</h1>');
    // A page the app has (200), and addresses it does not (404, its not-found page).
    for (const [url, status] of [
      ['/page/1-1', 200],
      ['/page/..%2Findex', 404],
      ['/page/1-0.html', 404],
      ['/page/1-0/extra', 404],
    ] as const) {
      const other = await t.app.inject({ url });
      expect(other.statusCode, url).toBe(status);
      expect(other.body, url).toContain('<div id="root"></div>');
      expect(other.body, url).not.toContain('predrawn');
    }
  });

  it('compresses a large API answer, keeps its ETag, and still answers 304 to it', async () => {
    const request = {
      method: 'POST' as const,
      url: '/api/pages/modules',
      headers: { ...TENANT, 'accept-encoding': 'br, gzip' },
      payload: { deep: true, where: { kind: 'page' }, only: ['id', 'title', 'module'] },
    };
    const first = await t.app.inject(request);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-encoding']).toBe('br');
    expect(String(first.headers.vary)).toMatch(/accept-encoding/i);
    const pages = JSON.parse(brotliDecompressSync(first.rawPayload).toString()) as unknown[];
    expect(pages.length).toBeGreaterThan(10);
    const etag = String(first.headers.etag);
    expect(etag).not.toBe('undefined');
    const again = await t.app.inject({
      ...request,
      headers: { ...request.headers, 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
  });

  it('leaves a small API answer as it is', async () => {
    const res = await t.app.inject({ url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  it('refuses a compressed request body with the error body, and reads one sent as it is', async () => {
    const body = JSON.stringify({ where: { kind: 'page' }, only: ['id'] });
    for (const encoding of ['gzip', 'br', 'deflate', 'GZIP']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/pages/modules',
        headers: { ...TENANT, 'content-type': 'application/json', 'content-encoding': encoding },
        payload: encoding === 'br' ? brotliCompressSync(body) : gzipSync(body),
      });
      expect(res.statusCode, encoding).toBe(400);
      expect(res.json(), encoding).toEqual({
        error: { code: 'bad_request', message: expect.stringMatching(/not compressed/) },
      });
    }
    const plain = await t.app.inject({
      method: 'POST',
      url: '/api/pages/modules',
      headers: { ...TENANT, 'content-type': 'application/json', 'content-encoding': 'identity' },
      payload: body,
    });
    expect(plain.statusCode).toBe(200);
  });
});
