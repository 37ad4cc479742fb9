import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, isRoot, runChecked } from './run.mjs';
import { findPostgresBin } from './system.mjs';

/**
 * Starts a throwaway PostgreSQL server on a free loopback port in a temporary folder.
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` user
 * that Debian's package creates. Durability settings are off: this is test data.
 */
export async function startTemporaryPostgres() {
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
  const pgRun = (tool, args) =>
    asPostgres
      ? runChecked('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args], { cwd: dir })
      : runChecked(path.join(bin, tool), args, { cwd: dir });

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
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=300',
  ].join(' ');
  pgRun('pg_ctl', [
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
  ]);

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    stop() {
      try {
        pgRun('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
