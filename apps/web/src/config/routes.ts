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
  privacy: { path: '/privacy', href: () => '/privacy' },
  accessibility: { path: '/accessibility', href: () => '/accessibility' },
} as const;

/** Where "Need to talk to someone?" leads: the support section of the landing page. */
export const SUPPORT_SECTION_ID = 'get-help';
export function supportHref(): string {
  return `${routes.landing.href()}#${SUPPORT_SECTION_ID}`;
}

/** The id of each page's main landmark, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';
