import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OptionSetFileSchema } from '@clearpath/core';
import { createTestApp, testContent, type TestApp } from '../../test/harness';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});

afterAll(async () => {
  await test.close();
});

describe('option feedback (choice-feedback on 2C-2 and 2C-4)', () => {
  it.each(['needs', 'helps', 'hrPractices'] as const)(
    "serves each %s option's feedback text as the content has it",
    async (set) => {
      const response = await test.app.inject({
        method: 'POST',
        url: `/api/pages/options/${set}`,
        payload: {},
        headers: { 'x-tenant': 'ucc' },
      });
      expect(response.statusCode).toBe(200);
      const options = OptionSetFileSchema.shape.options.parse(response.json().options);
      const authored = testContent().optionSets[set]?.options ?? [];
      expect(options.map((option) => option.feedback)).toEqual(
        authored.map((option) => option.feedback),
      );
      expect(options.some((option) => option.feedback !== undefined)).toBe(true);
    },
  );
});
