import { bigint, boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@clearpath/core';
import { STAFF_ROLES } from '@clearpath/core';
import { tenants } from './schema';

/**
 * A staff member of the administration area (docs/product.md §6). The e-mail is kept lower-case.
 * The password is an argon2id hash; the TOTP secret is encrypted with a key derived from the
 * server secret, so a database dump alone cannot make codes. `setup_token_hash` is the SHA-256
 * of the one-time set-password link's token.
 */
export const staff = pgTable('staff', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: STAFF_ROLES }).$type<StaffRole>().notNull(),
  tenantId: text('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'restrict' }),
  passwordHash: text('password_hash'),
  totpSecret: text('totp_secret'),
  /** A secret offered by the set-password page, confirmed by its first code. */
  totpPendingSecret: text('totp_pending_secret'),
  /** The last TOTP time step accepted: a code is never accepted twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  setupTokenHash: text('setup_token_hash').unique(),
  setupExpiresAt: timestamp('setup_expires_at', { withTimezone: true }),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/** Single-use recovery codes: only an HMAC of each is kept. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_staff_idx').on(table.staffId)],
);

/** A staff session behind the httpOnly cookie. Only SHA-256 of the token is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/**
 * Every staff action (login, export with its filters, edits): append-only like `events`, a
 * trigger refuses UPDATE, DELETE and TRUNCATE. The e-mail is copied so the entry stays readable.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    tenantId: text('tenant_id'),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (table) => [index('audit_log_tenant_idx').on(table.tenantId, table.id)],
);

/**
 * A university's uploaded logo (one per tenant; a new upload replaces it), served at
 * `logoPath` (core) to students. The bytes are kept as base64 text, which both drivers pass
 * alike; `digest` (a SHA-256 prefix of the bytes) is in the address, so it can be cached for good.
 */
export const tenantLogos = pgTable('tenant_logos', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  digest: text('digest').notNull(),
  data: text('data').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
