import { describe, expect, it } from 'vitest';
import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router';
import { errorMessage, errorStatus } from './error-info';

describe('errorStatus', () => {
  it('reads statusCode, then status, then response.status', () => {
    expect(errorStatus({ statusCode: 503, status: 400 })).toBe(503);
    expect(errorStatus({ status: 401, response: { status: 502 } })).toBe(401);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new ErrorResponseImpl(429, 'Too Many Requests', null))).toBe(429);
  });

  it('defaults to 500 when there is no usable status', () => {
    expect(errorStatus(new Error('plain'))).toBe(500);
    expect(errorStatus({ status: '404' })).toBe(500);
    expect(errorStatus({ status: 0 })).toBe(500);
    expect(errorStatus(null)).toBe(500);
  });
});

describe('errorMessage', () => {
  it('uses the error message, a route error text, or a plain string', () => {
    expect(errorMessage(new Error('Boom'))).toBe('Boom');
    expect(errorMessage(new ErrorResponseImpl(403, 'Forbidden', 'Not yours'))).toBe('Not yours');
    expect(errorMessage(new ErrorResponseImpl(403, 'Forbidden', null))).toBe('Forbidden');
    expect(errorMessage('Just text')).toBe('Just text');
  });

  it('falls back to a readable sentence', () => {
    expect(errorMessage({})).toBe('Something went wrong that we did not expect.');
  });
});
