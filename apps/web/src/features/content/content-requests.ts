import { moduleOfPage } from '@clearpath/core/early';

/*
 * What the app asks the content API for a page and for the modules list: the path and body of
 * each request, in one place for the app's queries (content-api.ts) and for the early-requests
 * script that sends them before the app is there (boot/early-requests.ts). Free of zod.
 */

/** The standalone pages the engine shows between modules. */
export const STANDALONE_PAGES = ['section-complete', 'end'] as const;
export type StandalonePage = (typeof STANDALONE_PAGES)[number];

/** The content path of a page id (`/modules/1/1-0`, `/modules/Review/Review`) or standalone page. */
export function contentPathOf(page: string): string {
  if ((STANDALONE_PAGES as readonly string[]).includes(page)) return `/pages/${page}`;
  const module = moduleOfPage(page);
  if (module === null) throw new RangeError(`Not a content page: ${page}`);
  return `/modules/${module}/${page}`;
}

export interface ContentRequest {
  path: string;
  body: unknown;
}

/** A page with its compiled text, without its Markdown. */
export function pageRequest(page: string): ContentRequest {
  return { path: `/pages${contentPathOf(page)}`, body: { text: true, without: ['body'] } };
}

/** Every module's document (the dashboard cards, each module's first and last page). */
export function modulesRequest(): ContentRequest {
  return { path: '/pages/modules', body: { deep: true, where: { kind: 'module' } } };
}
