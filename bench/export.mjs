// The anonymised export with 100,000 participants (docs/product.md §6): how long the built
// server takes to stream the participants and events files (and to compute the figures over the
// same students), and how much memory its process
// holds while doing so (resident set sampled every 20 ms from /proc). Run by `npm run bench`
// after the load benchmarks, or alone: `node bench/ready.mjs export.mjs`. BENCH_EXPORT_PARTICIPANTS
// changes the number. Figures go to bench/results/export.json and bench/README.md.
import { execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { startTemporaryPostgres } from '../scripts/lib/postgres.mjs';
import { ROOT } from '../scripts/lib/run.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';

const PARTICIPANTS = Number(process.env.BENCH_EXPORT_PARTICIPANTS ?? 100_000);
const EVENTS_PER_PARTICIPANT = 3;
/** The server's JavaScript heap is capped at this: the export must fit in it whatever the size. */
const HEAP_MB = Number(process.env.BENCH_EXPORT_HEAP_MB ?? 96);
const PEPPER = 'bench-pepper-0123456789abcdef0123456789abcdef';
const HERE = new URL('.', import.meta.url).pathname;
const PASSWORD = 'bench staff pass phrase';

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for the benchmark's own sign-in. */
function totp(base32Secret, time = Date.now()) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32Secret) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g).map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const digest = createHmac('sha1', key).update(counter).digest();
  const offset = digest[digest.length - 1] & 15;
  return String((digest.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Kilobytes of resident memory of a process, from /proc (null where there is no /proc). */
function residentKb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
  } catch {
    return null;
  }
}

async function seed(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = Date.now();
  try {
    const batch = await client.query(
      `SELECT id FROM batches WHERE tenant_id = 'ucc' AND is_default`,
    );
    const batchId = batch.rows[0].id;
    // Answers vary with the row number: every user type, band, drug and a few scores.
    await client.query(
      `INSERT INTO participants (id, tenant_id, batch_id, code_hash, created_at)
       SELECT md5('p' || n)::uuid, 'ucc', $1, 'bench-' || n, timestamptz '2026-01-05' + (n % 60) * interval '1 day'
       FROM generate_series(1, $2) AS n`,
      [batchId, PARTICIPANTS],
    );
    await client.query(
      `INSERT INTO participant_state (participant_id, profile, selected_drugs, navigation_history, last_page, optional_history, updated_at)
       SELECT md5('p' || n)::uuid,
              jsonb_build_object('positivesList', '[]'::jsonb, 'negativesList', '[]'::jsonb,
                'dast_score', n % 11, 'dastList', '[1,1,1,0,0,0,0,0,0]'::jsonb, 'quiz_score', n % 11,
                'user_type', 1 + n % 3, 'primary_drug', n % 8, 'personalGoals', '[]'::jsonb,
                'injunctiveNorms', '[]'::jsonb, 'descriptiveNorms', jsonb_build_array(n % 101, (n * 7) % 101),
                'relationship_scores', jsonb_build_array(n % 11, (n + 3) % 11, (n + 5) % 11),
                'behavioural_score', null, 'willingness_score', null, 'confidence_score', n % 11,
                'life_values_score', null, 'decision_making_score', n % 61, 'smart', null,
                'influences', '[]'::jsonb, 'needs', '[]'::jsonb, 'skills', '[]'::jsonb, 'hooks', '[]'::jsonb,
                'helps', '[]'::jsonb, 'values', '[]'::jsonb, 'values_scores', '[]'::jsonb,
                'reasons_for_use', '[]'::jsonb, 'hr_practices', '[]'::jsonb, 'hr_commitment', null,
                'other_influences', null),
              '[0]'::jsonb, '{"1-0": {}, "1-1": {}, "1-5": {}, "2-0": {}}'::jsonb, '2-0',
              '{"available": ["4"], "completed": [], "history": {}}'::jsonb, now()
       FROM generate_series(1, $1) AS n`,
      [PARTICIPANTS],
    );
    await client.query(
      `INSERT INTO events (participant_id, tenant_id, kind, value, applied, created_at)
       SELECT md5('p' || n)::uuid, 'ucc', 'navigation_history',
              jsonb_build_object('navigation_history', '{}'::jsonb, 'last_page', '1-' || e),
              true, timestamptz '2026-01-05' + (n % 60) * interval '1 day' + e * interval '3 minutes'
       FROM generate_series(1, $1) AS n, generate_series(1, $2) AS e`,
      [PARTICIPANTS, EVENTS_PER_PARTICIPANT],
    );
    await client.query('VACUUM ANALYZE participants, participant_state, events');
  } finally {
    await client.end();
  }
  return (Date.now() - started) / 1000;
}

