/**
 * The one route table: every screen's path pattern and a `href()` that builds a link to it.
 * The router (src/app/router.tsx) reads `path`; components link with `href()`.
 */
export const routes = {
  landing: { path: '/', href: () => '/' },
  dashboard: { path: '/dashboard', href: () => '/dashboard' },
  pageIndex: { path: '/page', href: () => '/page' },
  page: {
    path: '/page/:page',
    href: (pageId: string) => `/page/${encodeURIComponent(pageId)}`,
  },
  /** "Section complete!" after `module` (a static segment: it outranks `/page/:page`). */
  sectionComplete: {
    path: '/page/section-complete',
    href: (module: string) => `/page/section-complete?module=${encodeURIComponent(module)}`,
  },
  end: { path: '/page/end', href: () => '/page/end' },
  support: { path: '/support', href: () => '/support' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  accessibility: { path: '/accessibility', href: () => '/accessibility' },
  /**
   * The staff area (docs/product.md §6): a lazy chunk of its own with its sections below it,
   * e.g. `href('export')`; excluded from analytics.
   */
  administration: {
    path: '/administration',
    href: (section = '') => (section === '' ? '/administration' : `/administration/${section}`),
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
