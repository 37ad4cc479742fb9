// `npm run test:e2e`: build if stale, start the real server on a free port with a fresh
// embedded database, run the Playwright suite in Debian's Chromium, then stop the server
// with SIGTERM and require a clean shutdown.
import { ensureNodeModules } from './lib/deps.mjs';
import { buildIfStale } from './lib/build.mjs';
import { ROOT, run } from './lib/run.mjs';
import { startBuiltServer } from './lib/server.mjs';

export async function runE2e({ jsonOutput, extraArgs = [] } = {}) {
  await buildIfStale();
  // The suite registers 44 students from one address within the hour (a full run, 2026-11-27),
  // near the production budget of 60 (REGISTRATIONS_PER_HOUR): sixteen more would be refused
  // with 429. No test of the suite is about that budget (the server's integration tests are).
  const server = await startBuiltServer({ REGISTRATIONS_PER_HOUR: '1000' });
  let code;
  try {
    code = await run(
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...extraArgs],
      {
        cwd: ROOT,
        env: {
          ...process.env,
          BASE_URL: server.baseUrl,
          ...(jsonOutput ? { PW_JSON_OUTPUT: jsonOutput } : {}),
        },
      },
    );
  } finally {
    const stopped = await server.stop();
    if (!stopped.clean) {
      console.error(
        `The server did not shut down cleanly on SIGTERM (${stopped.code ?? stopped.signal}).`,
      );
      console.error(server.output());
      code = 1;
    }
  }
  return code;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await ensureNodeModules();
    process.exit(await runE2e({ extraArgs: process.argv.slice(2) }));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
