import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

/**
 * Installs the npm packages when node_modules is missing or older than package-lock.json.
 * `npm ci` installs exactly the locked versions; install scripts stay blocked unless the
 * root package.json's allowScripts approves them.
 */
export async function ensureNodeModules() {
  const lock = path.join(ROOT, 'package-lock.json');
  const installed = path.join(ROOT, 'node_modules', '.package-lock.json');
  const stale = !existsSync(installed) || statSync(lock).mtimeMs > statSync(installed).mtimeMs;
  if (!stale) return;
  console.log('Installing npm packages (npm ci)...');
  const code = await run('npm', ['ci', '--no-audit', '--no-fund']);
  if (code !== 0) throw new Error('npm ci failed; see the output above.');
}
