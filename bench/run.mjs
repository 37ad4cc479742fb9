// `npm run bench`: load benchmarks on loopback. Starts a plain Fastify hello-world in this
// process as the yardstick, then the built Clearpath server twice — on a fresh embedded
// database (PGlite) and on a throwaway PostgreSQL server — and measures each with autocannon
// for a fixed, bounded time. Figures go to bench/results/latest.json and the table in
// bench/README.md, each with its ratio to the yardstick measured in the same run.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureNodeModules } from '../scripts/lib/deps.mjs';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { startTemporaryPostgres } from '../scripts/lib/postgres.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Students registered before the write benchmarks; requests rotate through them. */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const HERE = new URL('.', import.meta.url).pathname;

/** Test registration without a challenge, and limits high enough not to throttle the load. */
const SERVER_ENV = {
  REGISTRATION_MODE: 'test',
  REGISTRATIONS_PER_HOUR: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '100000',
};
const BENCH_PEPPER = 'bench-pepper-0123456789abcdef0123456789abcdef';

function measure(title, url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          title,
          requestsPerSecond: Math.round(result.requests.average),
          p50Ms: result.latency.p50,
          p99Ms: result.latency.p99,
          timeouts: result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
  });
}

async function helloWorld() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

async function registerStudents(baseUrl, count) {
  const students = [];
  for (let i = 0; i < count; i += 1) {
    const res = await fetch(`${baseUrl}/api/auth/register_test_user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-tenant': 'ucc' },
      body: JSON.stringify({ domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 0 }),
    });
    if (!res.ok) throw new Error(`register_test_user: ${res.status} ${await res.text()}`);
    const body = await res.json();
    students.push({ token: body.token, code: body.user.password });
  }
  return students;
}

/** One POST path whose headers and body change with every request, round-robin over students. */
function rotating(path, students, build) {
  let next = 0;
  return [
    {
      method: 'POST',
      path,
      setupRequest(request) {
        const index = next;
        next += 1;
        const { headers, body } = build(students[index % students.length], index);
        return {
          ...request,
          headers: {
            ...request.headers,
            'content-type': 'application/json',
            'x-tenant': 'ucc',
            ...headers,
          },
          body: JSON.stringify(body),
        };
      },
    },
  ];
}

/** GET /api/health, commit_activity and login_user against one running server. */
async function measureServer(label, server) {
  const students = await registerStudents(server.baseUrl, STUDENTS);
  const rows = [await measure(`GET /api/health (${label})`, `${server.baseUrl}/api/health`)];
  // Every request is a new answer with its own Idempotency-Key: one event each (the first of a
  // type also updates the saved state; later ones are kept as events, docs/product.md §5).
  const commits = rotating('/api/activity/commit_activity', students, (student, index) => ({
    headers: { authorization: `Bearer ${student.token}`, 'idempotency-key': `bench-${index}` },
    body: { type: 16, value: `Answer ${index}` },
  }));
  rows.push(
    await measure(`POST commit_activity (${label})`, server.baseUrl, { requests: commits }),
  );
  // A login opens a session and loads the saved state of the student.
  const logins = rotating('/api/auth/login_user', students, (student) => ({
    headers: {},
    body: { password: student.code },
  }));
  rows.push(await measure(`POST login_user (${label})`, server.baseUrl, { requests: logins }));
  return rows;
}

await ensureNodeModules();
await buildIfStale();
// Other work on the machine slows every row alike; the ratio column is meant to absorb that.
const loadAtStart = loadavg()[0].toFixed(1);

const hello = await helloWorld();
const rows = [];
try {
  const { port } = hello.server.address();
  rows.push(await measure('Fastify hello-world (yardstick)', `http://127.0.0.1:${port}/`));

  const embedded = await startBuiltServer(SERVER_ENV);
  try {
    rows.push(...(await measureServer('PGlite', embedded)));
  } finally {
    await embedded.stop();
  }

  const postgres = await startTemporaryPostgres();
  try {
    const server = await startBuiltServer({
      ...SERVER_ENV,
      DATABASE_URL: postgres.url,
      CODE_PEPPER: BENCH_PEPPER,
    });
    try {
      rows.push(...(await measureServer('PostgreSQL', server)));
    } finally {
      await server.stop();
    }
  } finally {
    postgres.stop();
  }
} finally {
  await hello.close();
}

const loadAtEnd = loadavg()[0].toFixed(1);
const yardstick = rows[0].requestsPerSecond;
for (const row of rows)
  row.ratioToHelloWorld = Number((row.requestsPerSecond / yardstick).toFixed(3));

const report = {
  date: new Date().toISOString(),
  node: process.version,
  durationSeconds: DURATION_SECONDS,
  connections: CONNECTIONS,
  students: STUDENTS,
  cpus: cpus().length,
  loadAverageAtStart: Number(loadAtStart),
  loadAverageAtEnd: Number(loadAtEnd),
  rows,
};
mkdirSync(path.join(HERE, 'results'), { recursive: true });
writeFileSync(path.join(HERE, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

const table = [
  '| benchmark | req/s | p50 ms | p99 ms | timeouts | non-2xx | ratio to hello-world |',
  '|---|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.timeouts} | ${r.non2xx} | ${r.ratioToHelloWorld} |`,
  ),
].join('\n');
const readmePath = path.join(HERE, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marker = /<!-- results:start -->[\s\S]*<!-- results:end -->/;
const block = `<!-- results:start -->\nLast run: ${report.date.slice(0, 10)}, Node ${report.node}, ${report.cpus} CPUs (load average ${loadAtStart} at start, ${loadAtEnd} at end), ${CONNECTIONS} connections, ${DURATION_SECONDS} s each, ${STUDENTS} students per database.\n\n${table}\n<!-- results:end -->`;
writeFileSync(readmePath, readme.replace(marker, block));
console.log(table);
