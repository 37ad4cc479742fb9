import { z } from 'zod';
import { DrugIdSchema } from '../catalogue';
import { ExternalLinkSchema, SupportServiceSchema } from '../content/tenant-content';
import { AssetPathSchema, HexColorSchema, HttpsUrlSchema, lineText } from '../content/common';
import { DAST_SEVERITIES } from '../dast';
import { MODULE_IDS } from '../modules';
import { USER_TYPES } from '../user-type';
import { TenantIdSchema } from './auth';
import { OkResponseSchema } from './common';

/*
 * The administration API (docs/product.md §6 `/administration`, docs/architecture.md §1): staff
 * accounts, figures, the anonymised export and tenant self-service. Every route is under
 * `/api/admin`, takes no X-Tenant header (the tenant is in the path) and, apart from login and
 * account setup, needs the staff session cookie. Every request that changes something (any
 * method but GET) also needs the session's CSRF token in the `X-CSRF-Token` header.
 *
 *   POST   /api/admin/login                                  AdminLoginRequest → AdminMeResponse
 *   POST   /api/admin/logout                                 → OkResponse
 *   GET    /api/admin/me                                     → AdminMeResponse
 *   POST   /api/admin/setup/start                            AdminSetupStartRequest → AdminSetupStartResponse
 *   POST   /api/admin/setup/finish                           AdminSetupFinishRequest → AdminSetupFinishResponse
 *   GET    /api/admin/tenants                                → AdminTenantListResponse
 *   GET    /api/admin/tenants/:tenant/settings               → AdminTenantSettingsResponse
 *   PUT    /api/admin/tenants/:tenant/settings               AdminTenantSettingsRequest → AdminTenantSettingsResponse   (tenant-admin, owner)
 *   PUT    /api/admin/tenants/:tenant/logo                   the image (PNG, JPEG, WebP; LOGO_MAX_BYTES) → AdminTenantSettingsResponse (tenant-admin, owner)
 *   DELETE /api/admin/tenants/:tenant/logo                   → AdminTenantSettingsResponse                            (tenant-admin, owner)
 *   GET    /api/admin/tenants/:tenant/batches                → AdminBatchListResponse
 *   POST   /api/admin/tenants/:tenant/batches                AdminBatchCreateRequest → AdminBatchResponse             (tenant-admin, owner)
 *   POST   /api/admin/tenants/:tenant/batches/:batch/close   → AdminBatchResponse                                     (tenant-admin, owner)
 *   GET    /api/admin/tenants/:tenant/staff                  → AdminStaffListResponse                                 (tenant-admin, owner)
 *   POST   /api/admin/tenants/:tenant/staff                  AdminStaffCreateRequest → AdminStaffCreateResponse       (tenant-admin, owner)
 *   PATCH  /api/admin/tenants/:tenant/staff/:staff           AdminStaffUpdateRequest → AdminStaffResponse             (tenant-admin, owner)
 *   GET    /api/admin/tenants/:tenant/audit                  AdminAuditQuery → AdminAuditResponse                    (tenant-admin, owner)
 *   GET    /api/admin/tenants/:tenant/figures                AdminFiguresQuery → AdminFiguresResponse
 *   GET    /api/admin/tenants/:tenant/export/:table.:format  AdminExportQuery → a file (streamed)
 *          table: participants | events; format: csv | json
 *   GET    /api/admin/export/dictionary                      → AdminDataDictionaryResponse
 *
 * Roles: a researcher reads figures and exports; a tenant admin also manages batches, settings,
 * staff and reads the audit log of their tenant; an owner does all of it for every tenant. A
 * tenant the staff member may not see answers 404 (`not_found`), as if it did not exist.
 * Login failures answer 401 `invalid_credentials` with one message whether or not the e-mail
 * exists; too many attempts answer 429 `rate_limited`.
 */

