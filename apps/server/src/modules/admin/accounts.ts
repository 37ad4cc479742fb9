import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AdminLoginRequest, Staff, StaffRole } from '@clearpath/core';
import type { Database } from '../../db/client';
import { staff, staffRecoveryCodes, staffSessions, tenants } from '../../db/schema';
import { AppError } from '../../errors';
import { recordAudit, type AuditActor } from './audit';
import {
  base32,
  checkPassword,
  checkTotp,
  csrfTokenFor,
  decryptSecret,
  encryptSecret,
  formatRecoveryCode,
  hashPassword,
  hmac,
  normaliseRecoveryCode,
  sha256,
  totpUri,
} from './security';
import type { LoginThrottle } from './throttle';

export type StaffRow = typeof staff.$inferSelect;

export const ROLE_RANK: Record<StaffRole, number> = { researcher: 0, 'tenant-admin': 1, owner: 2 };
const SETUP_LINK_HOURS = 72;
const RECOVERY_CODE_COUNT = 10;
const TOKEN_BYTES = 32;

export const WRONG_LOGIN =
  'That e-mail, password or code is not right. Please check them and try again.';
const DEAD_LINK =
  'This link has expired or has already been used. Please ask your administrator for a new one.';
const WRONG_SETUP_CODE =
  'That code did not match. Check the time on your phone and enter the newest 6-digit code.';

