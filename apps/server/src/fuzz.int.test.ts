import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBodySchema } from '@clearpath/core';
import { queryRows, type Database } from './db/client';
import {
  FULL_ANSWERS,
  registerStudent,
  send,
  TEST_ENV,
  VALID_CALLS,
  type Call,
  type Student,
} from './modules/progress/test-support';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from './test/harness';
import { exchange, type RawOptions } from './test/raw-http';

// Hostile input never gets a 5xx, never changes what is stored, and every refusal has the one
// JSON error body (docs/architecture.md §2). 10,000 generated requests through inject() (the
// whole Fastify pipeline without sockets) and a few hundred raw ones over TCP, for the faults
// only Node's HTTP parser sees. Seeded: the same requests on every run.

const SEED = 0x18_2026;
const INJECTED = 10_000;
const RAW_RANDOM = 300;
/** A head may leave the connection open: done once the answer is in, failed if none comes. */
const RAW_OPTIONS: RawOptions = { untilLength: true, onTimeout: 'fail' };

/** Small, fast, seeded generator (mulberry32). */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick };
}
type Random = ReturnType<typeof generator>;

/** Every table but the rate-limit counters (a refused login is counted: that is their job). */
async function snapshot(db: Database): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'rate_limits'
        ORDER BY table_name`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql.raw(
        `SELECT count(*) || ':' || md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
      ),
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}

/** Text that breaks things: control characters, lone surrogates, huge, deep, prototype keys. */
const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFF',
  '\uDBFF\uDBFF',
  '%00',
  '%ZZ',
  '../../etc/passwd',
  "'; DROP TABLE events; --",
  '<script>alert(1)</script>',
  '${7*7}',
  'x'.repeat(70_000),
  '\u202E\uFEFF',
];
// Values no field of any call accepts (an empty list or short text would be valid somewhere).
const HOSTILE_VALUES: unknown[] = [
  null,
  -1,
  1e308,
  99_999,
  2.5,
  'x'.repeat(5_000),
  '\u0000',
  '\uD800',
  [[[[[[]]]]]],
  JSON.parse('{"__proto__":{"polluted":1}}'),
  { constructor: { prototype: { polluted: 1 } } },
];

