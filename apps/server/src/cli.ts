import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirInUseError, PROCESS_LOCK_OPTIONS } from './db/data-dir-lock';
import { MIGRATIONS_DIR } from './paths';
import { createInterface } from 'node:readline/promises';
import { resolveCodePepper } from './secrets';
import { runCommand, USAGE } from './cli-commands';

/** One line of standard input; the prompt goes to standard error, so standard output stays data. */
async function readLine(prompt: string): Promise<string | null> {
  const lines = createInterface({ input: process.stdin, output: process.stderr, terminal: false });
  try {
    if (process.stdin.isTTY) process.stderr.write(prompt);
    for await (const line of lines) return line;
    return null;
  } finally {
    lines.close();
  }
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, {
    // An operator is told at once that the server holds the embedded database.
    dataDirLock: { ...PROCESS_LOCK_OPTIONS, waitMs: 0 },
  });
  try {
    await database.migrate(MIGRATIONS_DIR);
    return await runCommand(
      database.db,
      argv,
      { print: console.log, error: console.error, readLine },
      config.admin,
      { codePepper: resolveCodePepper(config), now: () => new Date() },
    );
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error,
    );
    process.exit(1);
  },
);
