import { execFile } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { generateSync } from 'otplib';
import { deploymentPlace, startServer } from './pwa';

const ROOT = path.resolve(import.meta.dirname, '..');

export interface AdminServer {
  baseUrl: string;
  /** The one-time set-password link the CLI printed for the tenant admin. */
  setupUrl: string;
  /** The same for an owner (every institution), made with the CLI too. */
  ownerSetupUrl: string;
  /** Runs the built CLI on the server's own data folder: its exit code and what it printed. */
  runCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }>;
  stop(): Promise<void>;
}

/** The owner's e-mail in the administration journey. */
export const OWNER_EMAIL = 'e2e-owner@clearpath.ie';

/**
 * A server of its own for the administration journey: the staff account is made with the CLI
 * (`add-admin`), which needs the embedded database to itself, so it runs before this server
 * starts on the same fresh, seeded data folder. The shared e2e server's folder is not reachable
 * from a test.
 */
export async function startAdminServer(email: string): Promise<AdminServer> {
  const place = await deploymentPlace();
  const baseUrl = `http://127.0.0.1:${place.port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: place.dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: baseUrl,
  };
  const runCli: AdminServer['runCli'] = (...args) =>
    new Promise((resolve) => {
      execFile(
        process.execPath,
        ['apps/server/dist/cli.js', ...args],
        { cwd: ROOT, env },
        (error, stdout, stderr) => {
          const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
    });
  const cli = async (...args: string[]) => {
    const run = await runCli(...args);
    if (run.code !== 0) throw new Error(`cli.js ${args.join(' ')} failed:\n${run.stderr}`);
    return run.stdout;
  };
  const setupLink = async (...args: string[]) => {
    const printed = await cli('add-admin', ...args);
    const link = /https?:\/\/\S+\/administration\/setup#token=\S+/.exec(printed)?.[0];
    if (!link) throw new Error(`add-admin printed no set-up link:\n${printed}`);
    return link;
  };
  const setupUrl = await setupLink(email, '--tenant', 'ucc', '--role', 'tenant-admin');
  // A second institution, for the owner to choose.
  await cli('add-tenant', 'tcd', 'Trinity College Dublin');
  const ownerSetupUrl = await setupLink(OWNER_EMAIL, '--tenant', 'ucc', '--role', 'owner');
  const server = await startServer(place, 'apps/web/dist', { PUBLIC_URL: baseUrl });
  return {
    baseUrl,
    setupUrl,
    ownerSetupUrl,
    runCli,
    async stop() {
      await server.stop();
      await rm(place.dataDir, { recursive: true, force: true });
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
