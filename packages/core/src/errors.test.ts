import { describe, expect, it } from 'vitest';
import { errorStatus, isChunkLoadError, shouldReloadForChunkError } from './errors';

describe('isChunkLoadError', () => {
  it.each([
    ['Loading chunk 12 failed.', true],
    ['Loading chunk vendors-main failed', true],
    ['Failed to fetch dynamically imported module: /assets/page.js', true],
    ['Loading CSS chunk 7 failed', true],
    ['Importing a module script failed.', true],
    ['error loading dynamically imported module: /assets/x.js', true],
    ['Network error', false],
    ['Failed to fetch', false],
  ])('says %j is a chunk error: %s', (message, expected) => {
    expect(isChunkLoadError(message)).toBe(expected);
  });
});

describe('shouldReloadForChunkError', () => {
  it.each<[number | null, number, boolean]>([
    [null, 1_000, true],
    [0, 59_999, false],
    [0, 60_000, true],
    [10_000, 70_001, true],
  ])('last reload at %j, now %i: %s', (last, now, expected) => {
    expect(shouldReloadForChunkError(last, now)).toBe(expected);
  });

  it('never reloads while the device is offline', () => {
    expect(shouldReloadForChunkError(null, 1_000, false)).toBe(false);
    expect(shouldReloadForChunkError(null, 1_000, true)).toBe(true);
  });
});

describe('errorStatus', () => {
  it.each<[string, unknown, number]>([
    ['statusCode', { statusCode: 404, status: 400 }, 404],
    ['status', { status: 403 }, 403],
    ['response.status', { response: { status: 502 } }, 502],
    ['a non-error status', { status: 200 }, 500],
    ['a string status', { status: '404' }, 500],
    ['a null response', { response: null }, 500],
    ['a plain Error', new Error('boom'), 500],
    ['a string', 'boom', 500],
    ['null', null, 500],
  ])('reads %s as %i', (_, error, status) => {
    expect(errorStatus(error)).toBe(status);
  });
});
