import { parsePageId } from './page-id';

/**
 * The web app's addresses (docs/product.md §2): the router draws a screen for each, and the
 * server answers any other address with 404 (the app's "This page could not be found" with that
 * status) instead of 200.
 */
export const APP_PATHS = {
  landing: '/',
  dashboard: '/dashboard',
  pageIndex: '/page',
  page: '/page/:page',
  /** "Section complete!" (a static segment: it outranks `/page/:page`). */
  sectionComplete: '/page/section-complete',
  end: '/page/end',
  support: '/support',
  privacy: '/privacy',
  accessibility: '/accessibility',
  /** The staff area; its own router draws the sections below it. */
  administration: '/administration',
} as const;

const STATIC_PATHS: ReadonlySet<string> = new Set(
  Object.values(APP_PATHS).filter((pattern) => !pattern.includes(':')),
);
const PAGE_PREFIX = '/page/';
const ADMINISTRATION_PREFIX = `${APP_PATHS.administration}/`;

/**
 * Whether the web app has a screen at `pathname` (no query string), matched as its router
 * matches: static segments in any case, one trailing slash allowed. `/page/<id>` counts only for
 * a page `isPage` knows, the menu's special id `dashboard` (which forwards to the menu) and the
 * static pages above; the address is decoded as the router decodes it.
 */
export function isAppPath(pathname: string, isPage: (id: string) => boolean): boolean {
  const path = pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
  const lower = path.toLowerCase();
  if (STATIC_PATHS.has(lower) || lower.startsWith(ADMINISTRATION_PREFIX)) return true;
  if (!lower.startsWith(PAGE_PREFIX)) return false;
  const segment = path.slice(PAGE_PREFIX.length);
  if (segment.includes('/')) return false;
  let id: string;
  try {
    id = decodeURIComponent(segment);
  } catch {
    return false;
  }
  const parsed = parsePageId(id);
  if (parsed === null) return false;
  return ('special' in parsed && parsed.special === 'dashboard') || isPage(id);
}