/** Creates a staff account with the CLI, enrols its authenticator and signs in: the cookie. */
async function signIn(baseUrl, env) {
  const printed = execFileSync(
    process.execPath,
    [
      'apps/server/dist/cli.js',
      'add-admin',
      'bench@ucc.ie',
      '--tenant',
      'ucc',
      '--role',
      'researcher',
    ],
    { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' },
  );
  const token = /#token=([\w-]+)/.exec(printed)?.[1];
  const post = (url, body) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const { totp_secret: secret } = await (await post('/api/admin/setup/start', { token })).json();
  const finish = await post('/api/admin/setup/finish', {
    token,
    password: PASSWORD,
    code: totp(secret),
  });
  if (!finish.ok) throw new Error(`setup: ${finish.status} ${await finish.text()}`);
  // The setup code's time step cannot be used again: sign in with the next one.
  const next = Date.now() + 30_000;
  const login = await post('/api/admin/login', {
    email: 'bench@ucc.ie',
    password: PASSWORD,
    code: totp(secret, next),
  });
  if (!login.ok) {
    await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 500));
    const retry = await post('/api/admin/login', {
      email: 'bench@ucc.ie',
      password: PASSWORD,
      code: totp(secret),
    });
    if (!retry.ok) throw new Error(`login: ${retry.status} ${await retry.text()}`);
    return String(retry.headers.get('set-cookie')).split(';')[0];
  }
  return String(login.headers.get('set-cookie')).split(';')[0];
}

/** Downloads one export file (or the figures) as it streams: time, bytes, lines, peak memory. */
async function measureExport(baseUrl, cookie, pid, file) {
  const before = residentKb(pid);
  let peak = before ?? 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentKb(pid) ?? 0);
  }, 20);
  const started = performance.now();
  const url =
    file === 'figures'
      ? `${baseUrl}/api/admin/tenants/ucc/figures`
      : `${baseUrl}/api/admin/tenants/ucc/export/${file}?export_id=bench-export-1`;
  const res = await fetch(url, {
    headers: { cookie, 'accept-encoding': 'identity' },
  });
  if (!res.ok) throw new Error(`${file}: ${res.status} ${await res.text()}`);
  let bytes = 0;
  let lines = 0;
  for await (const chunk of res.body) {
    bytes += chunk.length;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peak = Math.max(peak, residentKb(pid) ?? 0);
  return {
    file,
    seconds: Number(seconds.toFixed(2)),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    lines,
    rssBeforeMb: before === null ? null : Math.round(before / 1024),
    rssPeakMb: before === null ? null : Math.round(peak / 1024),
  };
}

export async function runExportBenchmark() {
  const postgres = await startTemporaryPostgres();
  const env = { DATABASE_URL: postgres.url, CODE_PEPPER: PEPPER, PUBLIC_URL: 'http://127.0.0.1' };
  const server = await startBuiltServer({
    ...env,
    NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}`,
  });
  const results = [];
  let seededSeconds;
  try {
    seededSeconds = await seed(postgres.url);
    console.log(
      `seeded ${PARTICIPANTS.toLocaleString('en')} participants in ${seededSeconds.toFixed(0)} s`,
    );
    const cookie = await signIn(server.baseUrl, env);
    for (const file of ['participants.csv', 'participants.json', 'events.csv', 'figures']) {
      const result = await measureExport(server.baseUrl, cookie, server.pid, file);
      console.log(result);
      results.push(result);
    }
  } finally {
    await server.stop();
    await postgres.stop();
  }
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    participants: PARTICIPANTS,
    heapLimitMb: HEAP_MB,
    seededSeconds,
    results,
  };
  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  writeFileSync(path.join(HERE, 'results', 'export.json'), `${JSON.stringify(report, null, 2)}\n`);
  const block = [
    '<!-- export-results:start -->',
    `Last run: ${report.date.slice(0, 16).replace('T', ' ')} UTC, Node ${report.node}, PostgreSQL on loopback; ${PARTICIPANTS.toLocaleString('en')} participants with ${EVENTS_PER_PARTICIPANT} events each, seeded in ${seededSeconds.toFixed(0)} s. The server's JavaScript heap is capped at ${HEAP_MB} MB (\`--max-old-space-size\`); memory is its resident set, sampled every 20 ms.`,
    '',
    '| file | seconds | MB | lines | server RSS before (MB) | server RSS peak (MB) |',
    '|---|---:|---:|---:|---:|---:|',
    ...results.map(
      (r) =>
        `| ${r.file} | ${r.seconds} | ${r.megabytes} | ${r.lines} | ${r.rssBeforeMb} | ${r.rssPeakMb} |`,
    ),
    '<!-- export-results:end -->',
  ].join('\n');
  const readmePath = path.join(HERE, 'README.md');
  const readme = readFileSync(readmePath, 'utf8');
  writeFileSync(
    readmePath,
    readme.replace(/<!-- export-results:start -->[\s\S]*<!-- export-results:end -->/, block),
  );
  return report;
}

if (import.meta.url === `file://${process.argv[1]}`) await runExportBenchmark();
