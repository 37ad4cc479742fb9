import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as core from '../index';

// The server generates its OpenAPI document from these schemas (issue 5), so
// every request schema must describe its input and every response schema its
// output as JSON Schema.
const schemas = Object.entries(core as Record<string, unknown>).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);
const requests = schemas.filter(([name]) => /(Request|Query)Schema$/.test(name));
const responses = schemas.filter(([name]) => /ResponseSchema$/.test(name));

describe('API schemas as JSON Schema', () => {
  it('finds the schemas of every call', () => {
    expect(requests.length).toBeGreaterThanOrEqual(15);
    expect(responses.length).toBeGreaterThanOrEqual(15);
  });

  it.each(requests)('describes the input of %s', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });

  it.each(responses)('describes the output of %s', (_, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'output' })).not.toThrow();
  });
});
