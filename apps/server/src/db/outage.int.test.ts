import { createServer, Socket, type Server } from 'node:net';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { registerTestUser, TENANT_HEADERS } from '../test/auth';
import {
  createTestDatabase,
  TEST_DATABASE_KIND,
  TEST_PEPPER,
  testContent,
  type TestDatabase,
} from '../test/harness';
import { openDatabase, type DatabaseHandle } from './client';
import { DEFAULT_TENANT_SEED, ensureTenant } from './seed';

/**
 * A loopback TCP proxy in front of PostgreSQL that the test can cut (listener closed, every
 * connection dropped) and restore on the same port: a database outage the app cannot tell
 * from a real one.
 */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = new Socket();
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        upstream.connect(target.port, target.host, () => {
          client.pipe(upstream).pipe(client);
        });
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server?.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const port = await listen(0);
  return {
    port,
    cut: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        server?.close(() => resolve());
      }),
    restore: () => listen(port).then(() => undefined),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server?.close(() => resolve());
      }),
  };
}

describe.runIf(TEST_DATABASE_KIND === 'postgres')('a PostgreSQL outage', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let handle: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    if (database.config.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const direct = new URL(database.config.url);
    proxy = await startProxy({ host: direct.hostname, port: Number(direct.port) });
    const viaProxy = new URL(direct);
    viaProxy.port = String(proxy.port);
    handle = await openDatabase({ kind: 'postgres', url: viaProxy.toString(), poolSize: 4 });
    await ensureTenant(handle.db, DEFAULT_TENANT_SEED);
    const config = loadConfig({ NODE_ENV: 'test', REGISTRATION_MODE: 'test', LOG_LEVEL: 'silent' });
    app = await buildApp({
      config,
      database: handle,
      pepper: TEST_PEPPER,
      content: testContent(),
      logStream: new PassThrough(),
    });
    await app.ready();
  });

  afterAll(async () => {
    await app.close();
    await handle.close().catch(() => undefined);
    await proxy.close();
    await database.drop();
  });

  it('answers 503 with Retry-After while the database is away, and recovers by itself', async () => {
    const student = await registerTestUser(app);
    const settings = () =>
      app.inject({
        method: 'POST',
        url: '/api/activity/set_cookie_settings',
        headers: { ...TENANT_HEADERS, authorization: `Bearer ${student.token}` },
        payload: { enable_ga: 0, remember_me: 1 },
      });
    expect((await settings()).statusCode).toBe(200);

    await proxy.cut();
    const during = await settings();
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json().error.code).toBe('unavailable');
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(503);

    await proxy.restore();
    expect((await settings()).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({
      database: 'up',
    });
  });
});
