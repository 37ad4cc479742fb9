import { z } from 'zod';

/**
 * The one error body every API failure uses (docs/architecture.md §2):
 * `{ "error": { "code": "...", "message": "...", "fields"?: {...} } }`.
 */
export const ErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

/** Machine-readable error codes; the HTTP status for each is fixed here, once. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  /** A known API path asked with a method it does not take (the answer's `Allow` names them). */
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  /** The request's headers are larger than the server reads. */
  headers_too_large: 431,
  /** The request did not arrive in time. */
  request_timeout: 408,
  /** The request's Expect header asks for something the server does not do (only 100-continue). */
  expectation_failed: 417,
  rate_limited: 429,
  /** Staff login: wrong e-mail, password or code — one answer for all three. */
  invalid_credentials: 401,
  /** Registration with a `?batch=` that this university closed. */
  batch_closed: 409,
  /** Registration with a `?batch=` this university does not have. */
  batch_unknown: 409,
  internal: 500,
  unavailable: 503,
  /** The server's disk is nearly full: answers wait on the device (docs/architecture.md §5). */
  storage_full: 507,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/**
 * `GET /api/health`: `ok` (200) when the database answers; `starting` (503) until the database
 * has been reached once and migrated; `unavailable` (503) when it stops answering later.
 */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'starting', 'unavailable']),
  database: z.enum(['up', 'down']),
  version: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** The answer of calls whose answer the specification does not use ("not shown" in docs/product.md §7). */
export const OkResponseSchema = z.object({ status: z.literal(true) });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** A 0/1 flag as the specification sends it; booleans and `'0'`/`'1'` are accepted too. */
export const Flag01Schema = z.union([
  z.literal([0, 1]),
  z.boolean().transform((flag): 0 | 1 => (flag ? 1 : 0)),
  z.enum(['0', '1']).transform((flag): 0 | 1 => (flag === '1' ? 1 : 0)),
]);
/** A 0/1 flag in an answer: always a number. */
export const Flag01ResponseSchema = z.literal([0, 1]);

/** A key JSON.parse makes an own property but no schema keeps (zod drops it): refused instead. */
const PROTO_KEY = '__proto__';

function parseJsonText(text: string, context: z.RefinementCtx): unknown {
  let protoKey = false;
  try {
    // Most texts never name it: only those are read key by key.
    const value: unknown = text.includes(`"${PROTO_KEY}"`)
      ? JSON.parse(text, (key, inner: unknown) => {
          if (key === PROTO_KEY) protoKey = true;
          return inner;
        })
      : JSON.parse(text);
    if (!protoKey) return value;
    context.addIssue({ code: 'custom', message: `A key may not be ${PROTO_KEY}` });
  } catch {
    context.addIssue({ code: 'custom', message: 'Not valid JSON' });
  }
  return z.NEVER;
}

/**
 * A value given either as itself or as a JSON string of it (docs/product.md §7 "JSON
 * string or string"). The string is bounded before it is parsed.
 */
export function jsonOrValue<T extends z.ZodType>(schema: T, maxLength: number) {
  return z.union([schema, z.string().max(maxLength).transform(parseJsonText).pipe(schema)]);
}

/**
 * The `Idempotency-Key` header a commit may carry (docs/architecture.md §5: the offline
 * queue sends each answer exactly once): a repeat with the same key is
 * answered as the first and stored once. URL-safe text, e.g. a UUID.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_.:-]+$/, 'Expected letters, digits, _ . : or -');
