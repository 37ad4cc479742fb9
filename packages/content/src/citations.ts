import path from 'node:path';
import type { ContentError } from './errors';
import { listDir, readText } from './files';

/**
 * The sources a content file may cite: the ids of the register and the numbered sections of
 * `docs/content-sources.md`.
 */
export type SourceRegister = { ids: ReadonlySet<string>; sections: ReadonlySet<string> };

const REGISTER_ROW = /^\| ([A-Z]\d+b?) \|/;
const SECTION_HEADING = /^#{2,3} (\d+(?:\.\d+)?)\.? /;

export function parseSourceRegister(markdown: string): SourceRegister {
  const ids = new Set<string>();
  const sections = new Set<string>();
  for (const line of markdown.split('\n')) {
    const row = REGISTER_ROW.exec(line);
    if (row?.[1]) ids.add(row[1]);
    const heading = SECTION_HEADING.exec(line);
    if (heading?.[1]) sections.add(heading[1]);
  }
  return { ids, sections };
}

type Comment = { line: number; text: string };

/** The comments of a content file, each with the line it starts on. */
function commentsOf(file: string, text: string): Comment[] {
  if (file.endsWith('.md')) {
    const comments: Comment[] = [];
    for (const match of text.matchAll(/<!--([\s\S]*?)-->/g)) {
      const line = text.slice(0, match.index).split('\n').length;
      comments.push({ line, text: match[1] ?? '' });
    }
    return comments;
  }
  return text.split('\n').flatMap((source, index) => {
    const start = source.search(/(^|\s)#/);
    return start === -1 ? [] : [{ line: index + 1, text: source.slice(start) }];
  });
}

// `§3.2` cites a section of docs/content-sources.md unless another document is named right
// before it (`docs/product.md §9`, `docs/architecture.md §5`).
const SECTION_REFERENCE = /(product\.md |architecture\.md )?§(\d+(?:\.\d+)?)/g;
const SOURCE_ID = /\[([A-Z]\d+b?)\]/g;

/** Errors for every cited source id or section that `docs/content-sources.md` does not have. */
export function checkCitations(
  file: string,
  text: string,
  register: SourceRegister,
): ContentError[] {
  const errors: ContentError[] = [];
  for (const comment of commentsOf(file, text)) {
    for (const [, id] of comment.text.matchAll(SOURCE_ID)) {
      if (id && !register.ids.has(id)) {
        errors.push({
          file,
          line: comment.line,
          message: `cites source [${id}], which docs/content-sources.md does not list`,
        });
      }
    }
    for (const [, otherDocument, section] of comment.text.matchAll(SECTION_REFERENCE)) {
      if (!otherDocument && section && !register.sections.has(section)) {
        errors.push({
          file,
          line: comment.line,
          message: `cites §${section}, which is not a section of docs/content-sources.md`,
        });
      }
    }
  }
  return errors;
}

function contentFiles(dir: string): string[] {
  const { files, dirs } = listDir(dir);
  return [
    ...files.filter((name) => /\.(md|ya?ml)$/.test(name)).map((name) => path.join(dir, name)),
    ...dirs.flatMap((name) => contentFiles(path.join(dir, name))),
  ];
}

/** Checks the citations of every Markdown and YAML file under `contentDir`. */
export function checkContentCitations(contentDir: string, sourcesFile: string): ContentError[] {
  const register = parseSourceRegister(readText(sourcesFile));
  const root = path.dirname(contentDir);
  return contentFiles(contentDir).flatMap((file) =>
    checkCitations(path.relative(root, file), readText(file), register),
  );
}
