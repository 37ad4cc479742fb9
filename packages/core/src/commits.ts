import type { CommitActivityRequest, CommitScoreRequest } from './api/activity';
import { ACTIVITY_TYPES as A, SCORE_TYPES as S } from './catalogue';
import type { Profile, ProfileField } from './profile';

/** A profile field and the value a commit gives it. */
export type ProfileUpdate = { [F in ProfileField]: { field: F; value: Profile[F] } }[ProfileField];

/**
 * The profile field a validated `commit_activity` fills (docs/product.md §3, §7), so the
 * server's saved state and the client's profile use the same names.
 */
export function profileUpdateForActivity(commit: CommitActivityRequest): ProfileUpdate {
  switch (commit.type) {
    case A.positives:
      return { field: 'positivesList', value: commit.value };
    case A.personalGoals:
      return { field: 'personalGoals', value: commit.value };
    case A.negatives:
      return { field: 'negativesList', value: commit.value };
    case A.smart:
      return { field: 'smart', value: commit.value };
    case A.influences:
      return { field: 'influences', value: commit.value };
    case A.injunctiveNorms:
      return { field: 'injunctiveNorms', value: commit.value };
    case A.hooks:
      return { field: 'hooks', value: commit.value };
    case A.values:
      return { field: 'values', value: commit.value };
    case A.reasonsForUse:
      return { field: 'reasons_for_use', value: commit.value };
    case A.needs:
      return { field: 'needs', value: commit.value };
    case A.helpsAndHrPractices:
      return commit.value.list === 'helps'
        ? { field: 'helps', value: commit.value.items }
        : { field: 'hr_practices', value: commit.value.items };
    case A.skills:
      return { field: 'skills', value: commit.value };
    case A.otherInfluences:
      return { field: 'other_influences', value: commit.value };
    case A.valueScores:
      return { field: 'values_scores', value: commit.value };
  }
}

/** The profile field a validated `commit_score` fills (docs/product.md §3, §7). */
export function profileUpdateForScore(commit: CommitScoreRequest): ProfileUpdate {
  switch (commit.type) {
    case S.quiz:
      return { field: 'quiz_score', value: commit.value };
    case S.decisionMaking:
      return { field: 'decision_making_score', value: commit.value };
    case S.lifeValues:
      return { field: 'life_values_score', value: commit.value };
    case S.behaviouralAwareness:
      return { field: 'behavioural_score', value: commit.value };
    case S.relationships:
      return { field: 'relationship_scores', value: commit.value };
    case S.confidence:
      return { field: 'confidence_score', value: commit.value };
    case S.hrCommitment:
      return { field: 'hr_commitment', value: commit.value };
    case S.descriptiveNorms:
      return { field: 'descriptiveNorms', value: commit.value };
  }
}
