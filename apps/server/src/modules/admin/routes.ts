import { randomBytes as nodeRandomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_CSRF_HEADER,
  AdminAuditQuerySchema,
  AdminAuditResponseSchema,
  AdminBatchCreateRequestSchema,
  AdminBatchListResponseSchema,
  AdminBatchResponseSchema,
  AdminDataDictionaryResponseSchema,
  AdminExportQuerySchema,
  AdminFiguresQuerySchema,
  AdminFiguresResponseSchema,
  AdminLoginRequestSchema,
  AdminMeResponseSchema,
  AdminOkResponseSchema,
  AdminSetupFinishRequestSchema,
  AdminSetupFinishResponseSchema,
  AdminSetupStartRequestSchema,
  AdminSetupStartResponseSchema,
  AdminStaffCreateRequestSchema,
  AdminStaffCreateResponseSchema,
  AdminStaffListResponseSchema,
  AdminStaffUpdateRequestSchema,
  AdminStaffUpdateResponseSchema,
  AdminTenantListResponseSchema,
  AdminTenantSettingsRequestSchema,
  AdminTenantSettingsResponseSchema,
  dataDictionary,
  ErrorBodySchema,
  LOGO_MAX_BYTES,
  ownWordsKeys,
  TenantIdSchema,
  type AdminMeResponse,
  type StaffRole,
  type TenantContent,
  type WidgetOnPage,
} from '@clearpath/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { limitSource } from '../../limits/source';
import { deriveSecret } from '../auth/crypto';
import { findTenant, forgetTenantCached, type TenantRow } from '../tenants/repository';
import { actorOf, ROLE_RANK, staffDto, type AccountService, type StaffRow } from './accounts';
import { listAudit, recordAudit } from './audit';
import { removeLogo, requireOwnLogo, storeLogo } from './logo';
import type { AdminConfig } from '../../config';
import { exportEvents, exportParticipants } from './export';
import { computeFigures } from './figures';
import { filterOf } from './participants-source';
import { safeEqual } from './security';
import {
  addBatch,
  batchDto,
  closeBatch,
  listTenantBatches,
  saveSettings,
  changedSettings,
  settingsOf,
  thresholdOf,
} from './tenant-settings';

export interface AdminRouteOptions {
  db: Database;
  now: () => Date;
  accounts: AccountService;
  config: AdminConfig;
  pepper: string;
  /** The tenants of `content/tenants/*.yaml`, the settings before any edit. */
  yamlTenants: Readonly<Record<string, TenantContent>>;
  /** The content's pages and their widgets: where the export finds the students' own words. */
  pages: readonly PageWithWidgets[];
  randomBytes?: (size: number) => Uint8Array;
}

/** A content page as the export needs it: its id and widgets (packages/content's CompiledPage). */
export interface PageWithWidgets {
  id: string;
  widgets: readonly WidgetOnPage[];
}

/** The session cookie: `__Host-` (Secure, whole site, no domain) when served over https. */
export const SESSION_COOKIE = 'clearpath_admin';
const SECURE_COOKIE = `__Host-${SESSION_COOKIE}`;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const NO_ACCESS = 'There is no such university, or you do not have access to it.';

export function readSessionCookie(header: string | undefined): string | null {
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === SECURE_COOKIE || name === SESSION_COOKIE) {
      const value = rest.join('=');
      if (/^[A-Za-z0-9_-]{16,128}$/.test(value)) return value;
    }
  }
  return null;
}

