import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { z } from 'zod';
import { CaptchaChallengeResponseSchema, type CaptchaChallengeResponse } from '@clearpath/core';
import type { Database } from '../../db/client';
import { captchaChallenges } from '../../db/schema';

const ALGORITHM = 'SHA-256';

const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({
      algorithm: z.string().max(32),
      nonce: z.string().max(256),
      salt: z.string().max(256),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string().max(256),
      data: z
        .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
        .optional(),
    }),
    signature: z.string().max(512),
  }),
  solution: z.object({
    counter: z.int().min(0),
    derivedKey: z.string().max(512),
    time: z.number().optional(),
  }),
});

export interface CaptchaOptions {
  secret: string;
  maxNumber: number;
  ttlSeconds: number;
  randomInt: (maxExclusive: number) => number;
}

/**
 * Self-hosted proof-of-work challenges (ALTCHA): accessible (no picture puzzle), private (no
 * third party). Each challenge is signed, carries its key in its signed data, is stored, and
 * is accepted once, before it expires.
 */
export function createCaptchaService(options: CaptchaOptions) {
  return {
    async issue(db: Database, now: Date): Promise<CaptchaChallengeResponse> {
      const expiresAt = new Date(now.getTime() + options.ttlSeconds * 1000);
      // Expired challenges are of no further use; clearing them here keeps the table small.
      await db.delete(captchaChallenges).where(lt(captchaChallenges.expiresAt, now));
      const [row] = await db
        .insert(captchaChallenges)
        .values({ signature: 'pending', expiresAt })
        .returning({ id: captchaChallenges.id });
      if (!row) throw new Error('insert returned no row');
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: 1,
        counter: options.randomInt(options.maxNumber),
        deriveKey,
        data: { key: row.id },
        hmacSignatureSecret: options.secret,
      });
      await db
        .update(captchaChallenges)
        .set({ signature: challenge.signature ?? '' })
        .where(eq(captchaChallenges.id, row.id));
      return CaptchaChallengeResponseSchema.parse(challenge);
    },

    /**
     * True when `captcha` (the widget's base64 payload) solves the challenge issued as `key`.
     * Consumes the challenge in the caller's transaction, so a rejected registration that
     * rolls back leaves it unused, and a replay finds it used.
     */
    async verifyAndConsume(
      db: Database,
      key: string,
      captcha: string,
      now: Date,
    ): Promise<boolean> {
      const payload = decodePayload(captcha);
      if (!payload || payload.challenge.parameters.data?.key !== key) return false;
      if (!z.uuid().safeParse(key).success) return false;
      const result = await verifySolution({
        challenge: payload.challenge as Challenge,
        solution: payload.solution as Solution,
        deriveKey,
        hmacSignatureSecret: options.secret,
      });
      if (!result.verified) return false;
      const consumed = await db
        .update(captchaChallenges)
        .set({ usedAt: now })
        .where(
          and(
            eq(captchaChallenges.id, key),
            eq(captchaChallenges.signature, payload.challenge.signature),
            isNull(captchaChallenges.usedAt),
            gt(captchaChallenges.expiresAt, now),
          ),
        )
        .returning({ id: captchaChallenges.id });
      return consumed.length === 1;
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

function decodePayload(captcha: string): z.infer<typeof PayloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
