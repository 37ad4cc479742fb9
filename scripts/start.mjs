// `npm start`: install what is missing, build what is stale, then run the server, which
// migrates the database and seeds the default tenant itself before it listens.
import { ensureNodeModules } from './lib/deps.mjs';
import { buildIfStale } from './lib/build.mjs';
import { ROOT } from './lib/run.mjs';
import { spawn } from 'node:child_process';

try {
  await ensureNodeModules();
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
// Ctrl-C reaches the server through the terminal's process group; forward SIGTERM ourselves.
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
