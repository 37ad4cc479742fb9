import { z } from 'zod';
import { OPTION_SETS, STANDALONE_OPTIONS, type OptionSetName } from '../catalogue';
import { AssetPathSchema, LineTextSchema, SchemaVersionSchema, reportRepeatedKeys } from './common';

const OPTION_SET_NAMES = Object.keys(OPTION_SETS) as [OptionSetName, ...OptionSetName[]];
export const OptionSetNameSchema = z.enum(OPTION_SET_NAMES, { error: 'Not an option set name' });

/** Sentence ends: `.`, `!` or `?` (repeated or not) before a space or the end. */
const SENTENCE_END = /[.!?]+(?=\s|$)/g;

/** An option's feedback: one to three sentences, at most 600 characters. */
export const OptionFeedbackSchema = z
  .string()
  .trim()
  .min(1)
  .max(600)
  .refine((text) => (text.match(SENTENCE_END) ?? []).length <= 3, 'At most three sentences');

const OptionSchema = z.strictObject({
  data_id: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, 'Letters, digits and dashes only'),
  text: LineTextSchema,
  img: AssetPathSchema.optional(),
  /** What `choice-feedback` shows for this option when the student chose it. */
  feedback: OptionFeedbackSchema.optional(),
  match: z
    .strictObject({ min: z.number(), max: z.number() })
    .refine((range) => range.min <= range.max, 'min must not exceed max')
    .optional(),
});
export type ContentOption = z.infer<typeof OptionSchema>;

/**
 * `content/options/<set>.yaml`: one option set of docs/product.md §3. Data ids are unique, and the
 * number of options is core's `OPTION_SETS[set].count` where one is given. A set with a
 * standalone option (`STANDALONE_OPTIONS`) has it.
 */
export const OptionSetFileSchema = z
  .strictObject({
    schemaVersion: SchemaVersionSchema,
    id: OptionSetNameSchema,
    options: z.array(OptionSchema).min(1).max(100),
  })
  .superRefine((file, context) => {
    reportRepeatedKeys(
      file.options,
      { list: 'options', field: 'data_id' },
      (option) => option.data_id,
      (id) => `data_id ${id} is already used in this set`,
      context,
    );
    const { count } = OPTION_SETS[file.id];
    if (count !== null && file.options.length !== count) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `${file.id} must have ${count} options, has ${file.options.length}`,
      });
    }
    const standalone = STANDALONE_OPTIONS[file.id];
    if (standalone !== undefined && !file.options.some((option) => option.data_id === standalone)) {
      context.addIssue({
        code: 'custom',
        path: ['options'],
        message: `${file.id} must have the option ${standalone}, which stands alone`,
      });
    }
  });
export type OptionSetFile = z.infer<typeof OptionSetFileSchema>;
