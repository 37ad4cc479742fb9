import Cookies from 'js-cookie';
import { matchPath } from 'react-router';
import {
  ANALYTICS_TAG_URL,
  COOKIE_MAX_AGE,
  analyticsAllowed,
  isExcludedFromAnalytics,
  parsePageId,
} from '@clearpath/core';
import { isProduction } from '../config/env';
import { routes } from '../config/routes';
import { deviceCookies } from './device-cookies';

/** One page view as analytics sees it: a route pattern or page id, never the real URL. */
export interface PageView {
  /** The route's pattern, with the page id for content pages: `/page/1-3`, `/dashboard`. */
  path: string;
  /** The route's name or the content page's id: `dashboard`, `1-3`. */
  title: string;
}

/**
 * What analytics may learn of `pathname` (docs/product.md §6, §9): the matching route's pattern
 * and name, a content page's id, and nothing else (no query string, no other parameter); null
 * for /administration, which sends no page views.
 */
export function pageViewFor(pathname: string): PageView | null {
  if (isExcludedFromAnalytics(pathname)) return null;
  const matches = Object.entries(routes).filter(
    ([, route]) => matchPath({ path: route.path, end: true }, pathname) !== null,
  );
  // A static segment outranks a parameter (`/page/end` before `/page/:page`).
  const [name, route] = matches.find(([, r]) => !r.path.includes(':')) ?? matches[0] ?? [];
  if (!name || !route) return { path: '/not-found', title: 'not-found' };
  const page = matchPath({ path: route.path, end: true }, pathname)?.params.page;
  if (page !== undefined) {
    return parsePageId(page) === null
      ? { path: route.path, title: name }
      : { path: route.path.replace(':page', page), title: page };
  }
  return { path: route.path, title: name };
}

type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

export interface AnalyticsDeps {
  window: AnalyticsWindow;
  production: boolean;
  /** The allow-analytics cookie. */
  allowAnalytics: () => string | undefined;
  /** Names of this site's cookies, and a way to delete one (all its domains). */
  cookieNames: () => string[];
  removeCookie: (name: string) => void;
}

/** Analytics cookies last as long as the consent that allows them (docs/product.md §9). */
const ANALYTICS_COOKIE_SECONDS = COOKIE_MAX_AGE.allowAnalytics;
const ANALYTICS_COOKIE = /^(_ga|_gid|_gat)/;

/**
 * Page-view analytics with consent (docs/product.md §7, §9). The tag script is added only when
 * a measurement id is configured, the build is production and allow-analytics is `'1'`; consent
 * mode starts with analytics storage denied and is granted only then. Withdrawing consent
 * denies storage, turns the tag off and deletes its cookies at once.
 */
export function createAnalytics(deps: AnalyticsDeps) {
  const w = deps.window;
  let measurementId: string | null = null;
  let loaded = false;
  let enabled = false;
  let current: PageView | null = null;
  let lastSent: string | null = null;

  // gtag reads its queue as `arguments` objects, exactly as Google's snippet pushes them.
  const gtag: Gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the tag only understands `arguments`.
    (w.dataLayer ??= []).push(arguments);
  };

  function loadTag(id: string) {
    w.gtag = gtag;
    gtag('consent', 'default', {
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    gtag('js', new Date());
    gtag('config', id, {
      send_page_view: false,
      allow_google_signals: false,
      allow_ad_personalization_signals: false,
      cookie_expires: ANALYTICS_COOKIE_SECONDS,
    });
    const script = w.document.createElement('script');
    script.async = true;
    script.src = `${ANALYTICS_TAG_URL}?id=${encodeURIComponent(id)}`;
    w.document.head.append(script);
    loaded = true;
  }

  function send(view: PageView) {
    if (!enabled || view.path === lastSent) return;
    lastSent = view.path;
    const referrer = w.document.referrer;
    const fields = {
      page_location: `${w.location.origin}${view.path}`,
      page_path: view.path,
      page_title: view.title,
      // Where the student came from, as a site only: another site's path or query is not ours.
      page_referrer: referrer && URL.canParse(referrer) ? `${new URL(referrer).origin}/` : '',
    };
    gtag('set', fields);
    gtag('event', 'page_view', fields);
  }

  function sync() {
    const id = measurementId;
    const allowed = analyticsAllowed({
      measurementId: id ?? undefined,
      production: deps.production,
      allowAnalytics: deps.allowAnalytics(),
    });
    if (allowed && id) {
      if (!loaded) loadTag(id);
      w[`ga-disable-${id}`] = false;
      if (enabled) return;
      gtag('consent', 'update', { analytics_storage: 'granted' });
      enabled = true;
      if (current) send(current);
      return;
    }
    if (!loaded || !id) return;
    if (enabled) gtag('consent', 'update', { analytics_storage: 'denied' });
    enabled = false;
    lastSent = null;
    // Google's own switch: with it set the tag sends nothing more.
    w[`ga-disable-${id}`] = true;
    for (const name of deps.cookieNames()) {
      if (ANALYTICS_COOKIE.test(name)) deps.removeCookie(name);
    }
  }

  return {
    /** This deployment's measurement id (null: none); loads the tag if consent allows. */
    configure(id: string | null) {
      measurementId = id;
      sync();
    },
    /** Follows a change of the allow-analytics cookie. */
    sync,
    /** The student is on `pathname`: sends its page view if analytics is on and allowed there. */
    pageView(pathname: string) {
      current = pageViewFor(pathname);
      if (current) send(current);
      // Leaving an excluded page and coming back to the last one counts as a new view.
      else lastSent = null;
    },
    /** Whether page views are being sent (tests). */
    isEnabled: () => enabled,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** Deletes `name` on this host and every parent domain the tag may have set it on. */
function removeEverywhere(name: string) {
  const labels = window.location.hostname.split('.');
  Cookies.remove(name, { path: '/' });
  for (let start = 0; start < labels.length - 1; start += 1) {
    Cookies.remove(name, { path: '/', domain: labels.slice(start).join('.') });
  }
}

/** The app's analytics: the browser's window and cookies, following the allow-analytics cookie. */
export const analytics: Analytics = createAnalytics({
  window: window as unknown as AnalyticsWindow,
  production: isProduction,
  allowAnalytics: () => deviceCookies.allowAnalytics(),
  cookieNames: () => Object.keys(Cookies.get()),
  removeCookie: removeEverywhere,
});
deviceCookies.subscribe(analytics.sync);