/** Staff roles, least to most powerful. */
export const STAFF_ROLES = ['researcher', 'tenant-admin', 'owner'] as const;
export const StaffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof StaffRoleSchema>;

/** The header that carries the session's CSRF token on every non-GET admin request. */
export const ADMIN_CSRF_HEADER = 'x-csrf-token';

/** Shortest staff password; longer passphrases are welcome (NIST SP 800-63B). */
export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const STAFF_PASSWORD_MAX_LENGTH = 256;

export const StaffEmailSchema = z
  .email({
    // The issues of `.max` come here too.
    error: (issue: z.core.$ZodRawIssue) =>
      issue.code === 'too_big'
        ? 'An e-mail address has at most 254 characters.'
        : 'Enter an e-mail address, like name@university.ie.',
  })
  .max(254);
const StaffPasswordInput = z.string().min(1).max(STAFF_PASSWORD_MAX_LENGTH);
/** A TOTP code (6 digits) or a recovery code (`xxxxx-xxxxx`), as typed. */
export const SecondFactorCodeSchema = z.string().trim().min(6).max(32);

/** `POST /api/admin/login`: password and second factor in one step. */
export const AdminLoginRequestSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: StaffPasswordInput,
  code: SecondFactorCodeSchema,
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const StaffSchema = z.object({
  id: z.uuid(),
  email: StaffEmailSchema,
  role: StaffRoleSchema,
  tenant_id: TenantIdSchema,
  /** False until the set-password link was used. */
  active: z.boolean(),
  disabled: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  last_login_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Staff = z.infer<typeof StaffSchema>;

export const AdminTenantSummarySchema = z.object({
  id: TenantIdSchema,
  name: z.string(),
});
export type AdminTenantSummary = z.infer<typeof AdminTenantSummarySchema>;

/** `GET /api/admin/me` and the login answer: who is signed in, what they may see, the CSRF token. */
export const AdminMeResponseSchema = z.object({
  staff: StaffSchema,
  tenants: z.array(AdminTenantSummarySchema),
  csrf_token: z.string().min(16).max(128),
});
export type AdminMeResponse = z.infer<typeof AdminMeResponseSchema>;

/** The one-time token of a set-password link (`/administration/setup#token=…`). */
export const SetupTokenSchema = z.string().min(16).max(256);

/** `POST /api/admin/setup/start`: opens the link; answers a fresh TOTP secret to enrol. */
export const AdminSetupStartRequestSchema = z.object({ token: SetupTokenSchema });
export const AdminSetupStartResponseSchema = z.object({
  email: StaffEmailSchema,
  /** Base32 secret for manual entry. */
  totp_secret: z.string(),
  /** `otpauth://totp/…` for a QR code. */
  otpauth_url: z.string(),
});
export type AdminSetupStartResponse = z.infer<typeof AdminSetupStartResponseSchema>;

/** `POST /api/admin/setup/finish`: sets the password, confirms the authenticator with a code. */
export const AdminSetupFinishRequestSchema = z.object({
  token: SetupTokenSchema,
  password: z.string().min(STAFF_PASSWORD_MIN_LENGTH).max(STAFF_PASSWORD_MAX_LENGTH),
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from your app'),
});
/** Recovery codes are shown once, here; only their hashes are kept. */
export const AdminSetupFinishResponseSchema = z.object({
  recovery_codes: z.array(z.string()).min(1),
});
export type AdminSetupFinishResponse = z.infer<typeof AdminSetupFinishResponseSchema>;

/** `GET /api/admin/tenants`: the tenants the staff member may see. */
export const AdminTenantListResponseSchema = z.object({
  tenants: z.array(AdminTenantSummarySchema),
});

/** What a tenant admin edits: the fields of `content/tenants/*.yaml` (same schemas) plus settings. */
export const AdminTenantSettingsRequestSchema = z.strictObject({
  name: lineText('Fill in the name of your institution.'),
  short_name: lineText('Fill in a short name, like UCC.').max(30),
  website: HttpsUrlSchema,
  logo: AssetPathSchema.nullish(),
  colors: z
    .strictObject({ primary: HexColorSchema.optional(), secondary: HexColorSchema.optional() })
    .nullish(),
  support_services: z.array(SupportServiceSchema).max(30),
  external_links: z.array(ExternalLinkSchema).max(20),
  /** Counts below this are shown as "<n" (small-cell suppression). */
  suppression_threshold: z.int({ error: 'Enter a whole number from 2 to 50.' }).min(2).max(50),
});
export type AdminTenantSettingsRequest = z.infer<typeof AdminTenantSettingsRequestSchema>;

/**
 * The settings as kept and shown: an institution with no content file and no edits has no
 * website yet (''), which the form asks for; saving the form needs one (the request's schema).
 * A logo uploaded first keeps it empty, and students see no website link until it is given.
 */
export const AdminTenantSettingsSchema = AdminTenantSettingsRequestSchema.extend({
  website: HttpsUrlSchema.or(z.literal('')),
});
export type AdminTenantSettings = z.infer<typeof AdminTenantSettingsSchema>;

export const AdminTenantSettingsResponseSchema = z.object({
  tenant_id: TenantIdSchema,
  settings: AdminTenantSettingsSchema,
  /** When the settings were last edited here; null while they are those of the YAML file. */
  updated_at: z.iso.datetime({ offset: true }).nullable(),
});
export type AdminTenantSettingsResponse = z.infer<typeof AdminTenantSettingsResponseSchema>;

export const AdminBatchSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  is_default: z.boolean(),
  open: z.boolean(),
  created_at: z.iso.datetime({ offset: true }),
  /** Registrations so far, suppressed like every count (`"<5"`). */
  participants: z.string(),
  /** The recruitment link: the tenant's site with `?batch=<id>`. */
  recruitment_url: z.string(),
});
export type AdminBatch = z.infer<typeof AdminBatchSchema>;
export const AdminBatchResponseSchema = z.object({ batch: AdminBatchSchema });
export const AdminBatchListResponseSchema = z.object({ batches: z.array(AdminBatchSchema) });
export const AdminBatchCreateRequestSchema = z.object({
  name: lineText('Give the batch a name.').max(100),
});