function sessionCookie(request: FastifyRequest, value: string, maxAgeSeconds: number): string {
  const secure = request.protocol === 'https';
  return [
    `${secure ? SECURE_COOKIE : SESSION_COOKIE}=${value}`,
    'Path=/',
    'HttpOnly',
    'SameSite=Strict',
    `Max-Age=${maxAgeSeconds}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

interface StaffContext {
  staff: StaffRow;
  token: string;
  /** The tenant of the path, once `requireTenant` let the staff member in. */
  tenant?: TenantRow;
}

const tenantParams = z.object({ tenant: TenantIdSchema });
const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
};
const EXPORT_FILES = [
  'participants.csv',
  'participants.json',
  'events.csv',
  'events.json',
] as const;

export function adminRoutes(options: AdminRouteOptions): FastifyPluginAsyncZod {
  const { db, accounts, config } = options;
  const randomBytes = options.randomBytes ?? ((size: number) => nodeRandomBytes(size));
  const cellKeySalt = deriveSecret(options.pepper, 'cell-key');
  const exportSecret = deriveSecret(options.pepper, 'export-pseudonyms');
  const ownWords = new Map(
    options.pages.map((page) => [page.id, new Set(ownWordsKeys(page.widgets))] as const),
  );
  const ownWordsOn = (pageId: string): ReadonlySet<string> | undefined => ownWords.get(pageId);
  const contexts = new WeakMap<FastifyRequest, StaffContext>();

  function current(request: FastifyRequest): StaffContext {
    const context = contexts.get(request);
    if (!context) throw new Error('admin route is missing requireStaff');
    return context;
  }

  /** Every request but login and setup: a live session, and the CSRF token on a change. */
  async function requireStaff(request: FastifyRequest): Promise<void> {
    const token = readSessionCookie(request.headers.cookie);
    const row = token ? await accounts.staffForSession(token) : undefined;
    if (!token || !row) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers[ADMIN_CSRF_HEADER];
      if (typeof sent !== 'string' || !safeEqual(sent, accounts.csrfFor(token))) {
        throw new AppError(
          'forbidden',
          'This change could not be checked as yours. Please reload the page and try again.',
        );
      }
    }
    contexts.set(request, { staff: row, token });
  }

  /** The tenant, when the staff member may see it with at least `role`; 404 when not theirs. */
  async function tenantFor(
    request: FastifyRequest,
    tenantId: string,
    role: StaffRole,
  ): Promise<TenantRow> {
    const { staff } = current(request);
    const visible = staff.role === 'owner' || staff.tenantId === tenantId;
    const tenant = visible ? await findTenant(db, tenantId) : undefined;
    if (!tenant) throw new AppError('not_found', NO_ACCESS);
    if (ROLE_RANK[staff.role] < ROLE_RANK[role]) {
      throw new AppError('forbidden', 'Your role does not allow this. Please ask a tenant admin.');
    }
    return tenant;
  }

  /**
   * The tenant of the path with at least `role`, as a hook: it runs after `requireStaff` and
   * before the body is read or validated, so a call the staff member may not make is answered
   * 404 or 403 whatever it carries, never 400 listing fields (or 413 for a large upload).
   */
  function requireTenant(role: StaffRole) {
    return async (request: FastifyRequest): Promise<void> => {
      const { tenant } = request.params as { tenant?: unknown };
      const context = current(request);
      context.tenant = await tenantFor(request, typeof tenant === 'string' ? tenant : '', role);
    };
  }

  /** The tenant `requireTenant` found for this request. */
  function tenantOf(request: FastifyRequest): TenantRow {
    const { tenant } = current(request);
    if (!tenant) throw new Error('admin route is missing requireTenant');
    return tenant;
  }

  async function visibleTenants(staff: StaffRow) {
    const rows =
      staff.role === 'owner'
        ? await db.select().from(tenants).orderBy(tenants.id)
        : await db.select().from(tenants).where(eq(tenants.id, staff.tenantId));
    return rows.map((row) => ({ id: row.id, name: row.name }));
  }

  async function me(staff: StaffRow, token: string): Promise<AdminMeResponse> {
    return {
      staff: staffDto(staff),
      tenants: await visibleTenants(staff),
      csrf_token: accounts.csrfFor(token),
    };
  }

  function audit(
    request: FastifyRequest,
    tenantId: string,
    action: Parameters<typeof recordAudit>[1]['action'],
    details?: Record<string, unknown>,
  ) {
    return recordAudit(db, {
      at: options.now(),
      actor: actorOf(current(request).staff),
      tenantId,
      action,
      ...(details ? { details } : {}),
    });
  }

  return async (app) => {
    const tags = ['administration'];
    // Checked before the body is read: without a session nothing about the call is said, and
    // without access to the tenant (or the role the call needs) nothing about its body.
    const onRequest = [requireStaff];
    const forResearchers = [requireStaff, requireTenant('researcher')];
    const forAdmins = [requireStaff, requireTenant('tenant-admin')];
    app.addHook('onSend', async (_request, reply: FastifyReply) => {
      void reply.header('Cache-Control', 'no-store');
    });

    app.post(
      '/admin/login',
      {
        schema: {
          summary: 'Staff sign-in with password and TOTP (or a recovery code)',
          tags,
          body: AdminLoginRequestSchema,
          response: { 200: AdminMeResponseSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
        },
      },
      async (request, reply) => {
        const { token, staff } = await accounts.login(request.body, limitSource(request.ip));
        void reply.header('Set-Cookie', sessionCookie(request, token, config.sessionHours * 3600));
        return me(staff, token);
      },
    );

    app.post(
      '/admin/logout',
      {
        onRequest,
        schema: {
          summary: 'Staff sign-out',
          tags,
          response: { 200: AdminOkResponseSchema, ...errors },
        },
      },
      async (request, reply) => {
        const { staff, token } = current(request);
        await accounts.logout(token, staff);
        void reply.header('Set-Cookie', sessionCookie(request, '', 0));
        return { status: true as const };
      },
    );

    app.get(
      '/admin/me',
      {
        onRequest,
        schema: {
          summary: 'The signed-in staff member',
          tags,
          response: { 200: AdminMeResponseSchema, ...errors },
        },
      },
      async (request) => {
        const { staff, token } = current(request);
        return me(staff, token);
      },
    );

    app.post(
      '/admin/setup/start',
      {
        schema: {
          summary: 'Open a set-password link: a TOTP secret to enrol',
          tags,
          body: AdminSetupStartRequestSchema,
          response: { 200: AdminSetupStartResponseSchema, 404: ErrorBodySchema },
        },
      },
      async (request) => accounts.setupStart(request.body.token),
    );

    app.post(
      '/admin/setup/finish',
      {
        schema: {
          summary: 'Set the password and confirm the authenticator; answers recovery codes once',
          tags,
          body: AdminSetupFinishRequestSchema,
          response: {
            200: AdminSetupFinishResponseSchema,
            400: ErrorBodySchema,
            404: ErrorBodySchema,
          },
        },
      },
      async (request) => accounts.setupFinish(request.body),
    );

    app.get(
      '/admin/tenants',
      {
        onRequest,
        schema: {
          summary: 'Universities the staff member may see',
          tags,
          response: { 200: AdminTenantListResponseSchema, ...errors },
        },
      },
      async (request) => ({ tenants: await visibleTenants(current(request).staff) }),
    );

    app.get(
      '/admin/tenants/:tenant/settings',
      {
        onRequest: forResearchers,
        schema: {
          summary: "A university's editable settings",
          tags,
          params: tenantParams,
          response: { 200: AdminTenantSettingsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return {
          tenant_id: tenant.id,
          settings: settingsOf(tenant, options.yamlTenants[tenant.id] ?? null),
          updated_at: tenant.settingsUpdatedAt?.toISOString() ?? null,
        };
      },
    );

    app.put(
      '/admin/tenants/:tenant/settings',
      {
        onRequest: forAdmins,
        schema: {
          summary: "Edit a university's name, colours, logo, support services and links",
          tags,
          params: tenantParams,
          body: AdminTenantSettingsRequestSchema,
          response: { 200: AdminTenantSettingsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const yaml = options.yamlTenants[tenant.id] ?? null;
        const before = settingsOf(tenant, yaml);
        await requireOwnLogo(db, tenant.id, request.body.logo, yaml?.logo);
        const saved = await saveSettings(db, tenant.id, request.body, options.now());
        // Students of this process see the edit with their next request.
        forgetTenantCached(db, tenant.id);
        await audit(request, tenant.id, 'settings_update', {
          fields: changedSettings(before, request.body),
        });
        return {
          tenant_id: saved.id,
          settings: request.body,
          updated_at: saved.settingsUpdatedAt?.toISOString() ?? null,
        };
      },
    );

    /**
     * Changes the tenant's logo (`write` stores or removes it and answers its address, or none)
     * and its settings to match, in one transaction: a failure leaves both as they were.
     */
    async function changeLogo(tenant: TenantRow, write: (tx: Database) => Promise<string | null>) {
      const answer = await db.transaction(async (tx) => {
        const logo = await write(tx);
        const settings = { ...settingsOf(tenant, options.yamlTenants[tenant.id] ?? null), logo };
        const saved = await saveSettings(tx, tenant.id, settings, options.now());
        return {
          tenant_id: saved.id,
          settings,
          updated_at: saved.settingsUpdatedAt?.toISOString() ?? null,
        };
      });
      forgetTenantCached(db, tenant.id);
      return answer;
    }

    // The logo is the only call whose body is a file: its parser (any type, read as bytes up to
    // LOGO_MAX_BYTES; storeLogo judges them) is in a context of its own.
    await app.register(async (context) => {
      const uploads = context.withTypeProvider<ZodTypeProvider>();
      uploads.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: LOGO_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      uploads.put(
        '/admin/tenants/:tenant/logo',
        {
          onRequest: forAdmins,
          schema: {
            summary: "Upload a university's logo (the image as the body: PNG, JPEG or WebP)",
            description: `At most ${LOGO_MAX_BYTES} bytes. Students see it on their menu at once.`,
            tags,
            params: tenantParams,
            response: { 200: AdminTenantSettingsResponseSchema, ...errors, 413: ErrorBodySchema },
          },
        },
        async (request) => {
          const tenant = tenantOf(request);
          const answer = await changeLogo(tenant, (tx) =>
            storeLogo(tx, tenant.id, request.body, options.now()),
          );
          await audit(request, tenant.id, 'logo_update', { logo: answer.settings.logo });
          return answer;
        },
      );
    });

    app.delete(
      '/admin/tenants/:tenant/logo',
      {
        onRequest: forAdmins,
        schema: {
          summary: "Remove a university's logo",
          tags,
          params: tenantParams,
          response: { 200: AdminTenantSettingsResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const answer = await changeLogo(tenant, async (tx) => {
          await removeLogo(tx, tenant.id);
          return null;
        });
        await audit(request, tenant.id, 'logo_remove');
        return answer;
      },
    );

    app.get(
      '/admin/tenants/:tenant/batches',
      {
        onRequest: forResearchers,
        schema: {
          summary: "A university's batches",
          tags,
          params: tenantParams,
          response: { 200: AdminBatchListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return { batches: await listTenantBatches(db, tenant, config.publicUrl, cellKeySalt) };
      },
    );

    app.post(
      '/admin/tenants/:tenant/batches',
      {
        onRequest: forAdmins,
        schema: {
          summary: 'Add a recruitment batch',
          tags,
          params: tenantParams,
          body: AdminBatchCreateRequestSchema,
          response: { 200: AdminBatchResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const batch = await addBatch(db, tenant.id, request.body.name);
        await audit(request, tenant.id, 'batch_create', { batch: batch.id, name: batch.name });
        return { batch: batchDto(batch, config.publicUrl, `<${thresholdOf(tenant)}`) };
      },
    );

    app.post(
      '/admin/tenants/:tenant/batches/:batch/close',
      {
        onRequest: forAdmins,
        schema: {
          summary: 'Close a batch: its recruitment link then says so',
          tags,
          params: tenantParams.extend({ batch: z.uuid() }),
          response: { 200: AdminBatchResponseSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        await closeBatch(db, tenant.id, request.params.batch);
        await audit(request, tenant.id, 'batch_close', { batch: request.params.batch });
        const batches = await listTenantBatches(db, tenant, config.publicUrl, cellKeySalt);
        const batch = batches.find((entry) => entry.id === request.params.batch);
        if (!batch) throw new AppError('not_found', 'There is no such batch.');
        return { batch };
      },
    );

    app.get(
      '/admin/tenants/:tenant/staff',
      {
        onRequest: forAdmins,
        schema: {
          summary: "A university's staff accounts",
          tags,
          params: tenantParams,
          response: { 200: AdminStaffListResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return { staff: (await accounts.listStaff(tenant.id)).map(staffDto) };
      },
    );

    app.post(
      '/admin/tenants/:tenant/staff',
      {
        onRequest: forAdmins,
        schema: {
          summary: 'Add a staff account; answers its one-time set-password link',
          tags,
          params: tenantParams,
          body: AdminStaffCreateRequestSchema,
          response: { 200: AdminStaffCreateResponseSchema, 409: ErrorBodySchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const actor = current(request).staff;
        if (request.body.role === 'owner' && actor.role !== 'owner') {
          throw new AppError('forbidden', 'Only an owner can add an owner.');
        }
        const created = await accounts.createStaff(
          { email: request.body.email, role: request.body.role, tenantId: tenant.id },
          actorOf(actor),
        );
        return { staff: staffDto(created.staff), setup_url: created.setupUrl };
      },
    );

    app.patch(
      '/admin/tenants/:tenant/staff/:staff',
      {
        onRequest: forAdmins,
        schema: {
          summary: 'Change a role, disable or enable an account, or issue a new set-password link',
          tags,
          params: tenantParams.extend({ staff: z.uuid() }),
          body: AdminStaffUpdateRequestSchema,
          response: { 200: AdminStaffUpdateResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const actor = current(request).staff;
        const target = await accounts.findStaff(request.params.staff);
        if (!target || target.tenantId !== tenant.id)
          throw new AppError('not_found', 'There is no such staff account.');
        if (target.id === actor.id) {
          throw new AppError(
            'bad_request',
            'You cannot change your own role or access. Please ask another admin.',
          );
        }
        if ((target.role === 'owner' || request.body.role === 'owner') && actor.role !== 'owner') {
          throw new AppError('forbidden', 'Only an owner can change an owner.');
        }
        let updated = await accounts.updateStaff(target, request.body);
        const setupUrl = request.body.reset ? await accounts.issueSetupLink(target.id) : undefined;
        // The link ended the account's set-up: it answers as not set up until the link is used.
        if (setupUrl) updated = (await accounts.findStaff(target.id)) ?? updated;
        await audit(request, tenant.id, 'staff_update', {
          staff_id: target.id,
          ...(request.body.role ? { role: request.body.role } : {}),
          ...(request.body.disabled === undefined ? {} : { disabled: request.body.disabled }),
          ...(request.body.reset ? { reset: true } : {}),
        });
        return { staff: staffDto(updated), ...(setupUrl ? { setup_url: setupUrl } : {}) };
      },
    );

    app.get(
      '/admin/tenants/:tenant/audit',
      {
        onRequest: forAdmins,
        schema: {
          summary: 'The audit log of a university, newest first',
          tags,
          params: tenantParams,
          querystring: AdminAuditQuerySchema,
          response: { 200: AdminAuditResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        return listAudit(db, [tenant.id], request.query);
      },
    );

    app.get(
      '/admin/tenants/:tenant/figures',
      {
        onRequest: forResearchers,
        schema: {
          summary: 'Aggregate figures with small-cell suppression',
          tags,
          params: tenantParams,
          querystring: AdminFiguresQuerySchema,
          response: { 200: AdminFiguresResponseSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = tenantOf(request);
        const filter = await filterOf(db, tenant.id, request.query);
        const figures = await computeFigures(db, filter, thresholdOf(tenant), cellKeySalt);
        await audit(request, tenant.id, 'figures_viewed', { ...figures.filters });
        return figures;
      },
    );

    app.get(
      '/admin/tenants/:tenant/export/:file',
      {
        onRequest: forResearchers,
        schema: {
          summary: 'The anonymised export: participants or events, CSV or JSON (streamed)',
          tags,
          params: tenantParams.extend({ file: z.enum(EXPORT_FILES) }),
          querystring: AdminExportQuerySchema,
        },
      },
      async (request, reply) => {
        const tenant = tenantOf(request);
        const [table, format] = request.params.file.split('.') as [
          'participants' | 'events',
          'csv' | 'json',
        ];
        const filter = await filterOf(db, tenant.id, request.query);
        const exportKey = deriveSecret(
          exportSecret,
          request.query.export_id
            ? `${current(request).staff.id}:${request.query.export_id}`
            : Buffer.from(randomBytes(32)).toString('base64url'),
        );
        await audit(request, tenant.id, 'export', {
          table,
          format,
          batch: filter.batch,
          from: filter.from,
          to: filter.to,
          include_test: filter.includeTest,
        });
        const chunks =
          table === 'participants'
            ? exportParticipants(db, filter, { format, exportKey, salt: cellKeySalt })
            : exportEvents(db, filter, { format, exportKey, ownWordsOn });
        const day = options.now().toISOString().slice(0, 10);
        return reply
          .type(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json; charset=utf-8')
          .header(
            'Content-Disposition',
            `attachment; filename="clearpath-${tenant.id}-${table}-${day}.${format}"`,
          )
          .send(Readable.from(chunks));
      },
    );

    app.get(
      '/admin/export/dictionary',
      {
        onRequest,
        schema: {
          summary: 'The data dictionary of the export',
          tags,
          response: { 200: AdminDataDictionaryResponseSchema, ...errors },
        },
      },
      async () => dataDictionary(),
    );
  };
}
