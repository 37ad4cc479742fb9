import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { StaffEmailSchema, StaffRoleSchema } from '@clearpath/core';
import type { Database } from './db/client';
import { AppError } from './errors';
import { createStaffAccount } from './modules/admin/accounts';
import {
  eraseParticipant,
  findParticipantByCode,
  participantData,
} from './modules/admin/participant-rights';
import { recruitmentUrl } from './modules/admin/tenant-settings';
import type { AdminConfig } from './config';
import { DEFAULT_TENANT_SEED, ensureTenant } from './db/seed';
import { createBatch, findTenant, listBatches } from './modules/tenants/repository';

export const USAGE = `Usage: node apps/server/dist/cli.js <command>

Commands:
  migrate                                 apply pending database migrations
  seed                                    make sure the default tenant 'ucc' and its default batch exist
  add-tenant <id> <name>                  add a tenant (id = the host label, e.g. tcd) with a default batch
  add-batch <tenant> <name> [--default]   add a recruitment batch; --default makes it the tenant's default
  list-batches <tenant>                   list a tenant's batches with their ids
  add-admin <email> --tenant <id> --role researcher|tenant-admin|owner
                                          add a staff account of the administration area and
                                          print its one-time set-password link (valid 72 hours)
  participant-data --tenant <id>          a student's request for their data: print, as JSON,
                                          everything stored for the access code read from
                                          standard input
  erase-participant --tenant <id> --yes   a student's request to be forgotten: erase everything
                                          stored for the access code read from standard input

Access codes are read from standard input, never from the command line (which shells keep).

The database is chosen as for the server: DATABASE_URL, else the embedded one in DATA_DIR (./data).
Links start with PUBLIC_URL (default http://localhost:3000).`;

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface CliIo {
  print: (line: string) => void;
  error: (line: string) => void;
  /** Reads one line of standard input (an access code), or null when there is none. */
  readLine: (prompt: string) => Promise<string | null>;
}

/** What the student-rights commands need beside the database. */
export interface CliSecrets {
  /** The secret access codes are hashed with (`resolveCodePepper`). */
  codePepper: string;
  now: () => Date;
}

const CLI_ACTOR = { id: null, email: 'command line' };
const NO_SUCH_CODE = (tenant: string) =>
  `No student of '${tenant}' has this access code. Check it with the student: 12 letters and digits, like ABCD-EFGH-JKMN.`;

/** Runs one CLI command against an open, migrated database. Returns the exit code. */
export async function runCommand(
  db: Database,
  argv: string[],
  io: CliIo,
  admin: AdminConfig,
  secrets: CliSecrets,
): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      default: { type: 'boolean', default: false },
      tenant: { type: 'string' },
      role: { type: 'string' },
      yes: { type: 'boolean', default: false },
    },
  });
  const [command, ...rest] = positionals;
  switch (command) {
    case 'migrate':
      io.print('Migrations applied.');
      return 0;
    case 'seed':
      await ensureTenant(db, DEFAULT_TENANT_SEED);
      io.print(`Tenant '${DEFAULT_TENANT_SEED.id}' is ready.`);
      return 0;
    case 'add-tenant': {
      const [id, ...nameParts] = rest;
      const name = nameParts.join(' ').trim();
      if (!id || !TENANT_ID.test(id) || !name) {
        io.error('add-tenant needs an id (lower-case letters, digits, dashes) and a name.');
        return 1;
      }
      await ensureTenant(db, { id, name });
      io.print(`Tenant '${id}' is ready with a default batch.`);
      return 0;
    }
    case 'add-batch': {
      const [tenantId, ...nameParts] = rest;
      const name = nameParts.join(' ').trim();
      if (!tenantId || !name) {
        io.error('add-batch needs a tenant id and a batch name.');
        return 1;
      }
      if (!(await findTenant(db, tenantId))) {
        io.error(`No tenant '${tenantId}'. Add it first with add-tenant.`);
        return 1;
      }
      let batch;
      try {
        batch = await createBatch(db, { tenantId, name, makeDefault: values.default });
      } catch (error) {
        if (error instanceof AppError) {
          io.error(error.message);
          return 1;
        }
        throw error;
      }
      io.print(`Batch '${batch.name}' added to '${tenantId}' with id ${batch.id}.`);
      io.print(`Recruitment link: ${recruitmentUrl(admin.publicUrl, tenantId, batch.id)}`);
      return 0;
    }
    case 'list-batches': {
      const [tenantId] = rest;
      if (!tenantId) {
        io.error('list-batches needs a tenant id.');
        return 1;
      }
      for (const batch of await listBatches(db, tenantId)) {
        const flags = [batch.isDefault ? 'default' : '', batch.open ? 'open' : 'closed'].filter(
          Boolean,
        );
        io.print(`${batch.id}  ${batch.name}  (${flags.join(', ')})`);
      }
      return 0;
    }
    case 'add-admin': {
      const email = StaffEmailSchema.safeParse(rest[0]);
      const role = StaffRoleSchema.safeParse(values.role);
      if (!email.success || !role.success || !values.tenant) {
        io.error(
          'add-admin needs an e-mail, --tenant <id> and --role researcher, tenant-admin or owner.',
        );
        return 1;
      }
      try {
        const created = await createStaffAccount(
          db,
          { email: email.data, role: role.data, tenantId: values.tenant },
          {
            now: () => new Date(),
            randomBytes: (size) => randomBytes(size),
            publicUrl: admin.publicUrl,
          },
          { id: null, email: 'command line' },
        );
        io.print(`Staff account ${created.staff.email} (${role.data}, ${values.tenant}) added.`);
        io.print('Send them this one-time link to set a password and an authenticator app');
        io.print(`(valid for 72 hours): ${created.setupUrl}`);
        return 0;
      } catch (error) {
        if (error instanceof AppError) {
          io.error(error.message);
          return 1;
        }
        throw error;
      }
    }
    case 'participant-data':
    case 'erase-participant': {
      const tenant = values.tenant;
      if (!tenant) {
        io.error(`${command} needs --tenant <id>: the university the student joined through.`);
        return 1;
      }
      const erase = command === 'erase-participant';
      if (erase && !values.yes) {
        io.error(
          'erase-participant erases all of a student’s answers for good: add --yes to go ahead.',
        );
        return 1;
      }
      const code = await io.readLine('Access code: ');
      const found =
        code === null ? null : await findParticipantByCode(db, secrets.codePepper, tenant, code);
      if (found === null) {
        io.error(NO_SUCH_CODE(tenant));
        return 1;
      }
      if (erase) {
        const erased = await eraseParticipant(db, found, CLI_ACTOR, secrets.now());
        io.print(
          `Erased: the student's ${erased.answers} answers, their saved progress, their sessions and their access code.`,
        );
      } else {
        io.print(
          JSON.stringify(await participantData(db, found, CLI_ACTOR, secrets.now()), null, 2),
        );
      }
      return 0;
    }
    default:
      io.error(`Unknown command '${command ?? ''}'.\n\n${USAGE}`);
      return 1;
  }
}
