import path from 'node:path';
import { formatContentError, loadContent } from '@clearpath/content';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from './db/client';
import { DataDirInUseError, PROCESS_LOCK_OPTIONS } from './db/data-dir-lock';
import { createErrorReporter } from './error-reporting';
import { prepareDatabase, StartStoppedError } from './db/readiness';
import { errorIdentity } from './errors';
import { REPO_ROOT } from './paths';
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
  // The logger exists once the app is built; connections are made only after that.
  const late: { log?: FastifyBaseLogger } = {};
  const database = await openDatabase(config.database, {
    onConnectionError: (error) =>
      late.log?.warn({ err: errorIdentity(error) }, 'a database connection failed'),
    dataDirLock: PROCESS_LOCK_OPTIONS,
  });

  const errorReporter = await createErrorReporter(config.errorReporting);
  const app = await buildApp({
    config,
    database,
    pepper: resolveCodePepper(config),
    content,
    errorReporter,
    // Asked only once the server listens, after `readiness` below exists.
    readiness: { state: () => readiness.state() },
  });
  late.log = app.log;
  // The server listens at once; migrations and the default tenant follow as soon as the
  // database can be reached (it may be starting or restarting too). Until then: 503.
  const readiness = prepareDatabase(database, {
    onWaiting: (error, delayMs) =>
      app.log.warn(
        { err: errorIdentity(error) },
        `the database cannot be reached yet: trying again in ${delayMs} ms`,
      ),
  });
  if (database.kind === 'pglite') {
    app.log.warn(
      `Using the embedded database in ${config.database.kind === 'pglite' ? config.database.dataDir : ''}. ` +
        'It is for trying Clearpath, development and tests: it does not survive a crash of the host. ' +
        'Set DATABASE_URL to a PostgreSQL server for real use.',
    );
  }

  let closing = false;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    readiness.stop();
    try {
      await app.close();
      await database.close();
      await errorReporter.flush(2000);
      process.exit(exitCode);
    } catch (error) {
      app.log.error({ err: errorIdentity(error) }, 'error during shutdown');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  app.log.info(`Clearpath is listening on http://${shownHost}:${port}`);
  readiness.ready.then(
    () => app.log.info('the database is ready: Clearpath is serving'),
    (error: unknown) => {
      if (error instanceof StartStoppedError) return;
      // Not a database that is away but one that cannot be used (a failed migration, a wrong
      // password): waiting cannot fix it.
      app.log.fatal({ err: error }, 'the database could not be prepared');
      void shutdown('start failed', 1);
    },
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Clearpath failed to start:', error);
  }
  process.exit(1);
});
