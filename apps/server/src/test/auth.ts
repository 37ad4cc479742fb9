import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance } from 'fastify';

export const TENANT_HEADERS = { 'x-tenant': 'ucc' } as const;

/** Fetches a challenge and solves it as the browser widget would; returns the register fields. */
export async function solvedCaptcha(
  app: FastifyInstance,
): Promise<{ key: string; captcha: string }> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/captcha',
    headers: TENANT_HEADERS,
  });
  if (res.statusCode !== 200) throw new Error(`captcha: ${res.statusCode} ${res.body}`);
  const challenge = res.json<Challenge & { parameters: { data: { key: string } } }>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the challenge');
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  return { key: challenge.parameters.data.key, captcha };
}

export const REGISTRATION = { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 1 } as const;

export async function registerTestUser(
  app: FastifyInstance,
  tenant = 'ucc',
  extra: Record<string, unknown> = {},
) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register_test_user',
    headers: { 'x-tenant': tenant },
    payload: { ...REGISTRATION, ...extra },
  });
  if (res.statusCode !== 200) throw new Error(`register: ${res.statusCode} ${res.body}`);
  return res.json<{
    status: true;
    token: string;
    batch_id: string;
    user: { user_uuid: string; password: string; batch_id: string; tenant_id: string };
  }>();
}
