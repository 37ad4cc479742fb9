import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { generateSync } from 'otplib';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'apps/server/dist/server.js';
const CLI = 'apps/server/dist/cli.js';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

export interface AdminServer {
  baseUrl: string;
  /** The one-time set-password link the CLI printed for the tenant admin. */
  setupUrl: string;
  email: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the administration journey: the staff account is made with the CLI
 * (`add-admin`), which needs the embedded database to itself, so it runs before this server
 * starts on the same fresh data folder. The shared e2e server's folder is not reachable from a
 * test.
 */
export async function startAdminServer(email: string): Promise<AdminServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'clearpath-e2e-admin-'));
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  };
  const run = promisify(execFile);
  await run(process.execPath, [CLI, 'seed'], { cwd: ROOT, env });
  const added = await run(
    process.execPath,
    [CLI, 'add-admin', email, '--tenant', 'ucc', '--role', 'tenant-admin'],
    { cwd: ROOT, env },
  );
  const setupUrl = /https?:\/\/\S+\/administration\/setup#token=\S+/.exec(added.stdout)?.[0];
  if (!setupUrl) throw new Error(`add-admin printed no set-up link:\n${added.stdout}`);

  let output = '';
  const child = spawn(process.execPath, [SERVER], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not become healthy within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    setupUrl,
    email,
    async stop() {
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The code an authenticator app shows `stepsAhead` 30-second steps from now. The server takes
 * one step of drift and never the same step twice, so a second sign-in uses the next step.
 */
export function totpCode(secret: string, stepsAhead = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });
}

const TENANT = { 'X-Tenant': 'ucc', Accept: 'application/json' };

/**
 * Registers a student through the public API as the browser does (the proof-of-work challenge
 * solved here) and returns their bearer token.
 */
export async function registerStudent(baseUrl: string, batchId: string): Promise<string> {
  const challenge = (await (
    await fetch(`${baseUrl}/api/auth/captcha`, { headers: TENANT })
  ).json()) as Challenge & { parameters: { data: { key: string } } };
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the registration challenge');
  const response = await fetch(`${baseUrl}/api/auth/register_user`, {
    method: 'POST',
    headers: { ...TENANT, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      batch_id: batchId,
      domain: '127.0.0.1',
      enable_ga: 0,
      remember_me: 0,
      key: challenge.parameters.data.key,
      captcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    }),
  });
  if (!response.ok) throw new Error(`register_user: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** A student's answers through the public API: cannabis, then the DAST (score 1, band Low). */
export async function screenAsLowRisk(baseUrl: string, token: string): Promise<void> {
  const headers = {
    ...TENANT,
    'Content-Type': 'application/json',
    Authorization: `Bearer ${token}`,
  };
  for (const [call, body] of [
    ['commit_selected_drugs', { selection: '0', primary_drug: 0 }],
    ['commit_dast_responses', { dast_answers: [0, 1, 0, 0, 0, 0, 0, 0, 0] }],
  ] as const) {
    const response = await fetch(`${baseUrl}/api/activity/${call}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  }
}