function deepArray(depth: number): unknown {
  let value: unknown = 0;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

/** A request that must be refused: a valid call with one defect, and maybe some noise. */
interface Planned {
  options: InjectOptions;
  /** A read may succeed; a call that could store must be refused. */
  mayPass: boolean;
  defect: number;
}

function plan(random: Random, routes: Call[], students: Student[]): Planned {
  const base = random.pick(routes);
  const [path = '', query = ''] = base.url.split('?');
  const headers: Record<string, string> = { 'x-tenant': 'ucc' };
  const student = random.pick(students);
  if (random.next() < 0.8) headers.authorization = `Bearer ${student.token}`;
  let url = base.url;
  let method: string = base.method;
  let payload: unknown = base.payload;
  let raw: string | Buffer | undefined;

  const drawn = random.int(13);
  const defect = drawn === 7 && !path.startsWith('/api/activity/') ? 11 : drawn;
  switch (defect) {
    case 0:
      raw = random.pick(['{', '{"type":', '[1,2', '{"a":1}}', 'nul', '\u0000', '{"a":"\\u12"}']);
      headers['content-type'] = 'application/json';
      method = 'POST';
      break;
    case 1:
      payload = random.pick<unknown>([[], 5, 'text', null, true, deepArray(2_000)]);
      method = 'POST';
      break;
    case 2:
      raw = JSON.stringify(payload ?? {});
      headers['content-type'] = random.pick([
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/xml',
        '*/*',
        '\u00ff',
      ]);
      method = 'POST';
      break;
    case 3:
      raw = JSON.stringify({ ...(payload as object), pad: 'x'.repeat(300 * 1024) });
      headers['content-type'] = 'application/json';
      method = 'POST';
      break;
    case 4: {
      // Unstorable text under a random key, maybe deep inside the body.
      const body: Record<string, unknown> = { ...((payload as object | undefined) ?? {}) };
      const bad = random.pick(['\u0000', '\uD800', 'a\uDC00', 'x\u0000y']);
      if (random.next() < 0.5) body[`k${bad}`] = 1;
      else body[random.pick(['value', 'extra', 'password', 'type'])] = { nested: [bad] };
      payload = body;
      method = method === 'GET' ? 'POST' : method;
      break;
    }
    case 5:
      headers['x-tenant'] = random.pick(['nope', 'x'.repeat(300), '../ucc', 'ucc.evil', 'u c c']);
      break;
    case 6:
      headers.authorization = random.pick([
        'Bearer ',
        'Bearer x',
        `Bearer ${'A'.repeat(43)}`,
        `Basic ${student.token}`,
        `Bearer ${student.token}x`,
        `bearer  ${student.token}`,
        'Bearer \u00ff'.repeat(50),
      ]);
      if (!/\/auth\/(login|register|captcha)/.test(path)) break;
      // Login, registration and the challenge need no token: break their body instead.
      payload = { password: random.pick(HOSTILE_TEXT) };
      method = 'POST';
      break;
    case 7:
      headers['idempotency-key'] = random.pick(['has space', 'x'.repeat(129), 'a/b', '\u00e9']);
      if (method === 'GET') url = `${path}?willingness=${random.pick(['11', '-1', 'x'])}`;
      break;
    case 8:
      url = `${path}?${random.pick([
        'willingness=%00',
        'willingness=%ZZ',
        'willingness=11',
        'willingness=5&willingness=6',
        '__proto__[polluted]=1&willingness=x',
        `willingness=${'9'.repeat(5000)}`,
        'willingness=%uD800',
      ])}`;
      if (method === 'POST') payload = random.pick(HOSTILE_VALUES);
      break;
    case 9:
      url = random.pick([
        `${path}%ZZ`,
        `${path}%`,
        `${path}/..%2f..%2f`,
        `/api/${'a'.repeat(5000)}`,
        `${path}%00`,
        `/api//${path}`,
        '/api/%E0%A4%A',
        `/api/\u00e9${path}`,
      ]);
      break;
    case 10:
      method = random.pick(['PUT', 'DELETE', 'PATCH', 'TRACE', 'PROPFIND']);
      break;
    case 11: {
      // A field of the call replaced by a value it can never take.
      const body: Record<string, unknown> = { ...((payload as object | undefined) ?? {}) };
      const keys = Object.keys(body);
      body[keys.length > 0 ? random.pick(keys) : 'type'] = random.pick(HOSTILE_VALUES);
      payload = body;
      method = method === 'GET' ? 'POST' : method;
      break;
    }
    default:
      // Headers no request should carry, on a call that needs a tenant it cannot have.
      headers['x-tenant'] = random
        .pick(HOSTILE_TEXT)
        .slice(0, 200)
        .replace(/[^\x20-\x7e]/g, '?');
      headers['x-forwarded-for'] = random.pick(['1.2.3.4, 5.6.7.8', 'garbage', '::1']);
      headers.cookie = `session=${'x'.repeat(random.int(4000))}`;
      break;
  }
  void query;
  // Reads may answer 200 whatever their defect (health ignores a bad tenant); anything that
  // could store must be refused.
  const stores =
    (method !== 'GET' && !url.startsWith('/api/pages')) || /captcha|process_confidence/.test(url);
  const options: InjectOptions = { method: method as InjectOptions['method'], url, headers };
  if (raw !== undefined) options.payload = raw;
  else if (payload !== undefined && method !== 'GET' && method !== 'HEAD') {
    options.payload = payload as InjectOptions['payload'];
  }
  return { options, mayPass: !stores, defect };
}

function checkAnswer(res: LightMyRequestResponse, planned: Planned, failures: string[]) {
  const what = `${planned.options.method} ${String(planned.options.url).slice(0, 120)} (defect ${planned.defect})`;
  if (res.statusCode >= 500) failures.push(`${res.statusCode} for ${what}: ${res.body}`);
  if (res.statusCode < 400 && !planned.mayPass) {
    failures.push(`${res.statusCode} for a request that must be refused: ${what}`);
  }
  if (res.statusCode >= 400) {
    const body = ErrorBodySchema.safeParse(safeJson(res.body));
    if (!body.success) failures.push(`not the JSON error body for ${what}: ${res.body}`);
    if (res.headers['cache-control'] !== 'no-store') {
      failures.push(`no Cache-Control: no-store on the error for ${what}`);
    }
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The routes of the app (so new ones are fuzzed too), with a valid call where one is known. */
function routeCatalogue(t: TestApp): Call[] {
  const known = new Map(Object.values(VALID_CALLS).map((call) => [call.url.split('?')[0], call]));
  const calls: Call[] = [...Object.values(VALID_CALLS), ...FULL_ANSWERS];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /(\/api\/\S*) \(([^)]+)\)/.exec(line);
    if (!match?.[1] || !match[2] || known.has(match[1]) || match[1].includes('*')) continue;
    // Logging out would end the sessions the other requests use, a challenge is stored each
    // time one is asked for (whatever the request), and forced failures are a test's.
    if (/logout|captcha|\/api\/test\//.test(match[1])) continue;
    const url = match[1].replace(/:[a-z_]+/gi, '1');
    for (const method of match[2].split(', ')) {
      if (method === 'GET' || method === 'POST') calls.push({ method, url, payload: {} });
    }
  }
  return calls;
}

describe(`hostile requests (${TEST_DATABASE_KIND})`, () => {
  let t: TestApp;
  let students: Student[];
  let before: Record<string, string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { ...TEST_ENV, LOG_LEVEL: 'silent' } });
    students = [await registerStudent(t.app), await registerStudent(t.app)];
    for (const call of FULL_ANSWERS) await send(t.app, students[0] as Student, call);
    before = await snapshot(t.database.handle.db);
  });

  afterAll(async () => {
    await t.close();
  });

  it(`answers ${INJECTED} generated hostile requests with a 4xx in the one error shape`, async () => {
    const random = generator(SEED);
    const routes = routeCatalogue(t);
    expect(routes.length).toBeGreaterThan(20);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < INJECTED; i += 1) {
      const planned = plan(random, routes, students);
      const res = await t.app.inject(planned.options);
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      checkAnswer(res, planned, failures);
    }
    expect([...new Set(failures.map((f) => f.slice(0, 200)))]).toEqual([]);
    // The mix reaches the validators, not only the front door.
    for (const status of [400, 401, 404, 413]) expect(statuses.get(status)).toBeGreaterThan(0);
  }, 120_000);

  it('answers malformed HTTP over a socket with the one error body and lives', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const ok = 'GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n';
    const cases = [
      'GET /api/%ZZ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/health%00 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nCookie: ${'c'.repeat(70_000)}\r\n\r\n`,
      'GARBAGE\r\n\r\n',
      'GET /api/health HTTP/9.9\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nBad Header: x\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Ctl: a\u0001b\r\n\r\n',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nZZ\r\n\r\n',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000000000\r\nConnection: close\r\n\r\n{',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nx-tenant: ucc\r\nContent-Type: text/xml\r\nContent-Length: 4\r\nConnection: close\r\n\r\n<a/>',
      'POST /api/auth/login_user HTTP/1.1\r\nHost: x\r\nx-tenant: ucc\r\nContent-Type: application/json\r\nContent-Length: 5\r\nConnection: close\r\n\r\n{"a":',
      'GET http://evil.example/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      'GET /api/health HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade, close\r\n\r\n',
      'GET /api/health\u0000 HTTP/1.1\r\nHost: x\r\n\r\n',
      'GET /api/health HTTP/1.1\nHost: x\nConnection: close\n\n',
      'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\n',
      'GET /assets/index.js.map HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    ];
    const random = generator(SEED + 1);
    for (let i = 0; i < RAW_RANDOM; i += 1) {
      // A valid request head with a few bytes changed.
      const bytes = Buffer.from(ok);
      for (let flips = 1 + random.int(3); flips > 0; flips -= 1) {
        bytes[random.int(bytes.length)] = random.int(256);
      }
      cases.push(bytes.toString('latin1'));
    }
    const failures: string[] = [];
    for (const head of cases) {
      const what = JSON.stringify(head.slice(0, 60));
      const answer = await exchange(port, head, RAW_OPTIONS).catch((error: unknown) => {
        throw new Error(`${String(error)} to ${what}`);
      });
      if (answer === null) continue; // the connection closed without an answer: nothing to check
      if (answer.status >= 500) failures.push(`${answer.status} for ${what}`);
      if (answer.status >= 400 && !ErrorBodySchema.safeParse(safeJson(answer.body)).success) {
        failures.push(`${answer.status} not in the error shape for ${what}: ${answer.body}`);
      }
    }
    expect(failures.slice(0, 10)).toEqual([]);
    expect((await exchange(port, ok, RAW_OPTIONS))?.status).toBe(200);
  });

  it('changed nothing that is stored', async () => {
    expect(await snapshot(t.database.handle.db)).toEqual(before);
  });
});
