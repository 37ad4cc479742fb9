// The repository stands alone: no tracked file may point at a file outside it. Two kinds of
// reference are caught: a relative path that climbs above the repository root from the file it
// is written in, and the names of the documents this project grew from, which live outside it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const OUTSIDE_DOCUMENTS = [
  /\b(?<ref>shared\/(spec|reference|DESIGN\.md|STYLE\.md))/g,
  /\b(?<ref>product-spec\.md)\b/g,
  /\b(?<ref>content-facts\.md)\b/g,
  /(?:^|[^/\w-])(?<ref>(DESIGN|STYLE|DEVELOPERS)\.md)\b/g,
  /\b(?<ref>[Ss]pec(?:ification)? §\d)/g,
  /(?:^|[\s'"`(])(?<ref>\/work\/)/g,
];

// A run of `../` followed by a path, resolved from the directory of the file it is written in.
const CLIMBING_PATH = /(?:\.\.\/)+[\w.@-][\w.@/-]*/g;

/**
 * The references to places outside `root` in one file's text, as `line: reference` strings.
 * `file` is the file's path relative to `root`.
 */
export function outsideReferences(file, text) {
  const found = [];
  const directory = path.posix.dirname(file);
  text.split('\n').forEach((line, index) => {
    const onLine = [];
    for (const pattern of OUTSIDE_DOCUMENTS) {
      for (const match of line.matchAll(pattern)) {
        const reference = match.groups?.ref ?? match[0];
        onLine.push({ at: match.index + match[0].indexOf(reference), reference });
      }
    }
    for (const match of line.matchAll(CLIMBING_PATH)) {
      const target = path.posix.normalize(path.posix.join(directory, match[0]));
      if (target === '..' || target.startsWith('../')) {
        onLine.push({ at: match.index, reference: match[0] });
      }
    }
    onLine.sort((a, b) => a.at - b.at);
    for (const { reference } of onLine) found.push(`${index + 1}: ${reference}`);
  });
  return found;
}

const BINARY = /\.(png|jpe?g|gif|webp|ico|woff2?|ttf|otf|pdf|zip|gz|br|wasm|mp4|webm)$/i;

/** Every reference to a place outside the repository in the files git tracks under `root`. */
export function checkRepositoryStandsAlone(root) {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !BINARY.test(file) && file !== 'package-lock.json');
  const problems = [];
  for (const file of files) {
    let text;
    try {
      text = readFileSync(path.join(root, file), 'utf8');
    } catch {
      continue; // deleted in the work tree, not yet in the index
    }
    for (const reference of outsideReferences(file, text)) problems.push(`${file}:${reference}`);
  }
  return problems;
}
