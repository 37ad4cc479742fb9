import { APP_PATHS } from '@clearpath/core';

/**
 * The one route table: every screen's path pattern (core's APP_PATHS, which the server's 404
 * reads too) and a `href()` that builds a link to it. The router (src/app/router.tsx) reads
 * `path`; components link with `href()`.
 */
export const routes = {
  landing: { path: APP_PATHS.landing, href: () => APP_PATHS.landing },
  dashboard: { path: APP_PATHS.dashboard, href: () => APP_PATHS.dashboard },
  pageIndex: { path: APP_PATHS.pageIndex, href: () => APP_PATHS.pageIndex },
  page: {
    path: APP_PATHS.page,
    href: (pageId: string) => `/page/${encodeURIComponent(pageId)}`,
  },
  /** "Section complete!" after `module`. */
  sectionComplete: {
    path: APP_PATHS.sectionComplete,
    href: (module: string) => `${APP_PATHS.sectionComplete}?module=${encodeURIComponent(module)}`,
  },
  end: { path: APP_PATHS.end, href: () => APP_PATHS.end },
  support: { path: APP_PATHS.support, href: () => APP_PATHS.support },
  privacy: { path: APP_PATHS.privacy, href: () => APP_PATHS.privacy },
  accessibility: { path: APP_PATHS.accessibility, href: () => APP_PATHS.accessibility },
  /**
   * The staff area (docs/product.md §6): a lazy chunk of its own with its sections below it,
   * e.g. `href('export')`; excluded from analytics.
   */
  administration: {
    path: APP_PATHS.administration,
    href: (section = '') =>
      section === '' ? APP_PATHS.administration : `${APP_PATHS.administration}/${section}`,
  },
} as const;

/** The id of the landing page's support section. */
export const SUPPORT_SECTION_ID = 'get-help';
/** Where "Need to talk to someone?" leads: the support page (the tenant's and national services). */
export function supportHref(): string {
  return routes.support.href();
}

/** The id of each page's main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
