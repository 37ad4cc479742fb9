// The scripts a fresh clone starts with (`npm start`, `npm test`, `npm run dev` and every
// benchmark, through bench/ready.mjs) install the npm packages themselves. An import is resolved
// before a module's code runs, so nothing they import statically, however deep, may be an npm
// package: on a fresh clone the script would fail before it could install anything.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { init, parse } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { ROOT } from './run.mjs';

const ENTRIES = ['scripts/start.mjs', 'scripts/test.mjs', 'scripts/dev.mjs', 'bench/ready.mjs'];

/**
 * The static imports of packages reachable from `entry` through static imports of files, as
 * `file: specifier` with the file relative to `root`. Dynamic `import()` is left out: it runs
 * when the code reaches it, after the install.
 */
async function packagesImportedBeforeInstall(root, entry) {
  await init;
  const found = [];
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const [imports] = parse(source, file);
    for (const { n: specifier, d: kind } of imports) {
      if (kind !== -1 || specifier === undefined) continue; // dynamic import() or import.meta
      if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (!isBuiltin(specifier)) found.push(`${path.relative(root, file)}: ${specifier}`);
    }
  };
  visit(path.resolve(root, entry));
  return found;
}

describe('the scripts that install the npm packages', () => {
  it.each(ENTRIES)('%s imports only Node built-ins and files before it installs', async (entry) => {
    expect(await packagesImportedBeforeInstall(ROOT, entry)).toEqual([]);
  });

  it('the benchmarks are all started through bench/ready.mjs', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(ROOT, 'bench', 'package.json'), 'utf8'));
    expect(Object.keys(scripts).length).toBeGreaterThan(0);
    for (const command of Object.values(scripts)) expect(command).toMatch(/^node ready\.mjs \S+$/);
  });

  it('a package imported by a file the entry imports is found; a dynamic import is not', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'before-install-'));
    writeFileSync(
      path.join(root, 'entry.mjs'),
      "import { readFileSync } from 'node:fs';\nimport path from 'path';\nimport { later } from './lib.mjs';\nexport { later };\n",
    );
    writeFileSync(
      path.join(root, 'lib.mjs'),
      "import pg from 'pg';\nexport { run } from './entry.mjs';\nexport const later = () => import('lighthouse');\n",
    );
    expect(await packagesImportedBeforeInstall(root, 'entry.mjs')).toEqual(['lib.mjs: pg']);
  });
});
