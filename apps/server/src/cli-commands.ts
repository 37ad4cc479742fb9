import { parseArgs } from 'node:util';
import type { Database } from './db/client';
import { DEFAULT_TENANT_SEED, ensureTenant } from './db/seed';
import { createBatch, findTenant, listBatches } from './modules/tenants/repository';

export const USAGE = `Usage: node apps/server/dist/cli.js <command>

Commands:
  migrate                                 apply pending database migrations
  seed                                    make sure the default tenant 'ucc' and its default batch exist
  add-tenant <id> <name>                  add a tenant (id = the host label, e.g. tcd) with a default batch
  add-batch <tenant> <name> [--default]   add a recruitment batch; --default makes it the tenant's default
  list-batches <tenant>                   list a tenant's batches with their ids

The database is chosen as for the server: DATABASE_URL, else the embedded one in DATA_DIR (./data).`;

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface CliIo {
  print: (line: string) => void;
  error: (line: string) => void;
}

/** Runs one CLI command against an open, migrated database. Returns the exit code. */
export async function runCommand(db: Database, argv: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { default: { type: 'boolean', default: false } },
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
      const batch = await createBatch(db, { tenantId, name, makeDefault: values.default });
      io.print(`Batch '${batch.name}' added to '${tenantId}' with id ${batch.id}.`);
      io.print(`Recruitment link: https://${tenantId}.<your-domain>/?batch=${batch.id}`);
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
    default:
      io.error(`Unknown command '${command ?? ''}'.\n\n${USAGE}`);
      return 1;
  }
}
