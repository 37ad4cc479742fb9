import { describe, expect, it } from 'vitest';
import {
  PROCESSING_CALLS,
  ProcessConfidenceQuerySchema,
  ProcessPosnegsRequestSchema,
  ProcessingResponseSchema,
} from './processing';

describe('PROCESSING_CALLS', () => {
  it('lists the seven processing calls of docs/product.md §7', () => {
    expect(PROCESSING_CALLS).toHaveLength(7);
    expect(PROCESSING_CALLS).toContain('process_posnegs');
  });
});

describe('ProcessingResponseSchema', () => {
  it.each([
    [{ content_no: 0 }, true],
    [{ content_no: 3 }, true],
    [{ content_no: -1 }, false],
    [{ content_no: 1.5 }, false],
    [{ content_no: '1' }, false],
    [{ content_no: 1000 }, false],
    [{}, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(ProcessingResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('ProcessPosnegsRequestSchema', () => {
  it.each([
    [{ positives: 3, negatives: 0 }, true],
    [{ positives: 100, negatives: 100 }, true],
    [{ positives: 101, negatives: 0 }, false],
    [{ positives: -1, negatives: 0 }, false],
    [{ positives: '3', negatives: 0 }, false],
    [{ positives: 3 }, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(ProcessPosnegsRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('ProcessConfidenceQuerySchema', () => {
  it.each<[unknown, unknown]>([
    [{}, {}],
    [{ willingness: '0' }, { willingness: 0 }],
    [{ willingness: '10' }, { willingness: 10 }],
    [{ willingness: 7 }, { willingness: 7 }],
  ])('parses %j as %j', (query, parsed) => {
    expect(ProcessConfidenceQuerySchema.parse(query)).toEqual(parsed);
  });

  it.each(['11', '-1', '', '5.5', 'abc', '05', 11])('rejects willingness %j', (willingness) => {
    expect(ProcessConfidenceQuerySchema.safeParse({ willingness }).success).toBe(false);
  });
});
