import { describe, expect, it } from 'vitest';
import type { FastifyRequest } from 'fastify';
import { errorBody, isClientAbort, isDatabaseUnavailable } from './errors';

// A socket's failures as Node raises them: with the system call that failed.
const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
  code: 'ECONNREFUSED',
  errno: -111,
  syscall: 'connect',
});
const reset = Object.assign(new Error('read ECONNRESET'), {
  code: 'ECONNRESET',
  errno: -104,
  syscall: 'read',
});

describe('isDatabaseUnavailable', () => {
  it.each([
    [refused, true],
    // Node's error for a connection tried on each address of a name (localhost: ::1, 127.0.0.1).
    [Object.assign(new AggregateError([refused, refused]), { code: 'ECONNREFUSED' }), true],
    [Object.assign(new Error('terminating connection'), { code: '57P01' }), true],
    [Object.assign(new Error('connection failure'), { code: '08006' }), true],
    [new Error('Connection terminated unexpectedly'), true],
    [new Error('wrapped', { cause: reset }), true],
    // Node's error on a request's stream when its client hangs up: not the database's.
    [Object.assign(new Error('aborted'), { code: 'ECONNRESET' }), false],
    [Object.assign(new Error('duplicate key'), { code: '23505' }), false],
    [new TypeError('x is undefined'), false],
    ['not an error', false],
  ])('classifies %s as %s', (error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected);
  });
});

describe('isClientAbort', () => {
  const aborted = Object.assign(new Error('aborted'), { code: 'ECONNRESET', statusCode: 400 });
  const request = (aborted: boolean, destroyed: boolean) =>
    ({ raw: { aborted, socket: { destroyed } } }) as unknown as FastifyRequest;

  it.each([
    ['counts', 'a request stream its client reset', aborted, request(true, true), true],
    [
      'counts',
      'a request whose socket the server closed (408)',
      aborted,
      request(false, true),
      true,
    ],
    [
      'counts',
      "the body reader's own error once the client is gone",
      { code: 'FST_ERR_CTP_INVALID_CONTENT_LENGTH' },
      request(true, true),
      true,
    ],
    [
      'does not count',
      'a reset while the client is still there',
      aborted,
      request(false, false),
      false,
    ],
    [
      'does not count',
      'a bug while the client is gone',
      new TypeError('x'),
      request(true, true),
      false,
    ],
  ])('%s %s', (_verdict, _case, error, req, expected) => {
    expect(isClientAbort(error, req)).toBe(expected);
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
