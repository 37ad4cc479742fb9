import path from 'node:path';
import { z } from 'zod';
import { MEASUREMENT_ID_PATTERN } from '@clearpath/core';
import { parseTrustProxy, type TrustProxySetting } from './limits/source';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR } from './paths';

const MB = 1024 * 1024;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  CODE_PEPPER: z.string().min(32, 'must be at least 32 characters of secret').optional(),
  REGISTRATION_MODE: z.enum(['standard', 'test']).default('standard'),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(24 * 30),
  LOGIN_FAILURES_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(10),
  REGISTRATIONS_PER_HOUR: z.coerce.number().int().min(1).max(1_000_000).default(60),
  CAPTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).max(86_400).default(600),
  COMMITS_PER_STUDENT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  STORED_BYTES_PER_STUDENT: z.coerce
    .number()
    .int()
    .min(10_000)
    .max(1_000_000_000)
    .default(10_000_000),
  LOGIN_FAILURES_GLOBAL_PER_MINUTE: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  STORAGE_MIN_FREE_MB: z.coerce.number().int().min(0).max(10_000_000).default(256),
  DATABASE_MAX_MB: z.coerce.number().int().min(0).max(100_000_000).default(0),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context): TrustProxySetting => {
      const setting = parseTrustProxy(value);
      if (setting === false || !('error' in setting)) return setting;
      context.addIssue({ code: 'custom', message: setting.error });
      return z.NEVER;
    }),
  SENTRY_DSN: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) DSN such as https://key@host/1' })
    .refine((value) => sentryDsnParts(value) !== null, 'must name a key and a project id')
    .optional(),
  SENTRY_ENVIRONMENT: z
    .string()
    .regex(/^[\w.-]{1,64}$/, 'must be a short name such as production or staging')
    .optional(),
  PUBLIC_URL: z
    .url({
      protocol: /^https?$/,
      error: 'must be an http(s) address such as https://tool.example.ie',
    })
    .default('http://localhost:3000'),
  ADMIN_SESSION_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 7)
    .default(8),
  ANALYTICS_MEASUREMENT_ID: z
    .string()
    .regex(
      MEASUREMENT_ID_PATTERN,
      'must be a Google Analytics 4 measurement id such as G-ABC123DEF4',
    )
    .optional(),
});

/** The origin and project of a Sentry/GlitchTip DSN (`https://key@host/path/project`), or null. */
export function sentryDsnParts(dsn: string): { origin: string; projectId: string } | null {
  if (!URL.canParse(dsn)) return null;
  const url = new URL(dsn);
  const projectId = url.pathname.split('/').pop() ?? '';
  if (url.username === '' || !/^\d+$/.test(projectId)) return null;
  return { origin: url.origin, projectId };
}

export type DatabaseConfig =
  | { kind: 'pglite'; dataDir: string | 'memory' }
  | { kind: 'postgres'; url: string; poolSize: number };

/** The administration area's settings (README "Configuration"). */
export interface AdminConfig {
  /** The address staff open (`https://tool.example.ie`): set-password and recruitment links. */
  publicUrl: string;
  /** How long a staff sign-in lasts. */
  sessionHours: number;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: (typeof LOG_LEVELS)[number];
  webDistDir: string;
  /** Which peers may name the client in X-Forwarded-For (`TRUST_PROXY`, see limits/source.ts). */
  trustProxy: TrustProxySetting;
  /** Secret for hashing access codes; resolved from DATA_DIR by `resolveCodePepper` when unset. */
  codePepper: string | undefined;
  registrationMode: 'standard' | 'test';
  sessionTtlHours: number;
  loginFailuresPerMinute: number;
  /** Failed logins per minute across every source: the global ceiling. */
  loginFailuresGlobalPerMinute: number;
  registrationsPerHour: number;
  captcha: { maxNumber: number; ttlSeconds: number };
  /** The per-student storage bounds: commits per minute (429) and bytes stored in all (413). */
  studentLimits: { commitsPerMinute: number; storedBytesPerStudent: number };
  /**
   * The global disk guard: answers stop being stored (507) while the disk of DATA_DIR has less
   * free space than `minFreeBytes`, or the database is `maxDatabaseBytes` or larger (0: no cap).
   */
  storageGuard: { minFreeBytes: number; maxDatabaseBytes: number };
  /** Error reporting (docs/product.md §7): off, and nothing sent, without a DSN. */
  errorReporting: { dsn: string | null; environment: string };
  /** Page-view analytics (docs/product.md §9): no tag is ever loaded without an id. */
  analytics: { measurementId: string | null };
  /** The administration area (`PUBLIC_URL`, `ADMIN_SESSION_HOURS`). */
  admin: AdminConfig;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment once, at start, and fails with a message naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  // An empty variable means "not set", as a shell user would expect.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.')}: ${issue.message} (got ${JSON.stringify(env[String(issue.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const vars = parsed.data;
  const dataDir = path.resolve(vars.DATA_DIR ?? DEFAULT_DATA_DIR);
  if (vars.DATABASE_URL && !vars.CODE_PEPPER) {
    // Every process on a shared database must hash codes with the same secret.
    throw new ConfigError(
      'Invalid configuration:\n  CODE_PEPPER: required when DATABASE_URL is set (at least 32 characters of secret)',
    );
  }
  return {
    env: vars.NODE_ENV,
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    database: vars.DATABASE_URL
      ? { kind: 'postgres', url: vars.DATABASE_URL, poolSize: vars.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logLevel: vars.LOG_LEVEL,
    webDistDir: path.resolve(vars.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    trustProxy: vars.TRUST_PROXY,
    codePepper: vars.CODE_PEPPER,
    registrationMode: vars.REGISTRATION_MODE,
    sessionTtlHours: vars.SESSION_TTL_HOURS,
    loginFailuresPerMinute: vars.LOGIN_FAILURES_PER_MINUTE,
    loginFailuresGlobalPerMinute: vars.LOGIN_FAILURES_GLOBAL_PER_MINUTE,
    registrationsPerHour: vars.REGISTRATIONS_PER_HOUR,
    captcha: { maxNumber: vars.CAPTCHA_MAX_NUMBER, ttlSeconds: vars.CAPTCHA_TTL_SECONDS },
    studentLimits: {
      commitsPerMinute: vars.COMMITS_PER_STUDENT_PER_MINUTE,
      storedBytesPerStudent: vars.STORED_BYTES_PER_STUDENT,
    },
    storageGuard: {
      minFreeBytes: vars.STORAGE_MIN_FREE_MB * MB,
      maxDatabaseBytes: vars.DATABASE_MAX_MB * MB,
    },
    errorReporting: {
      dsn: vars.SENTRY_DSN ?? null,
      environment: vars.SENTRY_ENVIRONMENT ?? vars.NODE_ENV,
    },
    analytics: { measurementId: vars.ANALYTICS_MEASUREMENT_ID ?? null },
    admin: {
      publicUrl: vars.PUBLIC_URL.replace(/\/$/, ''),
      sessionHours: vars.ADMIN_SESSION_HOURS,
    },
  };
}
