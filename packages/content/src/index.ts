export type { CompiledContent, CompiledPage, LoadResult } from './compiled';
export { formatContentError, type ContentError } from './errors';
export { loadContent } from './load';
export type { PageWidget } from './markdown';
export { compilePageTree } from './page-tree';
