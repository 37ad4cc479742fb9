// `npm run bench`: server load benchmarks on loopback (see README.md here). The yardstick — a
// plain Fastify hello-world — and every server under test run in processes of their own,
// pinned to one CPU while this process (the load generator, autocannon) and PostgreSQL use
// another, where the machine has two. Rounds are interleaved: each round measures the
// yardstick and then every row, so each ratio compares figures taken minutes apart at most;
// the table shows medians over the rounds. Beside the rates, the CPU time each request cost the
// processes serving it (from /proc), the server's and PostgreSQL's apart: where a request's cost
// lies. Figures go to bench/results/latest.json and the table in bench/README.md.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTemporaryPostgres } from '../scripts/lib/postgres.mjs';
import { freePort } from '../scripts/lib/run.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Students registered on each server; requests rotate through them. */
const STUDENTS = Number(process.env.BENCH_STUDENTS ?? 200);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** Participants in the database for the second login measurement (generate_series). */
const MANY_PARTICIPANTS = Number(process.env.BENCH_PARTICIPANTS ?? 1_000_000);
const FEW_PARTICIPANTS = 1_000;
/**
 * Students with a saved state and a live session for the second commit measurement: enough
 * that a statement reading a whole table, rather than the batch's rows, shows at once.
 */
const MANY_STATES = Number(process.env.BENCH_SAVED_STATES ?? 20_000);
/** Seconds of commits each server gets before the rounds, not recorded. */
const WARM_UP_SECONDS = 3;
/**
 * `commit`: only the commit_activity rows; `login`: only the login_user rows. Neither measures
 * the million participants or the export.
 */
const ONLY = process.env.BENCH_ONLY ?? '';
if (!['', 'commit', 'login'].includes(ONLY)) throw new Error(`BENCH_ONLY: unknown value ${ONLY}`);
/** A folder: each server under test writes a V8 CPU profile there when it stops. */
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF ?? '';
// The servers write their profiles there as they stop: the folder must exist by then.
if (CPU_PROFILE_DIR) mkdirSync(CPU_PROFILE_DIR, { recursive: true });
const HERE = new URL('.', import.meta.url).pathname;

/** Test registration, and limits high enough not to throttle the load. */
const SERVER_ENV = {
  REGISTRATION_MODE: 'test',
  REGISTRATIONS_PER_HOUR: '1000000',
  LOGIN_FAILURES_PER_MINUTE: '100000',
  LOGIN_FAILURES_GLOBAL_PER_MINUTE: '10000000',
  COMMITS_PER_STUDENT_PER_MINUTE: '1000000',
  STORED_BYTES_PER_STUDENT: '1000000000',
  ...(CPU_PROFILE_DIR
    ? {
        NODE_OPTIONS: `--import=${path.join(HERE, 'cpu-profile.mjs')}`,
        BENCH_CPU_PROF_DIR: path.resolve(CPU_PROFILE_DIR),
      }
    : {}),
};
const BENCH_PEPPER = 'bench-pepper-0123456789abcdef0123456789abcdef';

// --- CPU pinning -------------------------------------------------------------------------

const cpuCount = cpus().length;
const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
/** Servers under test on the upper half of the CPUs, load and PostgreSQL on the lower. */
const cpuRange = (from, to) => (from === to ? `${from}` : `${from}-${to}`);
const SERVER_CPUS = cpuCount >= 2 ? cpuRange(Math.floor(cpuCount / 2), cpuCount - 1) : null;
const LOAD_CPUS = cpuCount >= 2 ? cpuRange(0, Math.floor(cpuCount / 2) - 1) : null;
const pinning = hasTaskset && SERVER_CPUS !== null;

/** Pins a process and all its threads to `cpuList` (no-op where taskset is missing). */
function pin(pid, cpuList) {
  if (!pinning || pid === undefined) return;
  execFileSync('taskset', ['-a', '-p', '-c', cpuList, String(pid)], { stdio: 'ignore' });
}

// --- CPU time per request ---------------------------------------------------------------

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** The fields of /proc/<pid>/stat after the command's name (state first), or null. */
function statFields(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * `pid` and its children: PostgreSQL's postmaster and its backends, every one of which the
 * postmaster starts itself (just `pid` where there is no /proc).
 */
function withChildren(pid) {
  let entries = [];
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [pid];
  }
  const children = entries.map(Number).filter((child) => Number(statFields(child)?.[1]) === pid);
  return [pid, ...children];
}