export const AdminStaffListResponseSchema = z.object({ staff: z.array(StaffSchema) });
export const AdminStaffResponseSchema = z.object({ staff: StaffSchema });
export const AdminStaffCreateRequestSchema = z.object({
  email: StaffEmailSchema,
  role: StaffRoleSchema,
});
/** The new account and its one-time set-password link (valid for 72 hours). */
export const AdminStaffCreateResponseSchema = z.object({
  staff: StaffSchema,
  setup_url: z.string(),
});
export type AdminStaffCreateResponse = z.infer<typeof AdminStaffCreateResponseSchema>;
/**
 * Change the role, disable or re-enable, or issue a fresh set-password link (`reset: true`); at
 * least one of them. A new link ends the account's sessions and its password and authenticator
 * until the link is used.
 */
export const AdminStaffUpdateRequestSchema = z
  .object({
    role: StaffRoleSchema.optional(),
    disabled: z.boolean().optional(),
    reset: z.literal(true).optional(),
  })
  .refine(
    (change) => change.role !== undefined || change.disabled !== undefined || change.reset,
    'Nothing to change: give a role, disabled or reset.',
  );
export const AdminStaffUpdateResponseSchema = z.object({
  staff: StaffSchema,
  /** Present when `reset` was asked. */
  setup_url: z.string().optional(),
});

export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'logout',
  'setup_complete',
  'recovery_code_used',
  'export',
  'figures_viewed',
  'settings_update',
  'logo_update',
  'logo_remove',
  'batch_create',
  'batch_close',
  'staff_create',
  'staff_update',
  'participant_data_copied',
  'participant_erased',
] as const;
export const AuditActionSchema = z.enum(AUDIT_ACTIONS);
export type AuditAction = z.infer<typeof AuditActionSchema>;

