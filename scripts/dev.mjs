// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot
// reload, which proxies /api to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { ensureNodeModules } from './lib/deps.mjs';
import { ROOT } from './lib/run.mjs';

await ensureNodeModules();
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/server.ts'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { NODE_ENV: 'development', LOG_LEVEL: 'info', ...process.env },
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1'], { cwd: `${ROOT}/apps/web`, stdio: 'inherit' }),
];
console.log('API on http://localhost:3000, web app with hot reload on http://localhost:5173');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
