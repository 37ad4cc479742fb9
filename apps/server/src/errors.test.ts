import { describe, expect, it } from 'vitest';
import { errorBody, isDatabaseUnavailable } from './errors';

describe('isDatabaseUnavailable', () => {
  it.each([
    [Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }), true],
    [Object.assign(new Error('terminating connection'), { code: '57P01' }), true],
    [Object.assign(new Error('connection failure'), { code: '08006' }), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('wrapped', { cause: Object.assign(new Error('x'), { code: 'ECONNRESET' }) }), true],
    [Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    [new TypeError('x is undefined'), false],
    ['not an error', false],
  ])('classifies %s as %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('errorBody', () => {
  it('includes fields only when given', () => {
    expect(errorBody('not_found', 'Nope')).toEqual({
      error: { code: 'not_found', message: 'Nope' },
    });
    expect(errorBody('bad_request', 'Bad', { a: ['x'] })).toEqual({
      error: { code: 'bad_request', message: 'Bad', fields: { a: ['x'] } },
    });
  });
});
