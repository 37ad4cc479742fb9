import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DEFAULT_TENANT_SEED, ensureTenant } from './db/seed';
import { createBatch, findTenant, listBatches } from './modules/tenants/repository';
import { MIGRATIONS_DIR } from './paths';

const USAGE = `Usage: node apps/server/dist/cli.js <command>

Commands:
  migrate                                 apply pending database migrations
  seed                                    make sure the default tenant 'ucc' and its default batch exist
  add-tenant <id> <name>                  add a tenant (id = the host label, e.g. tcd) with a default batch
  add-batch <tenant> <name> [--default]   add a recruitment batch; --default makes it the tenant's default
  list-batches <tenant>                   list a tenant's batches with their ids

The database is chosen as for the server: DATABASE_URL, else the embedded one in DATA_DIR (./data).`;

const TENANT_ID = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

async function run(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      default: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...rest] = positionals;
  if (!command || values.help) {
    console.log(USAGE);
    return command || values.help ? 0 : 1;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await database.migrate(MIGRATIONS_DIR);
    switch (command) {
      case 'migrate':
        console.log('Migrations applied.');
        return 0;
      case 'seed':
        await ensureTenant(database.db, DEFAULT_TENANT_SEED);
        console.log(`Tenant '${DEFAULT_TENANT_SEED.id}' is ready.`);
        return 0;
      case 'add-tenant': {
        const [id, ...nameParts] = rest;
        const name = nameParts.join(' ').trim();
        if (!id || !TENANT_ID.test(id) || !name) {
          console.error('add-tenant needs an id (lower-case letters, digits, dashes) and a name.');
          return 1;
        }
        await ensureTenant(database.db, { id, name });
        console.log(`Tenant '${id}' is ready with a default batch.`);
        return 0;
      }
      case 'add-batch': {
        const [tenantId, ...nameParts] = rest;
        const name = nameParts.join(' ').trim();
        if (!tenantId || !name) {
          console.error('add-batch needs a tenant id and a batch name.');
          return 1;
        }
        if (!(await findTenant(database.db, tenantId))) {
          console.error(`No tenant '${tenantId}'. Add it first with add-tenant.`);
          return 1;
        }
        const batch = await createBatch(database.db, {
          tenantId,
          name,
          makeDefault: values.default,
        });
        console.log(`Batch '${batch.name}' added to '${tenantId}' with id ${batch.id}.`);
        console.log(`Recruitment link: https://${tenantId}.<your-domain>/?batch=${batch.id}`);
        return 0;
      }
      case 'list-batches': {
        const [tenantId] = rest;
        if (!tenantId) {
          console.error('list-batches needs a tenant id.');
          return 1;
        }
        for (const batch of await listBatches(database.db, tenantId)) {
          const flags = [batch.isDefault ? 'default' : '', batch.open ? 'open' : 'closed'].filter(
            Boolean,
          );
          console.log(`${batch.id}  ${batch.name}  (${flags.join(', ')})`);
        }
        return 0;
      }
      default:
        console.error(`Unknown command '${command}'.\n\n${USAGE}`);
        return 1;
    }
  } finally {
    await database.close();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
