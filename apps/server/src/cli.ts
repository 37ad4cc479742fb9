import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { MIGRATIONS_DIR } from './paths';
import { runCommand, USAGE } from './cli-commands';

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database);
  try {
    await database.migrate(MIGRATIONS_DIR);
    return await runCommand(
      database.db,
      argv,
      { print: console.log, error: console.error },
      config.admin,
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
