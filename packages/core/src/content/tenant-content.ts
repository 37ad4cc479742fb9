import { z } from 'zod';
import { TenantIdSchema } from '../api/auth';
import {
  AssetPathSchema,
  HexColorSchema,
  HttpsUrlSchema,
  LineTextSchema,
  lineText,
  prose,
  SchemaVersionSchema,
} from './common';

/**
 * A phone number in E.164 without spaces (`+353214903565`), or a short code (`50808`). The
 * settings form takes out the spaces, brackets and dashes staff type before it sends a number.
 */
const PhoneSchema = z
  .string({
    error: 'Enter a phone number with its country code, like +353214903565, or a short code, like 50808.',
  })
  .regex(/^(\+[1-9]\d{6,14}|\d{3,6})$/);

export const SupportServiceSchema = z.strictObject({
  name: lineText('Fill in the name of the service.'),
  description: prose('Fill in what they offer.').max(500),
  phone: PhoneSchema.nullish(),
  text: PhoneSchema.nullish(),
  web: HttpsUrlSchema.nullish(),
  hours: LineTextSchema.nullish(),
  kind: z.enum(['crisis', 'drugs', 'university']),
});
export type SupportService = z.infer<typeof SupportServiceSchema>;

export const ExternalLinkSchema = z.strictObject({
  label: lineText('Fill in the text of the link.'),
  url: HttpsUrlSchema,
});

/**
 * `content/tenants/<tenant>.yaml`: what a university overrides (docs/architecture.md §6): its name,
 * colours, logo, links and support services.
 */
export const TenantContentSchema = z.strictObject({
  schemaVersion: SchemaVersionSchema,
  id: TenantIdSchema,
  name: LineTextSchema,
  short_name: LineTextSchema.max(30),
  /** Optional: an institution set up in the administration area has none until staff give it. */
  website: HttpsUrlSchema.optional(),
  logo: AssetPathSchema.optional(),
  colors: z
    .strictObject({ primary: HexColorSchema.optional(), secondary: HexColorSchema.optional() })
    .optional(),
  support_services: z.array(SupportServiceSchema).max(30).default([]),
  external_links: z.array(ExternalLinkSchema).max(20).default([]),
});
export type TenantContent = z.infer<typeof TenantContentSchema>;
