import { z } from 'zod';

/** The three user types of docs/product.md §1 and §6. */
export const USER_TYPES = [1, 2, 3] as const;
export const UserTypeSchema = z.literal(USER_TYPES);
export type UserType = z.infer<typeof UserTypeSchema>;

/**
 * Where the DAST score splits user types (docs/architecture.md §5): below `lowRiskFrom` is
 * type 1 (no drug use), from `lowRiskFrom` is type 3 (low risk), from
 * `higherRiskFrom` is type 2 (moderate risk or above). Tenant configuration.
 */
export const UserTypeThresholdsSchema = z
  .object({
    lowRiskFrom: z.int().min(1).max(10),
    higherRiskFrom: z.int().min(1).max(10),
  })
  .refine((t) => t.lowRiskFrom <= t.higherRiskFrom, {
    message: 'lowRiskFrom must not exceed higherRiskFrom',
    path: ['higherRiskFrom'],
  });
export type UserTypeThresholds = z.infer<typeof UserTypeThresholdsSchema>;

export const DEFAULT_USER_TYPE_THRESHOLDS: UserTypeThresholds = {
  lowRiskFrom: 1,
  higherRiskFrom: 3,
};

/**
 * The user type for a DAST score (0–10): 1 for 0 (no drug use), 3 for DAST
 * 1–2, 2 for DAST 3 or more, with the default thresholds. Throws a RangeError
 * for a score outside 0–10 or invalid thresholds.
 */
export function userTypeFromDast(
  score: number,
  thresholds: UserTypeThresholds = DEFAULT_USER_TYPE_THRESHOLDS,
): UserType {
  if (!Number.isInteger(score) || score < 0 || score > 10) {
    throw new RangeError(`DAST score must be an integer 0–10, got ${score}`);
  }
  if (!UserTypeThresholdsSchema.safeParse(thresholds).success) {
    throw new RangeError(`Invalid user type thresholds ${JSON.stringify(thresholds)}`);
  }
  if (score < thresholds.lowRiskFrom) return 1;
  if (score < thresholds.higherRiskFrom) return 3;
  return 2;
}
