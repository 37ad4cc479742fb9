import { z } from 'zod';

// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What a student is told about such text (docs/product.md §7). */
export const UNSTORABLE_TEXT_MESSAGE =
  'This text has a character we cannot save. Please delete it and try again.';

/**
 * Whether text can be stored: PostgreSQL's text and jsonb refuse U+0000, and a lone surrogate
 * (half of a character pair) is not Unicode text at all.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
}

/**
 * The path to the first string or object key in a JSON-like value that cannot be stored, or
 * null when every text can. Walks without recursion: a hostile body may nest deeply.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  // Each entry links to its parent: the path is built only for the text that fails.
  interface Entry {
    value: unknown;
    key?: string | number;
    parent?: Entry;
  }
  const pathOf = (entry: Entry | undefined, last?: string): (string | number)[] => {
    const reversed: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at?.key !== undefined; at = at.parent) reversed.push(at.key);
    return reversed.reverse();
  };
  const pending: Entry[] = [{ value }];
  for (let entry = pending.pop(); entry; entry = pending.pop()) {
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      current.forEach((item, key) => pending.push({ value: item, key, parent: entry }));
    } else if (typeof current === 'object' && current !== null) {
      for (const [key, item] of Object.entries(current)) {
        if (!isStorableText(key)) return pathOf(entry, key);
        pending.push({ value: item, key, parent: entry });
      }
    }
  }
  return null;
}

/**
 * `schema` that also refuses unstorable text anywhere in what it is given (keys included, even
 * where the schema ignores them) and in its parsed value (text inside a JSON string once
 * parsed). The server wraps every request schema in it.
 */
export function withStorableText<T extends z.ZodType>(schema: T): T {
  const refuse = (value: unknown, context: z.RefinementCtx) => {
    const path = findUnstorableText(value);
    if (path) context.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE });
  };
  return z.unknown().superRefine(refuse).pipe(schema).superRefine(refuse) as unknown as T;
}
