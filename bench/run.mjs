// `npm run bench`: load benchmarks on loopback. Starts the built Clearpath server with a
// fresh embedded database, and a plain Fastify hello-world in this process as the yardstick,
// then measures each with autocannon for a fixed, bounded time and writes the figures to
// bench/results/latest.json and the table in bench/README.md.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { ensureNodeModules } from '../scripts/lib/deps.mjs';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { startBuiltServer } from '../scripts/lib/server.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const HERE = new URL('.', import.meta.url).pathname;

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
          errors: result.errors + result.non2xx,
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

await ensureNodeModules();
await buildIfStale();

const hello = await helloWorld();
const server = await startBuiltServer();
const rows = [];
try {
  const { port } = hello.server.address();
  rows.push(await measure('Fastify hello-world (yardstick)', `http://127.0.0.1:${port}/`));
  rows.push(await measure('GET /api/health (PGlite)', `${server.baseUrl}/api/health`));
} finally {
  await hello.close();
  await server.stop();
}

const yardstick = rows[0].requestsPerSecond;
for (const row of rows)
  row.ratioToHelloWorld = Number((row.requestsPerSecond / yardstick).toFixed(3));

const report = {
  date: new Date().toISOString(),
  node: process.version,
  durationSeconds: DURATION_SECONDS,
  connections: CONNECTIONS,
  rows,
};
mkdirSync(path.join(HERE, 'results'), { recursive: true });
writeFileSync(path.join(HERE, 'results', 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);

const table = [
  '| benchmark | req/s | p50 ms | p99 ms | errors | ratio to hello-world |',
  '|---|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.title} | ${r.requestsPerSecond} | ${r.p50Ms} | ${r.p99Ms} | ${r.errors} | ${r.ratioToHelloWorld} |`,
  ),
].join('\n');
const readmePath = path.join(HERE, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marker = /<!-- results:start -->[\s\S]*<!-- results:end -->/;
const block = `<!-- results:start -->\nLast run: ${report.date.slice(0, 10)}, Node ${report.node}, ${CONNECTIONS} connections, ${DURATION_SECONDS} s each.\n\n${table}\n<!-- results:end -->`;
writeFileSync(readmePath, readme.replace(marker, block));
console.log(table);
