import path from 'node:path';
import { formatContentError, loadContent } from '@clearpath/content';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { createErrorReporter } from './error-reporting';
import { DEFAULT_TENANT_SEED, ensureTenant } from './db/seed';
import { MIGRATIONS_DIR, REPO_ROOT } from './paths';
import { resolveCodePepper } from './secrets';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Invalid content is a broken deploy: refuse to start and say what to fix.
  const contentDir = path.join(REPO_ROOT, 'content');
  const loaded = loadContent(contentDir);
  if (!loaded.ok) {
    console.error(`The content in ${contentDir} is invalid:`);
    for (const error of loaded.errors) console.error(formatContentError(error));
    process.exit(1);
  }
  const content = loaded.content;
  const database = await openDatabase(config.database);
  await database.migrate(MIGRATIONS_DIR);
  await ensureTenant(database.db, DEFAULT_TENANT_SEED);

  const errorReporter = await createErrorReporter(config.errorReporting);
  const app = await buildApp({
    config,
    database,
    pepper: resolveCodePepper(config),
    content,
    errorReporter,
  });
  if (database.kind === 'pglite') {
    app.log.warn(
      `Using the embedded database in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}. ` +
        'It is for trying Clearpath, development and tests: it does not survive a crash of the host. ' +
        'Set DATABASE_URL to a PostgreSQL server for real use.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      await database.close();
      await errorReporter.flush(2000);
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Clearpath is ready on http://${shownHost}:${port}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Clearpath failed to start:', error);
  }
  process.exit(1);
});
