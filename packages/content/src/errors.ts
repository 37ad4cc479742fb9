/** One problem in the content: the file (relative to the repository), its line and what is wrong. */
export type ContentError = { file: string; line: number; message: string };

/** A place in a file, for errors found after parsing. */
export type Located = { file: string; line: number };

/** Formats an error as `file:line: message`, as compilers do. */
export function formatContentError(error: ContentError): string {
  return `${error.file}:${error.line}: ${error.message}`;
}