export interface AccountDependencies {
  db: Database;
  now: () => Date;
  randomBytes: (size: number) => Uint8Array;
  /** The key TOTP secrets are sealed with and recovery codes, e-mails and CSRF tokens keyed by. */
  secret: string;
  /** Where the administration area is served (`https://tool.example.ie`), for setup links. */
  publicUrl: string;
  sessionHours: number;
  throttle: LoginThrottle;
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function staffDto(row: StaffRow): Staff {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    tenant_id: row.tenantId,
    active: row.passwordHash !== null && row.totpSecret !== null,
    disabled: row.disabled,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export function actorOf(row: StaffRow): AuditActor {
  return { id: row.id, email: row.email };
}

/** What a set-password link needs: the clock, randomness and the area's address. */
export interface SetupLinks {
  now: () => Date;
  randomBytes: (size: number) => Uint8Array;
  publicUrl: string;
}

/**
 * A fresh one-time set-password link for an account (replacing any earlier one). A new link is
 * for a lost phone or a leaked password: it also ends the account's sessions and forgets its
 * password, authenticator and recovery codes, so nothing but the new set-up signs in again.
 */
export async function issueSetupLink(
  db: Database,
  staffId: string,
  links: SetupLinks,
): Promise<string> {
  const value = Buffer.from(links.randomBytes(TOKEN_BYTES)).toString('base64url');
  const now = links.now();
  await db.transaction(async (tx) => {
    await tx
      .update(staff)
      .set({
        setupTokenHash: sha256(value),
        setupExpiresAt: new Date(now.getTime() + SETUP_LINK_HOURS * 3_600_000),
        totpPendingSecret: null,
        passwordHash: null,
        totpSecret: null,
        totpLastStep: null,
      })
      .where(eq(staff.id, staffId));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
    await revokeSessions(tx, staffId, now);
  });
  return `${links.publicUrl.replace(/\/$/, '')}/administration/setup#token=${value}`;
}

/** Ends every live session of an account. */
async function revokeSessions(db: Database, staffId: string, now: Date): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

/** Adds a staff account (CLI `add-admin`, the staff page) and answers its set-password link. */
export async function createStaffAccount(
  db: Database,
  input: { email: string; role: StaffRole; tenantId: string },
  links: SetupLinks,
  actor: AuditActor,
): Promise<{ staff: StaffRow; setupUrl: string }> {
  const email = normaliseEmail(input.email);
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, input.tenantId)).limit(1);
  if (!tenant) throw new AppError('not_found', `There is no university '${input.tenantId}'.`);
  const now = links.now();
  const [row] = await db
    .insert(staff)
    .values({ email, role: input.role, tenantId: input.tenantId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    // Named as the e-mail field's message too, so the form marks the field it is about.
    const message = 'This e-mail already has an account.';
    throw new AppError('conflict', message, { email: [message] });
  }
  const url = await issueSetupLink(db, row.id, links);
  await recordAudit(db, {
    at: now,
    actor,
    tenantId: input.tenantId,
    action: 'staff_create',
    details: { staff_id: row.id, role: input.role },
  });
  return { staff: row, setupUrl: url };
}

export function createAccountService(deps: AccountDependencies) {
  const { db } = deps;
  const token = () => Buffer.from(deps.randomBytes(TOKEN_BYTES)).toString('base64url');
  const links: SetupLinks = deps;

  async function findByEmail(email: string) {
    const [row] = await db
      .select()
      .from(staff)
      .where(eq(staff.email, normaliseEmail(email)))
      .limit(1);
    return row;
  }

  async function findBySetupToken(value: string, now: Date) {
    const [row] = await db
      .select()
      .from(staff)
      .where(and(eq(staff.setupTokenHash, sha256(value)), gt(staff.setupExpiresAt, now)))
      .limit(1);
    if (!row || row.disabled) throw new AppError('not_found', DEAD_LINK);
    return row;
  }

  async function useRecoveryCode(row: StaffRow, code: string, now: Date): Promise<boolean> {
    const codeHash = hmac(deps.secret, `recovery:${normaliseRecoveryCode(code)}`);
    const used = await db
      .update(staffRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(staffRecoveryCodes.staffId, row.id),
          eq(staffRecoveryCodes.codeHash, codeHash),
          isNull(staffRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: staffRecoveryCodes.id });
    return used.length > 0;
  }

  /** Whether the second factor is right; a TOTP step is remembered so it cannot be replayed. */
  async function secondFactorOk(row: StaffRow, code: string, now: Date): Promise<boolean> {
    if (!row.totpSecret) return false;
    if (/^\d{6}$/.test(code)) {
      const step = await checkTotp(
        decryptSecret(deps.secret, row.totpSecret),
        code,
        now,
        row.totpLastStep,
      );
      if (step === null) return false;
      await db.update(staff).set({ totpLastStep: step }).where(eq(staff.id, row.id));
      return true;
    }
    if (!(await useRecoveryCode(row, code, now))) return false;
    await recordAudit(db, {
      at: now,
      actor: actorOf(row),
      tenantId: row.tenantId,
      action: 'recovery_code_used',
    });
    return true;
  }

  return {
    issueSetupLink: (staffId: string) => issueSetupLink(db, staffId, links),

    /** Adds an account (CLI `add-admin` and the staff page) and answers its set-password link. */
    createStaff: (input: { email: string; role: StaffRole; tenantId: string }, actor: AuditActor) =>
      createStaffAccount(db, input, links, actor),

    /**
     * Opens a set-password link: the TOTP secret to enrol, kept sealed until confirmed. The
     * first opening makes it; opening the same link again (a reload, a second tab) answers the
     * same one, so the key scanned first keeps working until the link is used or replaced.
     */
    async setupStart(value: string) {
      const row = await findBySetupToken(value, deps.now());
      let sealed = row.totpPendingSecret;
      if (!sealed) {
        // Only where none is pending yet: of two openings at once, the first one's is kept.
        const [made] = await db
          .update(staff)
          .set({
            totpPendingSecret: encryptSecret(
              deps.secret,
              base32(deps.randomBytes(20)),
              deps.randomBytes(12),
            ),
          })
          .where(and(eq(staff.id, row.id), isNull(staff.totpPendingSecret)))
          .returning({ sealed: staff.totpPendingSecret });
        sealed = made?.sealed ?? (await findBySetupToken(value, deps.now())).totpPendingSecret;
      }
      if (!sealed) throw new AppError('not_found', DEAD_LINK);
      const secret = decryptSecret(deps.secret, sealed);
      return { email: row.email, totp_secret: secret, otpauth_url: totpUri(secret, row.email) };
    },

    /** Sets the password and the confirmed authenticator; answers new recovery codes, once. */
    async setupFinish(input: { token: string; password: string; code: string }) {
      const now = deps.now();
      const row = await findBySetupToken(input.token, now);
      if (!row.totpPendingSecret) throw new AppError('not_found', DEAD_LINK);
      const secret = decryptSecret(deps.secret, row.totpPendingSecret);
      const step = await checkTotp(secret, input.code, now, null);
      if (step === null)
        throw new AppError('bad_request', WRONG_SETUP_CODE, { code: [WRONG_SETUP_CODE] });
      const passwordHash = await hashPassword(input.password);
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
        formatRecoveryCode(deps.randomBytes(7)),
      );
      await db.transaction(async (tx) => {
        await tx
          .update(staff)
          .set({
            passwordHash,
            totpSecret: row.totpPendingSecret,
            totpPendingSecret: null,
            totpLastStep: step,
            setupTokenHash: null,
            setupExpiresAt: null,
          })
          .where(eq(staff.id, row.id));
        await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, row.id));
        await tx.insert(staffRecoveryCodes).values(
          codes.map((code) => ({
            staffId: row.id,
            codeHash: hmac(deps.secret, `recovery:${normaliseRecoveryCode(code)}`),
          })),
        );
        await revokeSessions(tx, row.id, now);
      });
      await recordAudit(db, {
        at: now,
        actor: actorOf(row),
        tenantId: row.tenantId,
        action: 'setup_complete',
      });
      return { recovery_codes: codes };
    },

    /**
     * Password and second factor in one step. Every failure — unknown e-mail, disabled or
     * unfinished account, wrong password or code — gets the same answer, after the same argon2
     * work, and counts against the account and the source.
     */
    async login(
      input: AdminLoginRequest,
      source: string,
    ): Promise<{ token: string; staff: StaffRow }> {
      const now = deps.now();
      const email = normaliseEmail(input.email);
      const throttled = await deps.throttle.attempt({ email, source });
      if ('waitSeconds' in throttled) {
        const minutes = Math.max(1, Math.ceil(throttled.waitSeconds / 60));
        throw new AppError(
          'rate_limited',
          `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
          undefined,
          { 'Retry-After': String(throttled.waitSeconds) },
        );
      }
      const row = await findByEmail(email);
      const passwordOk = await checkPassword(row?.passwordHash ?? null, input.password);
      const ok =
        row !== undefined &&
        !row.disabled &&
        passwordOk &&
        (await secondFactorOk(row, input.code, now));
      if (!ok || !row) {
        if (row) {
          await recordAudit(db, {
            at: now,
            actor: actorOf(row),
            tenantId: row.tenantId,
            action: 'login_failed',
          });
        }
        throw new AppError('invalid_credentials', WRONG_LOGIN);
      }
      await deps.throttle.succeeded(throttled.ticket);
      const value = token();
      await db.insert(staffSessions).values({
        tokenHash: sha256(value),
        staffId: row.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + deps.sessionHours * 3_600_000),
      });
      await db.update(staff).set({ lastLoginAt: now }).where(eq(staff.id, row.id));
      await recordAudit(db, {
        at: now,
        actor: actorOf(row),
        tenantId: row.tenantId,
        action: 'login',
      });
      return { token: value, staff: { ...row, lastLoginAt: now } };
    },

    /** The active staff member behind a session token, or undefined. */
    async staffForSession(value: string): Promise<StaffRow | undefined> {
      const [found] = await db
        .select({ staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, sha256(value)),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.expiresAt, deps.now()),
            eq(staff.disabled, false),
          ),
        )
        .limit(1);
      return found?.staff;
    },

    async logout(value: string, row: StaffRow): Promise<void> {
      const now = deps.now();
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(eq(staffSessions.tokenHash, sha256(value)));
      await recordAudit(db, {
        at: now,
        actor: actorOf(row),
        tenantId: row.tenantId,
        action: 'logout',
      });
    },

    csrfFor(value: string): string {
      return csrfTokenFor(deps.secret, value);
    },

    async findStaff(id: string): Promise<StaffRow | undefined> {
      const [row] = await db.select().from(staff).where(eq(staff.id, id)).limit(1);
      return row;
    },

    async listStaff(tenantId: string): Promise<StaffRow[]> {
      return db.select().from(staff).where(eq(staff.tenantId, tenantId)).orderBy(staff.email);
    },

    /**
     * Changes the role or disabled state, when given (a change of neither, such as a new
     * set-up link only, leaves the row as it is). Disabling ends the account's sessions.
     */
    async updateStaff(
      row: StaffRow,
      change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
    ): Promise<StaffRow> {
      const set = {
        ...(change.role ? { role: change.role } : {}),
        ...(change.disabled === undefined ? {} : { disabled: change.disabled }),
      };
      if (Object.keys(set).length === 0) return row;
      const [updated] = await db.update(staff).set(set).where(eq(staff.id, row.id)).returning();
      if (change.disabled) await revokeSessions(db, row.id, deps.now());
      return updated ?? row;
    },
  };
}
export type AccountService = ReturnType<typeof createAccountService>;
