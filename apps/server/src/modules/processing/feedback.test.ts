import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DAST_SEVERITIES,
  dastSeverity,
  feedbackContentNo,
  PROCESSING_CALLS,
  type FeedbackBandsSet,
} from '@clearpath/core';
import { DEFAULT_FEEDBACK_DIR, FeedbackContentError, loadFeedbackBands } from './feedback';

function contentNo(set: FeedbackBandsSet, call: keyof FeedbackBandsSet, inputs: object): number {
  const result = feedbackContentNo(set[call], inputs);
  if (!result.ok) throw new Error(`missing ${result.missing.join()}`);
  return result.content_no;
}

describe('the feedback bands in content/feedback', () => {
  const bands = loadFeedbackBands(DEFAULT_FEEDBACK_DIR);

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

describe('loadFeedbackBands', () => {
  let dir: string;
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function copyOfContent(): string {
    dir = mkdtempSync(path.join(tmpdir(), 'clearpath-feedback-'));
    cpSync(DEFAULT_FEEDBACK_DIR, dir, { recursive: true });
    return dir;
  }

  function loadError(folder: string): string {
    try {
      loadFeedbackBands(folder);
    } catch (error) {
      expect(error).toBeInstanceOf(FeedbackContentError);
      return (error as Error).message;
    }
    throw new Error('expected loadFeedbackBands to throw');
  }

  it('names a file whose bands leave a gap, with the problem', () => {
    const folder = copyOfContent();
    writeFileSync(
      path.join(folder, 'quiz-score.yaml'),
      'schemaVersion: 1\ncall: process_quiz_score\ndescription: x\nbands:\n' +
        '  - when: { quiz_score: { min: 0, max: 4 } }\n    content_no: 0\n',
    );
    const message = loadError(folder);
    expect(message).toContain(`${path.join(folder, 'quiz-score.yaml')}:`);
    expect(message).toContain('bands: No band covers quiz_score=5');
  });

  it('names a file that is not YAML', () => {
    const folder = copyOfContent();
    writeFileSync(path.join(folder, 'posnegs.yaml'), 'bands: [unclosed');
    expect(loadError(folder)).toContain(`${path.join(folder, 'posnegs.yaml')}: not readable YAML`);
  });

  it('names a file without schemaVersion 1', () => {
    const folder = copyOfContent();
    writeFileSync(path.join(folder, 'extra.yml'), 'schemaVersion: 2\n');
    expect(loadError(folder)).toMatch(/extra\.yml:\n {2}schemaVersion: /);
  });

  it('names both files when two hold the bands of one call', () => {
    const folder = copyOfContent();
    cpSync(path.join(folder, 'posnegs.yaml'), path.join(folder, 'posnegs-copy.yaml'));
    expect(loadError(folder)).toContain(
      `${path.join(folder, 'posnegs.yaml')}: process_posnegs already has its bands in ${path.join(folder, 'posnegs-copy.yaml')}`,
    );
  });

  it('says which call has no bands', () => {
    const folder = copyOfContent();
    rmSync(path.join(folder, 'confidence.yaml'));
    expect(loadError(folder)).toContain('no file holds the bands of process_confidence');
  });

  it('says when the folder cannot be read', () => {
    dir = path.join(tmpdir(), 'clearpath-no-such-folder');
    expect(loadError(dir)).toContain(`Cannot read the feedback bands in ${dir}`);
  });
});
