import { isMap, isScalar, LineCounter, parseDocument, type Document } from 'yaml';
import type { z } from 'zod';
import type { ContentError } from './errors';

type PathKey = PropertyKey;

/** A parsed YAML text: where each path sits, for errors found later. */
export type YamlSource = {
  /** The line of the node at `path`, or of its closest existing parent (1 for the root). */
  lineOf(path: readonly PathKey[]): number;
  /** The line of the key of the entry at `path` (a map key's own line). */
  keyLineOf(path: readonly PathKey[]): number;
};

export type YamlResult<T> =
  | { ok: true; data: T; source: YamlSource }
  | { ok: false; errors: ContentError[] };

function nodeLine(
  doc: Document,
  counter: LineCounter,
  path: readonly PathKey[],
  preferKey = false,
): number | null {
  const node = doc.getIn(path as unknown[], true) as { range?: [number, number, number] } | undefined;
  if (!preferKey && node && typeof node === 'object' && node.range) {
    return counter.linePos(node.range[0]).line;
  }
  // A key without a value (`next:`) still has a key node: use the pair's key.
  const parent = path.length > 0 ? doc.getIn(path.slice(0, -1) as unknown[], true) : doc.contents;
  if (isMap(parent)) {
    const last = path[path.length - 1];
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === last);
    if (pair && isScalar(pair.key) && pair.key.range) return counter.linePos(pair.key.range[0]).line;
  }
  return null;
}

/**
 * Parses YAML text and validates it with a zod schema. Every problem comes with the line of
 * the value it is about (the nearest existing node for a missing one). `lineOffset` shifts
 * lines for YAML embedded in another file (front matter).
 */
export function parseYamlWith<S extends z.ZodType>(
  file: string,
  text: string,
  schema: S,
  lineOffset = 0,
): YamlResult<z.output<S>> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    return {
      ok: false,
      errors: doc.errors.map((error) => ({
        file,
        line: (error.linePos?.[0].line ?? 1) + lineOffset,
        message: `Not valid YAML: ${error.message.split('\n')[0] ?? ''}`,
      })),
    };
  }
  const lineOf = (path: readonly PathKey[]): number => {
    for (let length = path.length; length >= 0; length -= 1) {
      const line = nodeLine(doc, counter, path.slice(0, length));
      if (line !== null) return line + lineOffset;
    }
    return 1 + lineOffset;
  };
  const parsed = schema.safeParse(doc.toJS());
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((issue) => {
        const keys = 'keys' in issue && Array.isArray(issue.keys) ? (issue.keys as string[]) : [];
        const at = keys[0] === undefined ? issue.path : [...issue.path, keys[0]];
        const where = issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
        return { file, line: lineOf(at), message: `${where}${issue.message}` };
      }),
    };
  }
  const keyLineOf = (path: readonly PathKey[]): number =>
    (nodeLine(doc, counter, path, true) ?? lineOf(path) - lineOffset) + lineOffset;
  return { ok: true, data: parsed.data, source: { lineOf, keyLineOf } };
}
