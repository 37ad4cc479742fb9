// `node bench/ready.mjs <benchmark>`: the way in to every benchmark (`npm run bench`,
// `bench:web`, `bench:web-profile`, and the export alone). A benchmark imports npm packages
// (autocannon, pg, lighthouse, puppeteer-core), and an import is resolved before any of the
// module's code runs, so on a fresh clone the benchmark could not install them itself. This file
// and what it imports use Node's built-ins only (scripts/lib/before-install.test.mjs checks
// it): it installs what is missing (the npm packages, Debian's chromium and postgresql), builds
// what is stale, and only then loads the benchmark, named relative to this folder.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale } from '../scripts/lib/build.mjs';
import { ensureNodeModules } from '../scripts/lib/deps.mjs';
import { ensureSystemPackages } from '../scripts/lib/system.mjs';

const [benchmark] = process.argv.splice(2, 1);
if (!benchmark) {
  console.error('Usage: node bench/ready.mjs <benchmark>, for example run.mjs or web.mjs');
  process.exit(2);
}
const entry = path.resolve(import.meta.dirname, benchmark);

try {
  await ensureNodeModules();
  await ensureSystemPackages();
  await buildIfStale();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
// The benchmark sees itself as the script Node was started with, as when run directly.
process.argv[1] = entry;
await import(pathToFileURL(entry).href);
