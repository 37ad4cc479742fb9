import { createCipheriv, createDecipheriv, hash, hkdfSync } from 'node:crypto';
import { z } from 'zod';
import { RegisterUserResponseSchema, type RegisterUserResponse } from '@clearpath/core';

/**
 * A registration's answer kept for the same request sent again (docs/architecture.md §3). On a
 * weak signal the answer can be lost after the server has registered the student: the browser
 * may send the request again by itself, or the student taps Start again, and the challenge is
 * then used. With the Idempotency-Key the first request carried, the second gets the first's
 * answer: the same access code and session, and no second participant.
 *
 * The answer holds the access code and the session token, so it is kept only encrypted
 * (AES-256-GCM) under a key derived from the Idempotency-Key and the challenge, and the
 * Idempotency-Key only as a hash: what is stored cannot be read without the request itself. It
 * goes with its challenge when that expires.
 */

/** The answer as kept: the decision tree is not (it is the server's, and sent fresh). */
const KeptAnswerSchema = RegisterUserResponseSchema.options[0].omit({ tree: true });
type KeptAnswer = z.infer<typeof KeptAnswerSchema>;
/** What is sealed: the answer, and the request's settings (`registrationSettings`). */
const SealedSchema = KeptAnswerSchema.extend({ request: z.string().optional() });

/** A kept answer opened, with the settings of the request it answered (null when not kept). */
export interface OpenedAnswer {
  answer: KeptAnswer;
  request: string | null;
}

/**
 * The settings a registration asks for, as one string: a request sent again under the same
 * Idempotency-Key must ask for the same, or it is another request (409), not a repeat.
 */
export function registrationSettings(input: {
  batch_id?: string | null | undefined;
  domain: string;
  enable_ga: number;
  remember_me: number;
}): string {
  return JSON.stringify([input.batch_id ?? null, input.domain, input.enable_ga, input.remember_me]);
}
type Registered = Extract<RegisterUserResponse, { status: true }>;

/** The bytes of a sealed answer's IV (AES-GCM's 96 bits). */
export const REPLAY_IV_BYTES = 12;
const TAG_BYTES = 16;

/** The Idempotency-Key as the challenge's row keeps it. */
export function replayKeyHash(idempotencyKey: string): string {
  return hash('sha256', `clearpath:registration:${idempotencyKey}`, 'hex');
}

function keyOf(pepper: string, idempotencyKey: string, challengeId: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', idempotencyKey, pepper, `clearpath:registration:${challengeId}`, 32),
  );
}

/** The answer, encrypted for the same request sent again: `iv · ciphertext · tag`, base64. */
export function sealAnswer(
  answer: Registered,
  request: string,
  secrets: { pepper: string; idempotencyKey: string; challengeId: string; iv: Uint8Array },
): string {
  if (secrets.iv.length !== REPLAY_IV_BYTES) throw new Error(`an IV has ${REPLAY_IV_BYTES} bytes`);
  const { tree: _tree, ...kept } = answer;
  const key = keyOf(secrets.pepper, secrets.idempotencyKey, secrets.challengeId);
  const cipher = createCipheriv('aes-256-gcm', key, secrets.iv);
  const plain = JSON.stringify({ ...kept, request });
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([secrets.iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The kept answer, or null when it cannot be opened with this request's key. */
export function openAnswer(
  sealed: string,
  secrets: { pepper: string; idempotencyKey: string; challengeId: string },
): OpenedAnswer | null {
  const bytes = Buffer.from(sealed, 'base64');
  if (bytes.length <= REPLAY_IV_BYTES + TAG_BYTES) return null;
  const key = keyOf(secrets.pepper, secrets.idempotencyKey, secrets.challengeId);
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, REPLAY_IV_BYTES));
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    const text = Buffer.concat([
      decipher.update(bytes.subarray(REPLAY_IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8');
    const parsed = SealedSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    const { request, ...answer } = parsed.data;
    return { answer, request: request ?? null };
  } catch {
    return null;
  }
}
