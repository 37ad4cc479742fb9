import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { isRoot, run } from './run.mjs';

export const CHROMIUM = '/usr/bin/chromium';

/** The bin folder of the newest PostgreSQL installed from Debian's packages, if any. */
export function findPostgresBin() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((name) => existsSync(path.join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(base, versions[0], 'bin') : null;
}

/** Installs Debian's chromium and postgresql when absent (as root), or explains what is missing. */
export async function ensureSystemPackages() {
  const missing = [];
  if (!existsSync(CHROMIUM)) missing.push('chromium');
  if (!findPostgresBin()) missing.push('postgresql');
  if (missing.length === 0) return;
  if (!isRoot()) {
    throw new Error(
      `These Debian packages are needed for the tests and are not installed: ${missing.join(', ')}.\n` +
        `Install them with: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  console.log(`Installing Debian packages: ${missing.join(', ')}...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if ((await run('apt-get', ['update', '-qq'], { env })) !== 0)
    throw new Error('apt-get update failed.');
  const code = await run(
    'apt-get',
    ['install', '-y', '-qq', '--no-install-recommends', ...missing],
    { env },
  );
  if (code !== 0) throw new Error(`apt-get install ${missing.join(' ')} failed.`);
}
