import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkContentCitations } from './citations';
import { formatContentError } from './errors';
import { loadContent } from './load';

/** `npm run content:check`: validates content/ and prints each problem as `file:line: message`. */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const dir = path.resolve(process.argv[2] ?? path.join(repoRoot, 'content'));
const result = loadContent(dir);
// Every source a content comment cites must be in the register (docs/content-sources.md).
const citationErrors = checkContentCitations(dir, path.join(repoRoot, 'docs', 'content-sources.md'));
const errors = [...(result.ok ? [] : result.errors), ...citationErrors];
if (!result.ok || errors.length > 0) {
  for (const error of errors) console.error(formatContentError(error));
  console.error(`${errors.length} problem${errors.length === 1 ? '' : 's'} in ${dir}`);
  process.exit(1);
}
const { pages, modules, optionSets, tenants } = result.content;
console.log(
  `Content OK: ${pages.length} pages, ${Object.keys(modules).length} modules, ` +
    `${Object.keys(optionSets).length} option sets, ${Object.keys(tenants).length} tenants`,
);
