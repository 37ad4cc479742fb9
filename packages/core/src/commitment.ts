/** Commitment bands (docs/product.md §4, §5): 0–2 low commitment, 3–5 ready. */
export const COMMITMENT_BANDS = [
  { band: 'low', min: 0, max: 2 },
  { band: 'ready', min: 3, max: 5 },
] as const;
export type CommitmentBand = (typeof COMMITMENT_BANDS)[number]['band'];

/**
 * The commitment message band of a commitment score (docs/product.md §4): `'low'` for
 * 0–2, `'ready'` for 3–5. Throws a RangeError for anything else, fractions
 * included.
 */
export function commitmentBand(score: number): CommitmentBand {
  const match = COMMITMENT_BANDS.find(
    (band) => Number.isInteger(score) && score >= band.min && score <= band.max,
  );
  if (!match) throw new RangeError(`Commitment score must be an integer 0–5, got ${score}`);
  return match.band;
}