/** CPU time (µs, user and system, every thread) each process of `pids` has used so far. */
function cpuTimes(pids) {
  const times = new Map();
  for (const pid of pids) {
    const fields = statFields(pid);
    // utime and stime are the stat file's fields 14 and 15, in clock ticks.
    if (fields) times.set(pid, ((Number(fields[11]) + Number(fields[12])) * 1e6) / CLOCK_TICKS);
  }
  return times;
}

/**
 * Measures the CPU time the processes of each group (`{ server: () => pids, … }`) use while
 * `run` runs; a process that starts meanwhile counts from zero.
 */
async function withCpuTime(groups, run) {
  const before = Object.fromEntries(
    Object.entries(groups).map(([name, pids]) => [name, cpuTimes(pids())]),
  );
  const result = await run();
  const used = {};
  for (const [name, pids] of Object.entries(groups)) {
    let micros = 0;
    for (const [pid, now] of cpuTimes(pids())) micros += now - (before[name].get(pid) ?? 0);
    used[name] = micros;
  }
  return { result, used };
}

// --- measuring ---------------------------------------------------------------------------

/** The name under which `measure` reads the load generator's own CPU time. */
const LOAD = 'load';

/**
 * One autocannon run against `url`; `processes` names the processes doing the work (groups of
 * pids, as `withCpuTime` takes them), whose CPU time per request is reported with the figures.
 */
async function measure(url, options = {}, processes = {}) {
  // autocannon runs in this process: its CPU time is read apart, as the load's.
  const { result, used } = await withCpuTime({ ...processes, [LOAD]: () => [process.pid] }, () =>
    cannon(url, options),
  );
  const perRequest = (micros) =>
    result.requests > 0 ? Math.round(micros / result.requests) : null;
  const cpuMicrosPerRequest = Object.fromEntries(
    Object.entries(used)
      .filter(([name]) => name !== LOAD)
      .map(([name, micros]) => [name, perRequest(micros)]),
  );
  return {
    ...result.figures,
    cpuMicrosPerRequest,
    loadCpuMicrosPerRequest: perRequest(used[LOAD]),
  };
}

function cannon(url, options) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION_SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        resolve({
          requests: result.requests.total,
          figures: {
            requestsPerSecond: result.requests.average,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            timeouts: result.timeouts,
            non2xx: result.non2xx,
            errors: result.errors,
            statusCodes: result.statusCodeStats,
          },
        });
      },
    );
  });
}

