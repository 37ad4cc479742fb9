import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  ERROR_STATUS,
  ErrorBodySchema,
  Flag01Schema,
  HealthResponseSchema,
  IdempotencyKeySchema,
  OkResponseSchema,
  jsonOrValue,
} from './common';

describe('Flag01Schema', () => {
  it.each<[unknown, 0 | 1]>([
    [0, 0],
    [1, 1],
    [false, 0],
    [true, 1],
    ['0', 0],
    ['1', 1],
  ])('reads %j as %i', (input, flag) => {
    expect(Flag01Schema.parse(input)).toBe(flag);
  });

  it.each([2, -1, 'yes', '', null, undefined])('rejects %j', (input) => {
    expect(Flag01Schema.safeParse(input).success).toBe(false);
  });
});

describe('jsonOrValue', () => {
  const schema = jsonOrValue(z.array(z.int()).max(3), 10);

  it.each<[unknown, number[]]>([
    [
      [1, 2],
      [1, 2],
    ],
    ['[1,2]', [1, 2]],
  ])('reads %j as %j', (input, value) => {
    expect(schema.parse(input)).toEqual(value);
  });

  it.each<[string, unknown]>([
    ['broken JSON', '[1,'],
    ['JSON of the wrong shape', '{"a":1}'],
    ['a string over the bound', '[1,2,3    ]'],
    ['a value over the bound', [1, 2, 3, 4]],
  ])('rejects %s', (_, input) => {
    expect(schema.safeParse(input).success).toBe(false);
  });

  describe('with a record', () => {
    const records = jsonOrValue(z.record(z.string(), z.record(z.string(), z.string())), 200);

    it('refuses a __proto__ key at any depth, which a record would drop without a word', () => {
      for (const text of ['{"__proto__":{"a":"b"}}', '{"1-0":{"__proto__":"x"}}']) {
        const result = records.safeParse(text);
        expect(result.success).toBe(false);
        expect(JSON.stringify(result.error?.issues)).toContain('A key may not be __proto__');
      }
    });

    it('keeps "__proto__" typed as an answer', () => {
      expect(records.parse('{"1-0":{"a":"__proto__"}}')).toEqual({ '1-0': { a: '__proto__' } });
    });
  });
});

describe('OkResponseSchema', () => {
  it.each([
    [{ status: true }, true],
    [{ status: false }, false],
    [{}, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(OkResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('ErrorBodySchema', () => {
  it('accepts the one error body with field messages', () => {
    const body = {
      error: { code: 'bad_request', message: 'Invalid', fields: { type: ['Unknown'] } },
    };
    expect(ErrorBodySchema.parse(body)).toEqual(body);
    expect(ERROR_STATUS.bad_request).toBe(400);
  });

  it('rejects a body without a code', () => {
    expect(ErrorBodySchema.safeParse({ error: { message: 'x' } }).success).toBe(false);
  });
});

describe('HealthResponseSchema', () => {
  it.each([
    [{ status: 'ok', database: 'up', version: '0.1.0' }, true],
    [{ status: 'starting', database: 'down', version: '0.1.0' }, true],
    [{ status: 'unavailable', database: 'down', version: '0.1.0' }, true],
    [{ status: 'degraded', database: 'down', version: '0.1.0' }, false],
    [{ status: 'fine', database: 'up', version: '0.1.0' }, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(HealthResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('IdempotencyKeySchema', () => {
  it.each(['0f8fa5e2-3c1d-4a55-9d3b-6a1f0c2b7e11', 'queue:42', 'a'])('accepts %s', (key) => {
    expect(IdempotencyKeySchema.parse(key)).toBe(key);
  });

  it.each(['', 'has space', 'x'.repeat(129), 'slash/key'])('rejects %j', (key) => {
    expect(IdempotencyKeySchema.safeParse(key).success).toBe(false);
  });
});
