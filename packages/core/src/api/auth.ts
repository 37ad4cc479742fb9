import { z } from 'zod';
import { AccessCodeSchema, ACCESS_CODE_MAX_INPUT } from '../access-code';
import { NavigationHistorySchema, OptionalHistorySchema } from '../answers';
import { DrugIdSchema } from '../catalogue';
import { DecisionTreeSchema } from '../decision-tree';
import { PageIdSchema } from '../page-id-schema';
import { ProfileSchema } from '../profile';
import { Flag01ResponseSchema, Flag01Schema, OkResponseSchema } from './common';

/** A recruitment batch id (`?batch=ID`, docs/architecture.md §4). */
export const BatchIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a batch id');
/** A tenant id: the first host label (docs/architecture.md §4). */
export const TenantIdSchema = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9-]+$/, 'Not a tenant id');
/** An opaque bearer token (docs/architecture.md §4: 256 bits, any text encoding). */
export const TokenSchema = z.string().min(16).max(256);

/** Fields every registration sends (docs/product.md §7). An absent or null `batch_id` means the default batch. */
const RegistrationFields = {
  batch_id: BatchIdSchema.nullish(),
  domain: z
    .string()
    .min(1)
    .max(260)
    .regex(/^[A-Za-z0-9.:[\]-]+$/, 'Not a host name'),
  enable_ga: Flag01Schema,
  remember_me: Flag01Schema,
};

/** `POST /auth/register_test_user` (test deployments only): no challenge. */
export const RegisterTestUserRequestSchema = z.object(RegistrationFields);
export type RegisterTestUserRequest = z.infer<typeof RegisterTestUserRequestSchema>;

/** A solved challenge of `GET /auth/captcha`: its `key` and the widget's `captcha` payload. */
const ChallengeFields = {
  key: z.string().min(1).max(512).optional(),
  captcha: z.string().min(1).max(8192).optional(),
};

/**
 * `POST /auth/register_user`: a reCAPTCHA token, or a key and captcha pair from
 * our own challenge (docs/product.md §5).
 */
export const RegisterUserRequestSchema = z
  .object({
    ...RegistrationFields,
    recaptcha_token: z.string().min(1).max(4096).optional(),
    ...ChallengeFields,
  })
  .refine(
    (body) =>
      body.recaptcha_token !== undefined || (body.key !== undefined && body.captcha !== undefined),
    { message: 'Send recaptcha_token, or key and captcha', path: ['captcha'] },
  );
export type RegisterUserRequest = z.infer<typeof RegisterUserRequestSchema>;

/** The participant as the client keeps it (docs/product.md §3): `password` is the access code. */
export const UserSchema = z.object({
  batch_id: BatchIdSchema,
  user_uuid: z.uuid(),
  tenant_id: TenantIdSchema,
  password: AccessCodeSchema,
});
export type User = z.infer<typeof UserSchema>;

const SessionFields = {
  token: TokenSchema,
  user: UserSchema,
  tree: DecisionTreeSchema,
  batch_id: BatchIdSchema,
};

/** The cookie settings the participant has, as login and registration return them (docs/product.md §3). */
const SettingsFields = {
  remember_me: Flag01ResponseSchema,
  enable_ga: Flag01ResponseSchema,
};

/** Registration answer: `status: false` with a reason is a rejection (docs/product.md §5) that stored nothing. */
export const RegisterUserResponseSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(true), ...SessionFields, ...SettingsFields }),
  z.object({ status: z.literal(false), reason: z.string().max(500) }),
]);
export type RegisterUserResponse = z.infer<typeof RegisterUserResponseSchema>;
export const RegisterTestUserResponseSchema = RegisterUserResponseSchema;

/**
 * `POST /auth/login_user`: the code as typed. Any string up to the bound is
 * accepted here, so that a malformed code gets the same answer as a wrong one.
 */
export const LoginUserRequestSchema = z.object({
  password: z.string().max(ACCESS_CODE_MAX_INPUT),
  /**
   * Needed only after too many wrong codes from one connection: the 429 answer then names
   * `captcha` in its `fields`, and a code sent with a solved challenge is still checked
   * (docs/decisions/0008-one-rate-limit-design.md).
   */
  ...ChallengeFields,
});
export type LoginUserRequest = z.infer<typeof LoginUserRequestSchema>;

/**
 * Login answer (docs/product.md §7): the session plus everything saved so far, so the
 * client restores the student exactly where they stopped.
 */
export const LoginUserResponseSchema = z.object({
  ...SessionFields,
  ...SettingsFields,
  /** Scores, activities, DAST, primary drug and user type. */
  profile: ProfileSchema,
  selected_drugs: z.array(DrugIdSchema).max(8),
  navigation_history: NavigationHistorySchema,
  last_page: PageIdSchema.nullable(),
  optional_history: OptionalHistorySchema,
  /** Standard progress in percent. */
  progress: z.int().min(0).max(100),
});
export type LoginUserResponse = z.infer<typeof LoginUserResponseSchema>;

/** `POST /auth/logout_user` (docs/product.md §7 sends the code; the bearer token identifies the session). */
export const LogoutUserRequestSchema = z.object({
  password: z.string().max(ACCESS_CODE_MAX_INPUT).optional(),
});
export const LogoutUserResponseSchema = OkResponseSchema;

/**
 * `GET /auth/captcha`: an ALTCHA (v2) proof-of-work challenge, passed to the widget as is.
 * Its signed `parameters.data.key` is the `key` a registration sends with the solved
 * `captcha` payload.
 */
export const CaptchaChallengeResponseSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.string().max(32),
    nonce: z.string().max(512),
    salt: z.string().max(512),
    cost: z.number().positive(),
    keyLength: z.int().positive(),
    keyPrefix: z.string().max(512),
    data: z.object({ key: z.uuid() }),
  }),
  signature: z.string().max(512),
});
export type CaptchaChallengeResponse = z.infer<typeof CaptchaChallengeResponseSchema>;