async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(HERE, 'hello-world.mjs')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => String(chunk).includes('listening') && resolve());
    child.on('exit', (code) => reject(new Error(`hello-world exited (${code})`)));
  });
  pin(child.pid, SERVER_CPUS);
  return {
    url: `http://127.0.0.1:${port}/`,
    processes: { server: () => [child.pid] },
    stop: () => child.kill('SIGTERM'),
  };
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
function rotating(urlPath, students, build) {
  let next = 0;
  return [
    {
      method: 'POST',
      path: urlPath,
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

/** A server under test: its label, URL and students; `measureCommit` / `measureLogin`. */
async function prepareServer(label, server, postmasterPid = null) {
  pin(server.pid, SERVER_CPUS);
  // The CPU time a request costs: the server's, and PostgreSQL's (every backend) where used.
  const processes = {
    server: () => [server.pid],
    ...(postmasterPid === null ? {} : { database: () => withChildren(postmasterPid) }),
  };
  const students = await registerStudents(server.baseUrl, STUDENTS);
  const slug = label.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  let keys = 0;
  const commitLoad = () => ({
    requests: rotating('/api/activity/commit_activity', students, (student) => {
      keys += 1;
      return {
        headers: {
          authorization: `Bearer ${student.token}`,
          'idempotency-key': `bench-${slug}-${keys}`,
        },
        body: { type: 16, value: `Answer ${keys}` },
      };
    }),
  });
  const prepared = {
    label,
    server,
    // Every request a new answer with its own Idempotency-Key: one event each, acknowledged
    // after its durable COMMIT (the first of a type also updates the saved state).
    measureCommit: () => measure(server.baseUrl, commitLoad(), processes),
    // The path a commit takes through the server without its write: a student's token and
    // university checked, a JSON body checked by core's schema, an answer checked and sent.
    // process_posnegs works its feedback out of the body alone, so it reads and stores
    // nothing: what a commit costs beyond it is the write and the commit's own bookkeeping.
    measureNoWrite: () =>
      measure(
        server.baseUrl,
        {
          requests: rotating('/api/processing/process_posnegs', students, (student, index) => ({
            headers: { authorization: `Bearer ${student.token}` },
            body: { positives: index % 11, negatives: (index >> 3) % 11 },
          })),
        },
        processes,
      ),
    // A login checks the code, opens a session and restores the saved state. With one
    // connection nothing waits for anything else: the time is the login's own.
    measureLogin: (connections = CONNECTIONS) =>
      measure(
        server.baseUrl,
        {
          connections,
          requests: rotating('/api/auth/login_user', students, (student) => ({
            headers: {},
            body: { password: student.code },
          })),
        },
        processes,
      ),
  };
  // Warm-up, not recorded: the JIT compiles the hot path and every student's first commit
  // (which creates the saved-state row) is made, so the rounds measure the steady state.
  await measure(server.baseUrl, { ...commitLoad(), duration: WARM_UP_SECONDS });
  return prepared;
}

/**
 * Pins PostgreSQL (its postmaster; backends inherit) to the load generator's CPUs; answers the
 * postmaster's pid.
 */
async function pinPostgres(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query(`SELECT pg_read_file('postmaster.pid') AS text`);
  await client.end();
  const postmasterPid = Number(String(rows[0].text).split('\n')[0]);
  pin(postmasterPid, LOAD_CPUS);
  return postmasterPid;
}

/**
 * Adds rows to `table` with `insert(client, missing, have)` until it holds `total`, then
 * refreshes the statistics of `analyse` (a list of tables); answers the seconds it took.
 */
async function fillTo(url, { table, total, insert, analyse }) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const started = Date.now();
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
    if (total > rows[0].n) await insert(client, total - rows[0].n, rows[0].n);
    await client.query(`VACUUM ANALYZE ${analyse}`);
    return (Date.now() - started) / 1000;
  } finally {
    await client.end();
  }
}

/**
 * Fills the database with participants up to `total` (generate_series: no HTTP, seconds for a
 * million), each with a distinct code hash no real code has, then refreshes the statistics.
 */
async function seedParticipants(url, total) {
  const seconds = await fillTo(url, {
    table: 'participants',
    total,
    analyse: 'participants',
    insert: (client, missing, have) =>
      client.query(
        `INSERT INTO participants (tenant_id, batch_id, code_hash, is_test, created_at)
         SELECT 'ucc', (SELECT id FROM batches WHERE tenant_id = 'ucc' AND is_default),
           encode(sha256(convert_to('bench-seed-' || i, 'UTF8')), 'hex'), true, now()
         FROM generate_series($1::int + 1, $2::int) AS i`,
        [have, have + missing],
      ),
  });
  return { participants: total, seconds };
}

/**
 * Gives `total` participants in all a saved state and a live session (generate_series, no
 * HTTP; those of the registered students are kept), then refreshes the statistics.
 */
async function seedSavedStates(url, total) {
  await seedParticipants(url, total);
  const seconds = await fillTo(url, {
    table: 'participant_state',
    total,
    analyse: 'participant_state, sessions',
    insert: (client, missing) =>
      client.query(
        `WITH chosen AS (
           SELECT p.id FROM participants p
           WHERE NOT EXISTS (SELECT 1 FROM participant_state ps WHERE ps.participant_id = p.id)
           LIMIT $1
         ), states AS (
           INSERT INTO participant_state (participant_id, profile, navigation_history,
             optional_history, updated_at)
           SELECT id, '{}'::jsonb, '[]'::jsonb, '{}'::jsonb, now() FROM chosen
         )
         INSERT INTO sessions (token_hash, participant_id, tenant_id, created_at, expires_at)
         SELECT 'bench-seed-' || id, id, 'ucc', now(), now() + interval '1 day' FROM chosen`,
        [missing],
      ),
  });
  return { states: total, seconds };
}

// --- the run -----------------------------------------------------------------------------

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Rows by title; each holds one measurement per round with its ratio to that round's yardstick. */
const rows = new Map();
function record(title, result, yardstick, target) {
  if (!rows.has(title)) rows.set(title, { title, target, rounds: [] });
  const ratio = result.requestsPerSecond / yardstick.requestsPerSecond;
  const cpu = cpuMicros(result);
  const cpuRatio = cpu > 0 ? cpuMicros(yardstick) / cpu : null;
  rows.get(title).rounds.push({ ...result, ratio, cpuRatio });
  console.log(
    `${title}: ${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99Ms} ms, ` +
      `ratio ${ratio.toFixed(3)}, CPU ${JSON.stringify(result.cpuMicrosPerRequest)} µs/request ` +
      `(autocannon ${result.loadCpuMicrosPerRequest}), ` +
      `CPU ratio ${cpuRatio?.toFixed(3)}, non-2xx ${result.non2xx} ` +
      JSON.stringify(result.statusCodes),
  );
}

/** The CPU time a request cost, every process that served it (server and database). */
function cpuMicros(result) {
  return Object.values(result.cpuMicrosPerRequest).reduce((sum, micros) => sum + (micros ?? 0), 0);
}

/** The login rows of one server: 50 connections, and one connection on durable PostgreSQL. */
function loginSteps(s) {
  const durable = s.label === 'PostgreSQL, fsync on';
  const few = `${FEW_PARTICIPANTS.toLocaleString('en')} participants`;
  return [
    {
      title: durable ? `POST login_user (${s.label}, ${few})` : `POST login_user (${s.label})`,
      target: '',
      run: () => s.measureLogin(),
    },
    ...(durable
      ? [
          {
            title: `POST login_user, 1 connection (${s.label}, ${few})`,
            target: '',
            run: () => s.measureLogin(1),
          },
        ]
      : []),
  ];
}

/** Runs `rounds` interleaved rounds: the yardstick, then each step, every round. */
async function interleave(hello, rounds, steps) {
  for (let round = 0; round < rounds; round += 1) {
    const yardstick = await measure(hello.url, {}, hello.processes);
    record('Fastify hello-world (yardstick)', yardstick, yardstick, '');
    for (const step of steps) record(step.title, await step.run(), yardstick, step.target);
    console.log(`round ${round + 1}/${rounds} done`);
  }
}

if (pinning) pin(process.pid, LOAD_CPUS);
const loadAtStart = loadavg()[0];
const started = new Date();
const stops = [];
let seeded;
try {
  const hello = await startHelloWorld();
  stops.push(async () => hello.stop());

  const embedded = await startBuiltServer(SERVER_ENV);
  stops.push(() => embedded.stop());
  const pglite = await prepareServer('PGlite', embedded);

  const servers = [pglite];
  const postgresByLabel = {};
  for (const [label, durable] of [
    ['PostgreSQL, fsync on', true],
    ['PostgreSQL, fsync off', false],
  ]) {
    const postgres = await startTemporaryPostgres({ durable });
    stops.push(async () => postgres.stop());
    const postmasterPid = await pinPostgres(postgres.url);
    const server = await startBuiltServer({
      ...SERVER_ENV,
      DATABASE_URL: postgres.url,
      CODE_PEPPER: BENCH_PEPPER,
    });
    stops.push(() => server.stop());
    servers.push(await prepareServer(label, server, postmasterPid));
    postgresByLabel[label] = postgres;
  }
  const durable = postgresByLabel['PostgreSQL, fsync on'];
  const onDurable = servers.find((s) => s.label === 'PostgreSQL, fsync on');
  await seedParticipants(durable.url, FEW_PARTICIPANTS);

  const COMMIT_TARGET = {
    PGlite: '≥ 0.10, p99 ≤ 25 ms',
    'PostgreSQL, fsync on': '≥ 0.25, p99 ≤ 25 ms',
  };
  await interleave(
    hello,
    ROUNDS,
    servers.flatMap((s) => [
      ...(ONLY === 'login'
        ? []
        : [
            {
              title: `POST commit_activity (${s.label})`,
              target: COMMIT_TARGET[s.label] ?? '',
              run: s.measureCommit,
            },
            ...(s === onDurable
              ? [
                  {
                    title: `POST process_posnegs, no write (${s.label}): the HTTP path alone`,
                    target: '',
                    run: s.measureNoWrite,
                  },
                ]
              : []),
          ]),
      ...(ONLY === 'commit' ? [] : loginSteps(s)),
    ]),
  );

  if (ONLY !== 'login') {
    // Commits again with many students' saved states and sessions: as fast as with the few
    // registered (a batch reaches its rows through their keys).
    const states = await seedSavedStates(durable.url, MANY_STATES);
    console.log(`seeded ${MANY_STATES} saved states in ${states.seconds} s`);
    await interleave(hello, ROUNDS, [
      {
        title: `POST commit_activity (PostgreSQL, fsync on, ${MANY_STATES.toLocaleString('en')} saved states)`,
        target: `flat: as with ${STUDENTS.toLocaleString('en')}`,
        run: onDurable.measureCommit,
      },
    ]);
  }

  if (ONLY === '') {
    // Login again with a million participants: as fast as with a thousand (indexes).
    seeded = await seedParticipants(durable.url, MANY_PARTICIPANTS);
    console.log(`seeded ${MANY_PARTICIPANTS} participants in ${seeded.seconds} s`);
    await interleave(hello, ROUNDS, [
      {
        title: `POST login_user (PostgreSQL, fsync on, ${MANY_PARTICIPANTS.toLocaleString('en')} participants)`,
        target: `flat: as with ${FEW_PARTICIPANTS.toLocaleString('en')}`,
        run: () => onDurable.measureLogin(),
      },
      {
        title: `POST login_user, 1 connection (PostgreSQL, fsync on, ${MANY_PARTICIPANTS.toLocaleString('en')} participants)`,
        target: `flat: as with ${FEW_PARTICIPANTS.toLocaleString('en')}`,
        run: () => onDurable.measureLogin(1),
      },
    ]);
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}

const loadAtEnd = loadavg()[0];
const summary = [...rows.values()].map((row) => ({
  title: row.title,
  target: row.target,
  requestsPerSecond: Math.round(median(row.rounds.map((r) => r.requestsPerSecond))),
  p50Ms: median(row.rounds.map((r) => r.p50Ms)),
  p99Ms: median(row.rounds.map((r) => r.p99Ms)),
  timeouts: row.rounds.reduce((sum, r) => sum + r.timeouts, 0),
  non2xx: row.rounds.reduce((sum, r) => sum + r.non2xx, 0),
  ratioToHelloWorld: Number(median(row.rounds.map((r) => r.ratio)).toFixed(3)),
  serverCpuMicros: median(row.rounds.map((r) => r.cpuMicrosPerRequest.server ?? 0)),
  loadCpuMicros: median(row.rounds.map((r) => r.loadCpuMicrosPerRequest ?? 0)),
  databaseCpuMicros:
    'database' in row.rounds[0].cpuMicrosPerRequest
      ? median(row.rounds.map((r) => r.cpuMicrosPerRequest.database ?? 0))
      : null,
  cpuRatioToHelloWorld: Number(median(row.rounds.map((r) => r.cpuRatio ?? 0)).toFixed(3)),
  rounds: row.rounds,
}));

const report = {
  date: started.toISOString(),
  node: process.version,
  cpus: cpuCount,
  pinning: pinning ? { servers: SERVER_CPUS, loadAndPostgres: LOAD_CPUS } : null,
  durationSeconds: DURATION_SECONDS,
  connections: CONNECTIONS,
  students: STUDENTS,
  rounds: ROUNDS,
  seeded,
  loadAverageAtStart: Number(loadAtStart.toFixed(1)),
  loadAverageAtEnd: Number(loadAtEnd.toFixed(1)),
  rows: summary,
};
mkdirSync(path.join(HERE, 'results'), { recursive: true });
writeFileSync(path.join(HERE, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

const table = [
  '| benchmark | req/s | p50 ms | p99 ms | timeouts | non-2xx | ratio to hello-world | target | CPU µs per request: server | PostgreSQL | CPU ratio to hello-world | autocannon |',
  '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---:|',
  ...summary.map(
    (r) =>
      `| ${r.title} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.timeouts} | ${r.non2xx} | ${r.ratioToHelloWorld} | ${r.target} | ${r.serverCpuMicros} | ${r.databaseCpuMicros ?? '—'} | ${r.cpuRatioToHelloWorld} | ${r.loadCpuMicros} |`,
  ),
].join('\n');
const where = pinning
  ? `servers and the yardstick pinned to CPU ${SERVER_CPUS}, autocannon and PostgreSQL to CPU ${LOAD_CPUS}`
  : 'no CPU pinning (one CPU or no taskset)';
const block = [
  '<!-- results:start -->',
  `Last run: ${report.date.slice(0, 16).replace('T', ' ')} UTC, Node ${report.node}, ${cpuCount} CPUs (${where}); load average ${report.loadAverageAtStart} at start, ${report.loadAverageAtEnd} at end; ${ROUNDS} interleaved rounds, medians shown; ${CONNECTIONS} connections, ${DURATION_SECONDS} s per measurement, ${STUDENTS} students per server.${seeded ? ` ${MANY_PARTICIPANTS.toLocaleString('en')} participants seeded in ${seeded.seconds.toFixed(0)} s.` : ''}`,
  '',
  table,
  '<!-- results:end -->',
].join('\n');
console.log(table);
if (ONLY === '') {
  // Only a full run rewrites the table in README.md.
  const readmePath = path.join(HERE, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  writeFileSync(
    readmePath,
    readme.replace(/<!-- results:start -->[\s\S]*<!-- results:end -->/, block),
  );
  // The administration area's export with 100,000 participants (bench/export.mjs).
  const { runExportBenchmark } = await import('./export.mjs');
  await runExportBenchmark();
}
