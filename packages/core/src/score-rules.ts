import { z } from 'zod';
import { PageIdSchema } from './page-id-schema';

/** The numeric profile values a score rule may test (docs/product.md §3 profile fields). */
export const SCORE_NAMES = [
  'dast_score',
  'quiz_score',
  'decision_making_score',
  'life_values_score',
  'behavioural_score',
  'willingness_score',
  'confidence_score',
  'hr_commitment',
  'user_type',
] as const;
export const ScoreNameSchema = z.enum(SCORE_NAMES);
export type ScoreName = z.infer<typeof ScoreNameSchema>;
/** The scores known so far; a score not yet given is absent. */
export type ScoreValues = Partial<Record<ScoreName, number>>;

/** A score rule of the decision tree (docs/product.md §4): `score op value` sets `next` and may flag the last page. */
export const ScoreRuleSchema = z.object({
  score: ScoreNameSchema,
  op: z.enum(['>=', '<', '=']),
  value: z.number(),
  next: PageIdSchema.optional(),
  final: z.boolean().optional(),
});
export type ScoreRule = z.infer<typeof ScoreRuleSchema>;
export const ScoreRulesSchema = z.array(ScoreRuleSchema).max(20);

export type ScoreRuleOutcome = { next: string | null; final: boolean; matched: boolean };

function holds(rule: ScoreRule, score: number): boolean {
  switch (rule.op) {
    case '>=':
      return score >= rule.value;
    case '<':
      return score < rule.value;
    case '=':
      return score === rule.value;
  }
}

/**
 * Applies score rules (docs/product.md §4): the first rule whose score is known and whose
 * comparison holds wins. It sets `next`, except in review mode, where `next`
 * is `null`; a rule marked `final` flags the last page. No match: no next, not
 * final.
 */
export function applyScoreRules(
  rules: readonly ScoreRule[],
  scores: ScoreValues,
  reviewMode: boolean,
): ScoreRuleOutcome {
  const rule = rules.find((candidate) => {
    const score = scores[candidate.score];
    return score !== undefined && holds(candidate, score);
  });
  if (!rule) return { next: null, final: false, matched: false };
  return {
    next: reviewMode ? null : (rule.next ?? null),
    final: rule.final ?? false,
    matched: true,
  };
}
