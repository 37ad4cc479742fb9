import { describe, expect, it } from 'vitest';
import {
  DAST_SEVERITIES,
  dastSeverity,
  feedbackContentNo,
  PROCESSING_CALLS,
  type FeedbackBandsSet,
} from '@clearpath/core';
import { testContent } from '../../test/harness';

function contentNo(set: FeedbackBandsSet, call: keyof FeedbackBandsSet, inputs: object): number {
  const result = feedbackContentNo(set[call], inputs);
  if (!result.ok) throw new Error(`missing ${result.missing.join()}`);
  return result.content_no;
}

describe('the feedback bands in content/feedback', () => {
  const bands = testContent().feedback;

  it('has valid bands for every processing call', () => {
    expect(Object.keys(bands).sort()).toEqual([...PROCESSING_CALLS].sort());
  });

  it.each(Array.from({ length: 11 }, (_, score) => score))(
    'gives DAST score %i the item of its severity band',
    (score) => {
      expect(contentNo(bands, 'process_dast_score', { dast_score: score })).toBe(
        DAST_SEVERITIES.indexOf(dastSeverity(score)),
      );
    },
  );

  it('splits behavioural awareness at the routing threshold 17', () => {
    const at = (score: number) =>
      contentNo(bands, 'process_behavioural_awareness', { behavioural_score: score });
    expect([at(0), at(16), at(17), at(40)]).toEqual([0, 0, 1, 1]);
  });

  it('starts the top decision-making band at the routing threshold 32', () => {
    const at = (score: number) =>
      contentNo(bands, 'process_decision_making_score', { decision_making_score: score });
    expect(at(31)).toBeLessThan(at(32));
    expect(at(32)).toBe(at(60));
  });
});
