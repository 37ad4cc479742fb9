import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { freePort, ROOT } from './run.mjs';

const START_WAIT_MS = 150_000;

/**
 * Starts the built server on a free loopback port with a fresh embedded database, waits
 * until /api/health answers, and stops it with SIGTERM, reporting whether it shut down
 * cleanly (exit code 0 within the grace period). With `place`, it uses that port and data
 * folder instead and leaves the folder behind at stop (a deploy that a later server goes on
 * with).
 */
export async function startBuiltServer(extraEnv = {}, place = undefined) {
  const port = place?.port ?? (await freePort());
  const dataDir = place?.dataDir ?? mkdtempSync(path.join(tmpdir(), 'clearpath-e2e-'));
  let output = '';
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const baseUrl = `http://127.0.0.1:${port}`;

  // A fresh embedded database is migrated first: seconds alone, a minute and more on a
  // two-core machine running other suites.
  const deadline = Date.now() + START_WAIT_MS;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(
        `The server did not become healthy within ${START_WAIT_MS / 1000} s:\n${output}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    baseUrl,
    /** The server's process id (the benchmark pins it to a CPU). */
    pid: child.pid,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      const result = await exited;
      clearTimeout(timer);
      if (!place) rmSync(dataDir, { recursive: true, force: true });
      return { clean: result.code === 0, ...result };
    },
  };
}
