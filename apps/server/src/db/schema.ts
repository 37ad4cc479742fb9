import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A university running the tool. The id is the host label (`ucc` in ucc.clearpath.ie). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** When set, registration may use a reCAPTCHA token verified with this secret. */
  recaptchaSecret: text('recaptcha_secret'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A recruitment wave within a tenant; exactly one batch per tenant is its default. */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    open: boolean('open').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('batches_tenant_idx').on(table.tenantId),
    uniqueIndex('batches_one_default_per_tenant')
      .on(table.tenantId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * A student, known only by a random id. The access code is never stored: only
 * HMAC-SHA256(pepper, normalised code), under a unique index, so login is one look-up
 * and a database dump reveals no code (DESIGN.md §4).
 */
export const participants = pgTable(
  'participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'restrict' }),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'restrict' }),
    codeHash: text('code_hash').notNull(),
    isTest: boolean('is_test').notNull().default(false),
    enableGa: boolean('enable_ga').notNull().default(false),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('participants_code_hash_idx').on(table.codeHash),
    index('participants_tenant_batch_idx').on(table.tenantId, table.batchId),
  ],
);

/** A bearer session. Only SHA-256 of the 256-bit token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    participantId: uuid('participant_id')
      .notNull()
      .references(() => participants.id, { onDelete: 'cascade' }),
    tenantId: text('tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_participant_idx').on(table.participantId)],
);

/** An issued registration challenge (ALTCHA). Single use: `used_at` is set once, atomically. */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);