/**
 * A whole number in a query string, as decimal digits only: `0x10`, `1e3`, ` 7` or an empty
 * value are refused, where a plain coercion to a number would read them as 16, 1000, 7 and 0.
 */
const WholeNumberParam = z
  .string()
  .regex(/^\d{1,16}$/, 'Expected a whole number')
  .transform(Number);

export const AdminAuditQuerySchema = z.object({
  /** Entries older than this id (paging backwards). */
  before: WholeNumberParam.pipe(z.int().positive()).optional(),
  limit: WholeNumberParam.pipe(z.int().min(1).max(200)).default(50),
});
export const AuditEntrySchema = z.object({
  id: z.int(),
  at: z.iso.datetime({ offset: true }),
  staff_email: z.string().nullable(),
  tenant_id: TenantIdSchema.nullable(),
  action: AuditActionSchema,
  /** What was done: export filters, the fields edited, the batch closed… never personal data. */
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AdminAuditResponseSchema = z.object({
  entries: z.array(AuditEntrySchema),
  /** Pass as `before` for the next page; null at the end. */
  next_before: z.int().nullable(),
});

const DateOnly = z.iso.date();

/**
 * The registration dates a filter may name (inclusive): a date outside them is refused with 400,
 * not passed to the database (PostgreSQL keeps no year 0, nor a day after 9999-12-31).
 */
export const FILTER_DATE_RANGE = { min: '2000-01-01', max: '2099-12-31' } as const;
const FILTER_DATE_MESSAGE = `Expected a date from ${FILTER_DATE_RANGE.min} to ${FILTER_DATE_RANGE.max}`;
const FilterDate = DateOnly.refine(
  (date) => date >= FILTER_DATE_RANGE.min && date <= FILTER_DATE_RANGE.max,
  FILTER_DATE_MESSAGE,
);
const BooleanParam = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const FiguresFilters = z.object({
  batch: z.uuid().optional(),
  from: FilterDate.optional(),
  to: FilterDate.optional(),
  include_test: BooleanParam.optional(),
});

/** Said of a filter whose start date is after its end date (both are inclusive). */
export const DATES_OUT_OF_ORDER = 'The start date is after the end date.';

/** Whether a filter's dates are in order: the start on or before the end, or either absent. */
export function filterDatesInOrder(filter: { from?: string | undefined; to?: string | undefined }) {
  return filter.from === undefined || filter.to === undefined || filter.from <= filter.to;
}

const DATES_IN_ORDER = { message: DATES_OUT_OF_ORDER, path: ['from'] };

/**
 * Filters of figures and exports: batch, registration dates (inclusive, UTC), test participants.
 * A start after the end is refused (400), not answered with empty figures.
 */
export const AdminFiguresQuerySchema = FiguresFilters.refine(filterDatesInOrder, DATES_IN_ORDER);
export type AdminFiguresQuery = z.infer<typeof AdminFiguresQuerySchema>;
/**
 * Export filters, plus `export_id`: any random text the client makes once per export (e.g. a
 * UUID) and sends with both files, so the participants and events tables of one export share
 * their pseudonymous ids; another export_id gives other ids. Without it each file gets its own.
 */
export const AdminExportQuerySchema = FiguresFilters.extend({
  export_id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Expected 8–64 letters, digits, _ or -')
    .optional(),
}).refine(filterDatesInOrder, DATES_IN_ORDER);
export type AdminExportQuery = z.infer<typeof AdminExportQuerySchema>;
export const EXPORT_TABLES = ['participants', 'events'] as const;
export const EXPORT_FORMATS = ['csv', 'json'] as const;

/**
 * A count after small-cell suppression: `count` is null when suppressed, `label` is what to show
 * (`"12"`; `"<5"` for a count below the threshold; `"hidden"` for one of 5 or more hidden beside a
 * single small one, docs/decisions/0007).
 */
export const SuppressedCountSchema = z.object({
  count: z.int().min(0).nullable(),
  label: z.string(),
});
export type SuppressedCount = z.infer<typeof SuppressedCountSchema>;

const ModuleIdOut = z.enum(MODULE_IDS);

/** `GET /api/admin/tenants/:tenant/figures`. */
export const AdminFiguresResponseSchema = z.object({
  tenant_id: TenantIdSchema,
  filters: z.object({
    batch: z.uuid().nullable(),
    from: DateOnly.nullable(),
    to: DateOnly.nullable(),
    include_test: z.boolean(),
  }),
  threshold: z.int(),
  participants: SuppressedCountSchema,
  /** Registrations per ISO week (period = the Monday, YYYY-MM-DD). */
  registrations: z.array(z.object({ period: DateOnly, count: SuppressedCountSchema })),
  /** DAST severity bands; `Not answered` for students who have not reached the screening. */
  dast_bands: z.array(
    z.object({ band: z.enum([...DAST_SEVERITIES, 'Not answered']), count: SuppressedCountSchema }),
  ),
  user_types: z.array(
    z.object({ user_type: z.literal(USER_TYPES).nullable(), count: SuppressedCountSchema }),
  ),
  primary_drugs: z.array(
    z.object({ drug: DrugIdSchema.nullable(), name: z.string(), count: SuppressedCountSchema }),
  ),
  /** Per user type's path: how many started and completed each module, in path order. */
  funnel: z.array(
    z.object({
      user_type: z.literal(USER_TYPES),
      steps: z.array(
        z.object({
          module: ModuleIdOut,
          started: SuppressedCountSchema,
          completed: SuppressedCountSchema,
        }),
      ),
    }),
  ),
  /** The page each student was last on, by page, in the programme's order (`comparePageIds`). */
  drop_off: z.array(z.object({ page: z.string(), count: SuppressedCountSchema })),
  optional_modules: z.array(
    z.object({
      module: ModuleIdOut,
      unlocked: SuppressedCountSchema,
      completed: SuppressedCountSchema,
    }),
  ),
  /** Median minutes from a module's first to last answer; null when too few students. */
  module_minutes: z.array(
    z.object({
      module: ModuleIdOut,
      students: SuppressedCountSchema,
      median_minutes: z.number().nullable(),
    }),
  ),
  /** Descriptive-norm guesses against the targets (docs/product.md §3). */
  descriptive_norms: z.array(
    z.object({
      item: z.int().min(0),
      target: z.number(),
      median_guess: z.number().nullable(),
      below: SuppressedCountSchema,
      near: SuppressedCountSchema,
      above: SuppressedCountSchema,
    }),
  ),
});
export type AdminFiguresResponse = z.infer<typeof AdminFiguresResponseSchema>;

/** One column of an export table. */
export const DataDictionaryColumnSchema = z.object({
  name: z.string(),
  type: z.enum(['string', 'integer', 'number', 'boolean', 'date-time', 'json']),
  nullable: z.boolean(),
  description: z.string(),
  /** Allowed values, when the column is an enumeration. */
  allowed: z.array(z.union([z.string(), z.number()])).optional(),
  /** The specification item the column comes from (`docs/product.md §3 …`). */
  spec: z.string(),
});
export type DataDictionaryColumn = z.infer<typeof DataDictionaryColumnSchema>;
/** `GET /api/admin/export/dictionary`. */
export const AdminDataDictionaryResponseSchema = z.object({
  tables: z.array(
    z.object({
      table: z.enum(EXPORT_TABLES),
      description: z.string(),
      columns: z.array(DataDictionaryColumnSchema),
    }),
  ),
});
export type AdminDataDictionaryResponse = z.infer<typeof AdminDataDictionaryResponseSchema>;

export const AdminOkResponseSchema = OkResponseSchema;
