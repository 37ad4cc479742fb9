// `node scripts/check-standalone.mjs`: fails when a tracked file refers to a path outside the
// repository (run by `npm test`). Each problem is printed as `file:line: reference`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkRepositoryStandsAlone } from './lib/standalone.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const problems = checkRepositoryStandsAlone(root);
for (const problem of problems) console.error(problem);
if (problems.length > 0) {
  console.error(`${problems.length} reference(s) to places outside the repository`);
  process.exit(1);
}
console.log('Every tracked file refers only to places inside the repository.');
