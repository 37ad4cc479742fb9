import { z } from 'zod';

/** Every content YAML file starts with `schemaVersion: 1` (content/README.md). */
export const SchemaVersionSchema = z.literal(1);

/**
 * What a text field says when it is refused, in words staff and content authors understand:
 * `empty` when it is left empty (or is not text), the limit when it is too long, and that it must
 * be one line.
 */
function textMessages(empty: string) {
  return (issue: z.core.$ZodRawIssue): string | undefined => {
    if (issue.code === 'invalid_type' || issue.code === 'too_small') return empty;
    if (issue.code === 'too_big') return `Keep this to ${String(issue.maximum)} characters or fewer.`;
    return issue.code === 'invalid_format' ? 'Keep this on one line.' : undefined;
  };
}

/**
 * A single line of text a student reads: a title, a label, a name. `empty` is what to say when
 * it is left empty ("Fill in the name of the service.").
 */
export function lineText(empty = 'Fill this in.') {
  return (
    z
      .string({ error: textMessages(empty) })
      .trim()
      .min(1)
      .max(200)
      // No line break of any kind: \n, \r, the line and paragraph separators.
      .regex(/^[^\n\r\u2028\u2029]*$/)
  );
}

/** A single line of text a student reads: a title, a label, a name. */
export const LineTextSchema = lineText();

/** A longer text: a summary, a description. `empty` is what to say when it is left empty. */
export function prose(empty = 'Fill this in.') {
  return z.string({ error: textMessages(empty) }).trim().min(1).max(2000);
}

/** A longer text: a summary, a description. */
export const ProseSchema = prose();

/** A colour as `#rrggbb`. */
export const HexColorSchema = z
  .string({ error: 'Enter a colour as # and six hex digits, like #1565C0.' })
  .regex(/^#[0-9a-fA-F]{6}$/);

/** A site path of a public asset (`/images/modules/1.svg`): no dots-only segments, no spaces. */
export const AssetPathSchema = z
  .string()
  .max(300)
  .regex(/^(\/[A-Za-z0-9_.-]+)+$/, 'Not a site path (/folder/file.ext)')
  .refine((value) => !value.split('/').some((part) => /^\.+$/.test(part)), 'Not a site path');

/** An absolute https URL. */
export const HttpsUrlSchema = z
  .string({
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'too_big'
        ? 'Keep the address to 500 characters or fewer.'
        : 'Enter a web address starting with https://.',
  })
  .max(500)
  .regex(/^https:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/);

function channel(value: number): number {
  const scaled = value / 255;
  return scaled <= 0.03928 ? scaled / 12.92 : ((scaled + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => channel(parseInt(hex.slice(start, start + 2), 16)));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}

/** The WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  if (!HexColorSchema.safeParse(a).success || !HexColorSchema.safeParse(b).success) {
    throw new RangeError(`Colours must be #rrggbb, got ${a} and ${b}`);
  }
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/**
 * Reports every item whose key an earlier item already has, at `[list, index, field]`, with
 * the message `describe(key)` gives. Returns the keys seen.
 */
export function reportRepeatedKeys<T, K>(
  items: readonly T[],
  path: { list: string; field: string },
  keyOf: (item: T) => K,
  describe: (key: K) => string,
  context: z.RefinementCtx,
): Set<K> {
  const seen = new Set<K>();
  items.forEach((item, index) => {
    const key = keyOf(item);
    if (seen.has(key)) {
      context.addIssue({
        code: 'custom',
        path: [path.list, index, path.field],
        message: describe(key),
      });
    }
    seen.add(key);
  });
  return seen;
}
