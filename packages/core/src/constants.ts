/** Business constants of docs/product.md §9, named once. */

/** Dialogs and the "You have been logged out." message close after this long. */
export const DIALOG_TIMEOUT_MS = 4000;
/** Below this viewport width (px) the mobile layout is used. */
export const MOBILE_BREAKPOINT = 800;
/** The top progress bar appears only for requests that last longer than this. */
export const PROGRESS_BAR_THROTTLE_MS = 200;
/** The top progress bar's trickle animation lasts this long. */
export const PROGRESS_BAR_DURATION_MS = 5000;
/** A page's loading placeholder, once shown, stays at least this long (it never flashes). */
export const FETCH_DELAY_MS = 200;
/** Page navigation continues this long after the last pending request settles. */
export const NAVIGATION_SETTLE_MS = 100;
/** A failed chunk load reloads the page at most once per this interval. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;
/** Theme primary colour. */
export const THEME_PRIMARY = '#1976D2';

const DAY_SECONDS = 24 * 60 * 60;
/** Cookie lifetimes in seconds. */
export const COOKIE_MAX_AGE = {
  product: 180 * DAY_SECONDS,
  rememberMe: 30 * DAY_SECONDS,
  allowAnalytics: 30 * DAY_SECONDS,
} as const;

/** The default tenant, used for hosts that carry no tenant label. */
export const DEFAULT_TENANT = 'ucc';

/** Cookie names (docs/product.md §3): the product cookie keys the encryption of persisted state. */
export const COOKIE_NAMES = {
  product: 'clearpath',
  rememberMe: 'remember-me',
  allowAnalytics: 'allow-analytics',
} as const;
