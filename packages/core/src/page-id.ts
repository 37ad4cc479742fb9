import { MODULE_IDS, type ContentModuleId } from './module-ids';

/** The two page ids that are not `{module}-{step}` (docs/product.md §2). */
export const SPECIAL_PAGES = ['Review', 'dashboard'] as const;
export type SpecialPage = (typeof SPECIAL_PAGES)[number];

/** The first page of the tool (docs/product.md §2). */
export const FIRST_PAGE = '1-0';

/** Steps above this are not page ids: bounds the numbers a URL can carry. */
export const MAX_STEP = 999;

export type ModulePageId = { module: ContentModuleId; step: number; variant?: string };
export type SpecialPageId = { special: SpecialPage };
export type ParsedPageId = ModulePageId | SpecialPageId;

const CONTENT_MODULES: readonly string[] = MODULE_IDS.filter((id) => id !== 'Review');
// Module, step without leading zeros, optional one-letter variant (`2-0A`).
const PAGE_ID = /^(\d[A-Z]?)-(0|[1-9]\d{0,2})([A-Z])?$/;

/**
 * Parses a page id: `{module}-{step}` with an optional capital-letter variant
 * (`1-0`, `2C-2`, `4A-3`, `2-0A`) for the modules of docs/product.md §2, or one of the
 * special ids `Review` and `dashboard`. Anything else gives `null`.
 */
export function parsePageId(id: string): ParsedPageId | null {
  if ((SPECIAL_PAGES as readonly string[]).includes(id)) {
    return { special: id as SpecialPage };
  }
  const match = PAGE_ID.exec(id);
  if (!match) return null;
  const [, module = '', step = '', variant] = match;
  if (!CONTENT_MODULES.includes(module)) return null;
  const parsed: ModulePageId = { module: module as ContentModuleId, step: Number(step) };
  if (variant !== undefined) parsed.variant = variant;
  return parsed;
}

/** Whether `id` is a valid page id. */
export function isPageId(id: string): boolean {
  return parsePageId(id) !== null;
}

/** Builds the id of a module page; throws a RangeError for a step outside 0–999. */
export function formatPageId(page: ModulePageId): string {
  if (!Number.isInteger(page.step) || page.step < 0 || page.step > MAX_STEP) {
    throw new RangeError(`Page step must be an integer 0–${MAX_STEP}, got ${page.step}`);
  }
  return `${page.module}-${page.step}${page.variant ?? ''}`;
}

const CHUNKS = /\d+|\D+/g;

/**
 * Natural order of page ids: digit runs compare as numbers, so `1-2` comes
 * before `1-10`, `2-0` before `2-0A`, and module `2` before `2C`.
 */
export function comparePageIds(a: string, b: string): number {
  const left = a.match(CHUNKS) ?? [];
  const right = b.match(CHUNKS) ?? [];
  for (let i = 0; i < Math.min(left.length, right.length); i += 1) {
    const x = left[i] as string;
    const y = right[i] as string;
    if (x === y) continue;
    const bothNumbers = /^\d/.test(x) && /^\d/.test(y);
    if (bothNumbers && Number(x) !== Number(y)) return Number(x) - Number(y);
    return x < y ? -1 : 1;
  }
  return left.length - right.length;
}

/** The module a page belongs to: `Review` for the Review page, `null` for the dashboard or a non-id. */
export function moduleOfPage(id: string): ContentModuleId | 'Review' | null {
  const parsed = parsePageId(id);
  if (parsed === null) return null;
  if ('module' in parsed) return parsed.module;
  return parsed.special === 'Review' ? 'Review' : null;
}
