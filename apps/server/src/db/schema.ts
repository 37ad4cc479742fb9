import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVENT_KINDS } from '@clearpath/core';
import type {
  AdminTenantSettings,
  DrugId,
  NavigationHistory,
  OptionalHistory,
  Profile,
} from '@clearpath/core';

/** A university running the tool. The id is the host label (`ucc` in ucc.clearpath.ie). */
export const tenants = pgTable('tenants', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** When set, registration may use a reCAPTCHA token verified with this secret. */
  recaptchaSecret: text('recaptcha_secret'),
  /**
   * What a tenant admin edited in the administration area (docs/product.md §6): the fields of
   * `content/tenants/<id>.yaml`, validated by the same schemas, and the small-cell threshold.
   * When set it replaces the YAML values for students at once (the row is cached and its
   * change announced like any tenant change).
   */
  settings: jsonb('settings').$type<AdminTenantSettings>(),
  settingsUpdatedAt: timestamp('settings_updated_at', { withTimezone: true }),
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
    // The export's `batch` column holds only the name: two batches of a tenant may not share one,
    // ignoring case and spaces at the ends (tenants/repository.ts's createBatch answers 409).
    uniqueIndex('batches_name_per_tenant').on(table.tenantId, sql`lower(btrim(${table.name}))`),
  ],
);

/**
 * A student, known only by a random id. The access code is never stored: only
 * HMAC-SHA256(pepper, normalised code), under a unique index, so login is one look-up
 * and a database dump reveals no code (docs/architecture.md §4).
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

/**
 * An issued registration challenge (ALTCHA). Single use: `used_at` is set once, atomically. A
 * registration sent with an Idempotency-Key leaves its answer here, encrypted with a key made
 * from the Idempotency-Key (which is kept only as a hash), so the same request sent again before
 * the challenge expires gets the same answer (apps/server/src/modules/auth/replay.ts).
 */
export const captchaChallenges = pgTable(
  'captcha_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    signature: text('signature').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replayKeyHash: text('replay_key_hash'),
    replay: text('replay'),
  },
  (table) => [index('captcha_challenges_expires_idx').on(table.expiresAt)],
);

/** What an event records: which commit call (or processing input) the student sent (core). */
export { EVENT_KINDS };
export type EventKind = (typeof EVENT_KINDS)[number];

/**
 * Every answer a student sent, in arrival order: the research record (docs/architecture.md §3). Rows are
 * only ever inserted; a trigger refuses UPDATE and DELETE (but for one student's erasure at their
 * request, migration 0011). `applied` says whether the answer
 * changed the current state (most values are kept as first given, docs/product.md §5). A commit sent
 * with an Idempotency-Key is stored once per participant and key; `request_hash` and
 * `response` let a repeat be recognised and answered as the first.
 */
export const events = pgTable(
  'events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    // No foreign keys: a key's check cost every event a quarter of PostgreSQL's work on the
    // commit path. An event is written only for a student whose saved-state row the same
    // statement holds locked, and migration 0008's triggers refuse to delete a saved state
    // or a tenant that has events (docs/architecture.md §3).
    participantId: uuid('participant_id').notNull(),
    tenantId: text('tenant_id').notNull(),
    kind: text('kind', { enum: EVENT_KINDS }).notNull(),
    /** The activity or score type number of docs/product.md §7, for those kinds. */
    type: integer('type'),
    /** The validated value as the server understood it. */
    value: jsonb('value').notNull(),
    applied: boolean('applied').notNull(),
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('events_participant_idempotency_key_idx').on(
      table.participantId,
      table.idempotencyKey,
    ),
    index('events_tenant_created_idx').on(table.tenantId, table.createdAt),
  ],
);

/**
 * The current state of each participant, restored at login: the profile (docs/product.md §3), the drug
 * selection (`null` until saved), navigation and optional history. Derived from the events;
 * `version` counts the changes. Commits lock the row, so one participant's commits apply one
 * at a time.
 */
export const participantState = pgTable('participant_state', {
  participantId: uuid('participant_id')
    .primaryKey()
    .references(() => participants.id, { onDelete: 'cascade' }),
  profile: jsonb('profile').$type<Profile>().notNull(),
  selectedDrugs: jsonb('selected_drugs').$type<DrugId[]>(),
  navigationHistory: jsonb('navigation_history').$type<NavigationHistory>().notNull(),
  lastPage: text('last_page'),
  optionalHistory: jsonb('optional_history').$type<OptionalHistory>().notNull(),
  version: integer('version').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  /** Bytes of every event value this participant has stored (the per-student storage bound). */
  storedBytes: bigint('stored_bytes', { mode: 'number' }).notNull().default(0),
  /** The current one-minute window of the per-student commit bound, and its commits so far. */
  commitWindowStartedAt: timestamp('commit_window_started_at', { withTimezone: true }),
  commitWindowCount: integer('commit_window_count').notNull().default(0),
});

/**
 * The counters of every rate limit (apps/server/src/limits/store.ts,
 * docs/decisions/0008-one-rate-limit-design.md): one row per key and fixed window, shared by
 * every process. `key` is an HMAC of the limit's name and source, never an address in plain
 * text; `allowed` is the verdict of the last statement that touched the row. Rows whose window
 * has ended are swept every minute.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (table) => [index('rate_limits_window_ends_idx').on(table.windowEndsAt)],
);

// The administration area's tables (docs/product.md §6) live beside this file.
export * from './admin-schema';
