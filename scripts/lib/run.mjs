// Small process helpers for the set-up scripts. Node built-ins only: these run before
// `npm ci` on a fresh clone.
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';

export const ROOT = new URL('../..', import.meta.url).pathname.replace(/\/$/, '');

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', (error) => {
      console.error(`Could not run ${command}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
  });
}

/**
 * Runs a command with its output (standard output and error, interleaved) kept, not shown:
 * for steps that run side by side and print one after another. Resolves with the exit code and
 * the output.
 */
export function runBuffered(command, args, options = {}) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => {
      resolve({ code: 127, output: `Could not run ${command}: ${error.message}\n` });
    });
    child.on('close', (code, signal) =>
      resolve({ code: code ?? (signal ? 128 : 1), output: Buffer.concat(chunks).toString('utf8') }),
    );
  });
}

/** Runs a command and throws with its output when it fails. */
export function runChecked(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', ...options });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout ?? ''}${result.stderr ?? ''}`,
    );
  }
  return result.stdout ?? '';
}

/** A TCP port on the loopback interface that is free right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}
