import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, run } from './run.mjs';

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

const SHARED_INPUTS = [
  'packages/core/src',
  'packages/core/package.json',
  'package-lock.json',
  'content',
];

const TARGETS = [
  {
    workspace: '@clearpath/web',
    output: 'apps/web/dist/index.html',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
  },
  {
    workspace: '@clearpath/server',
    output: 'apps/server/dist/server.js',
    inputs: ['apps/server/src', 'apps/server/build.mjs', 'apps/server/package.json'],
  },
];

/** Builds the web app and the server when any of their sources is newer than the build. */
export async function buildIfStale({ force = false } = {}) {
  for (const target of TARGETS) {
    const built = newestMtime(path.join(ROOT, target.output));
    const sources = Math.max(
      ...[...SHARED_INPUTS, ...target.inputs].map((p) => newestMtime(path.join(ROOT, p))),
    );
    if (!force && built > 0 && built >= sources) continue;
    console.log(`Building ${target.workspace}...`);
    const code = await run('npm', ['run', 'build', '--workspace', target.workspace]);
    if (code !== 0) throw new Error(`Building ${target.workspace} failed; see the output above.`);
  }
}
