import { describe, expect, it } from 'vitest';
import { CommitActivityRequestSchema, CommitScoreRequestSchema } from './api/activity';
import { profileUpdateForActivity, profileUpdateForScore } from './commits';
import { EMPTY_PROFILE, applyProfileUpdate } from './profile';

const list = [{ data_id: 'a' }];
const smart = { specific: 's', measurable: '', achievable: '', relevant: '', time_bound: '' };

describe('profileUpdateForActivity', () => {
  it.each<[number, unknown, string, unknown]>([
    [0, list, 'positivesList', list],
    [2, ['Run'], 'personalGoals', ['Run']],
    [3, list, 'negativesList', list],
    [4, smart, 'smart', smart],
    [5, list, 'influences', list],
    [6, [0, 4, 7], 'injunctiveNorms', [0, 4, 7]],
    [7, list, 'hooks', list],
    [9, list, 'values', list],
    [10, list, 'reasons_for_use', list],
    [11, list, 'needs', list],
    [12, { list: 'helps', items: list }, 'helps', list],
    [12, { list: 'hr_practices', items: list }, 'hr_practices', list],
    [15, list, 'skills', list],
    [16, 'Friends', 'other_influences', 'Friends'],
    [17, [{ data_id: 'v', score: 3 }], 'values_scores', [{ data_id: 'v', score: 3 }]],
  ])('files activity %i %j under %s', (type, value, field, stored) => {
    const update = profileUpdateForActivity(CommitActivityRequestSchema.parse({ type, value }));
    expect(update).toEqual({ field, value: stored });
    expect(
      applyProfileUpdate(EMPTY_PROFILE, update.field, update.value, { reviewMode: false }),
    ).not.toBe(EMPTY_PROFILE);
  });
});

describe('profileUpdateForScore', () => {
  it.each<[number, unknown, string]>([
    [2, 8, 'quiz_score'],
    [3, 32, 'decision_making_score'],
    [4, 10, 'life_values_score'],
    [5, 17, 'behavioural_score'],
    [6, [1, 2, 3], 'relationship_scores'],
    [7, 6, 'confidence_score'],
    [8, 4, 'hr_commitment'],
    [9, [43, 34], 'descriptiveNorms'],
  ])('files score %i %j under %s', (type, value, field) => {
    const update = profileUpdateForScore(CommitScoreRequestSchema.parse({ type, value }));
    expect(update).toEqual({ field, value });
    expect(
      applyProfileUpdate(EMPTY_PROFILE, update.field, update.value, { reviewMode: false }),
    ).not.toBe(EMPTY_PROFILE);
  });
});
