/*
 * The early-requests script: built on its own as a small classic script (vite.config.ts) and
 * loaded from index.html's <head>, so its requests go out while the app's code is still on its
 * way (boot/early-requests.ts).
 */
import { COOKIE_NAMES } from '@clearpath/core/early';
import {
  COLOR_SCHEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
  schemeOfThemeChoice,
} from '../app/theme-storage';
import { env } from '../config/env';
import { deviceCookies } from '../lib/device-cookies';
import { APP_MODULES_META, PAGE_MODULES_META } from '../lib/early-responses';
import { browserStorages } from '../lib/encrypted-storage';
import { afterNextPaint } from '../lib/after-paint';
import { nextTask } from '../lib/next-task';
import { startEarly } from './early-requests';

function loadModule(href: string): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = href;
  document.head.append(script);
}

/**
 * A cookie's value, through the Cookie Store API where the browser has one: it answers in a
 * later task, where reading document.cookie holds the page until the browser's cookie store, in
 * another process, has answered. That first read took 14–23 ms here as the page's requests went
 * out (issue #19). Without the API, `otherwise` reads it the app's way. The values need no
 * decoding: the product id is base64url and the flags 0 or 1 (lib/device-cookies.ts).
 */
function readCookie(
  name: string,
  otherwise: () => string | undefined,
): Promise<string | undefined> {
  if (typeof cookieStore === 'undefined') return Promise.resolve(otherwise());
  return cookieStore.get(name).then(
    (cookie) => cookie?.value,
    () => otherwise(),
  );
}

/** The product cookie, read once: both storages' keys come from it. */
let productId: Promise<string> | undefined;
const storages = browserStorages(() => {
  productId ??= readCookie(COOKIE_NAMES.product, () => undefined).then(
    // None yet, or no Cookie Store API: the app's way, which makes one if there is none.
    (product) => product ?? deviceCookies.productId(),
  );
  return productId;
});

const metaList = (name: string): string[] =>
  document
    .querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.content.split(' ')
    .filter(Boolean) ?? [];

// The student's own light or dark choice, on <html> before the app is there: a pre-drawn page
// and the slow-start screen are drawn in it, not in the device's scheme until the app arrives
// (it then sets the same, as the landing's loader does before the landing is shown).
try {
  const scheme = schemeOfThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  if (scheme !== null) document.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
} catch {
  // Storage blocked: the device's scheme until the app decides.
}

try {
  startEarly(
    {
      fetch: (...args) => globalThis.fetch(...args),
      apiBase: env.apiBase,
      host: window.location.host,
      pathname: window.location.pathname,
      tabStorage: storages.tab,
      deviceStorage: storages.device,
      rememberMe: () => readCookie(COOKIE_NAMES.rememberMe, () => deviceCookies.rememberMe()),
      now: () => Date.now(),
      nextTask,
      pageModules: () => metaList(PAGE_MODULES_META),
      preloadModule: (href) => {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      },
      appModules: () => metaList(APP_MODULES_META),
      // Not waiting for the fonts: on a slow connection their 46 KiB would hold the app back by
      // as long as they take, and the paint does not need them (`font-display: optional`).
      afterFirstPaint: (then) => void afterNextPaint(then),
      loadModule,
    },
    (early) => {
      window.clearpathEarly = early;
    },
  );
} catch {
  // Storage blocked, or anything else: the app asks for everything itself, as without this,
  // and a pre-drawn page's app is loaded at once.
  const [entry] = metaList(APP_MODULES_META);
  if (entry !== undefined) loadModule(entry);
}
