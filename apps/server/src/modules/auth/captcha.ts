import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
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
  /** Checks a solution; `altcha-lib`'s `verifySolution` unless given. */
  verify?: typeof verifySolution;
}

/**
 * Self-hosted proof-of-work challenges (ALTCHA): accessible (no picture puzzle), private (no
 * third party). Each challenge is signed, carries its key in its signed data, is stored, and
 * is accepted once, before it expires.
 */
export function createCaptchaService(options: CaptchaOptions) {
  /** The challenge's signature when `captcha` solves the challenge issued as `key`, else null. */
  async function solvedSignature(key: string, captcha: string): Promise<string | null> {
    const payload = decodePayload(captcha);
    if (!payload || payload.challenge.parameters.data?.key !== key) return null;
    if (!z.uuid().safeParse(key).success) return null;
    const result = await (options.verify ?? verifySolution)({
      challenge: payload.challenge as Challenge,
      solution: payload.solution as Solution,
      deriveKey,
      hmacSignatureSecret: options.secret,
    });
    return result.verified ? payload.challenge.signature : null;
  }

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
     * Redeems `captcha` (the widget's base64 payload) for the challenge issued as `key`, checking
     * the proof of work once. When it solves the unused challenge, the challenge is consumed in
     * the caller's transaction (a rejected registration that rolls back leaves it unused) and
     * the answer is `consumed: true`. Otherwise, given `keyHash`, `kept` is the sealed answer of
     * the registration that used the challenge with the same Idempotency-Key (its hash), before
     * the challenge expired (replay.ts); else null.
     */
    async redeem(
      db: Database,
      key: string,
      captcha: string,
      now: Date,
      keyHash?: string,
    ): Promise<Redemption> {
      const signature = await solvedSignature(key, captcha);
      if (signature === null) return { consumed: false, kept: null };
      const issued = and(
        eq(captchaChallenges.id, key),
        eq(captchaChallenges.signature, signature),
        gt(captchaChallenges.expiresAt, now),
      );
      const consumed = await db
        .update(captchaChallenges)
        .set({ usedAt: now })
        .where(and(issued, isNull(captchaChallenges.usedAt)))
        .returning({ id: captchaChallenges.id });
      if (consumed.length === 1) return { consumed: true };
      if (keyHash === undefined) return { consumed: false, kept: null };
      const [row] = await db
        .select({ replay: captchaChallenges.replay })
        .from(captchaChallenges)
        .where(
          and(
            issued,
            isNotNull(captchaChallenges.usedAt),
            eq(captchaChallenges.replayKeyHash, keyHash),
          ),
        );
      return { consumed: false, kept: row?.replay ?? null };
    },

    /** Keeps a registration's sealed answer with the challenge it used (replay.ts). */
    async keepAnswer(db: Database, key: string, keyHash: string, sealed: string): Promise<void> {
      await db
        .update(captchaChallenges)
        .set({ replayKeyHash: keyHash, replay: sealed })
        .where(eq(captchaChallenges.id, key));
    },
  };
}

export type CaptchaService = ReturnType<typeof createCaptchaService>;

/** What a challenge's answer redeemed for (`CaptchaService.redeem`). */
export type Redemption = { consumed: true } | { consumed: false; kept: string | null };

function decodePayload(captcha: string): z.infer<typeof PayloadSchema> | null {
  try {
    const json: unknown = JSON.parse(Buffer.from(captcha, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
