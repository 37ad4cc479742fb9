import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, isRoot, run, runChecked } from './run.mjs';
import { findPostgresBin } from './system.mjs';

/**
 * Starts a throwaway PostgreSQL server on a free loopback port in a temporary folder.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user
 * that Debian's package creates. Durability settings are off: this is test data. With
 * `crashSafe` a commit survives a crash of PostgreSQL (not of the host); with `durable` every
 * durability setting is PostgreSQL's default (fsync on), as in production (`npm run bench`).
 */
export async function startTemporaryPostgres({ crashSafe = false, durable = false } = {}) {
  const bin = findPostgresBin();
  if (!bin) throw new Error('PostgreSQL is not installed (Debian package postgresql).');
  const dir = mkdtempSync(path.join(tmpdir(), 'clearpath-pg-'));
  const dataDir = path.join(dir, 'data');
  const asPostgres = isRoot();
  if (asPostgres) {
    const uid = Number(runChecked('id', ['-u', 'postgres']).trim());
    const gid = Number(runChecked('id', ['-g', 'postgres']).trim());
    chownSync(dir, uid, gid);
  }
  const command = (tool, args) =>
    asPostgres
      ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]]
      : [path.join(bin, tool), args];
  const pgRun = (tool, args) => runChecked(...command(tool, args), { cwd: dir });
  // Without blocking the event loop: a test stops and starts the server under load.
  const pgRunAsync = async (tool, args) => {
    const code = await run(...command(tool, args), { cwd: dir, stdio: 'ignore' });
    if (code !== 0) throw new Error(`${tool} ${args.join(' ')} failed (${code}).`);
  };

  pgRun('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '-A',
    'trust',
    '-E',
    'UTF8',
    '--locale=C',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    `-c fsync=${durable ? 'on' : 'off'}`,
    // A crash (pg_ctl stop -m immediate) keeps every committed transaction only when each
    // commit writes its WAL before it answers; fsync may stay off, the host does not crash.
    `-c synchronous_commit=${crashSafe || durable ? 'on' : 'off'}`,
    `-c full_page_writes=${durable ? 'on' : 'off'}`,
    '-c max_connections=300',
  ].join(' ');
  const startArgs = [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '60',
    'start',
  ];
  pgRun('pg_ctl', startArgs);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    /** Stops the server and keeps its data; `mode` is pg_ctl's: smart, fast or immediate. */
    halt: (mode = 'fast') => pgRunAsync('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    /** Starts the server again after `halt`, on the same port with the same data. */
    resume: () => pgRunAsync('pg_ctl', startArgs),
    stop() {
      try {
        pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
