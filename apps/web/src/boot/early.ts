/*
 * The early-requests script: built on its own as a small classic script (vite.config.ts) and
 * loaded from index.html's <head>, so its requests go out while the app's code is still on its
 * way (boot/early-requests.ts).
 */
import { env } from '../config/env';
import { deviceCookies } from '../lib/device-cookies';
import { APP_MODULES_META, PAGE_MODULES_META } from '../lib/early-responses';
import { encryptedStorage, tabStorage } from '../lib/encrypted-storage';
import { afterNextPaint } from '../lib/after-paint';
import { startEarly } from './early-requests';

function loadModule(href: string): void {
  const script = document.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = href;
  document.head.append(script);
}

const metaList = (name: string): string[] =>
  document
    .querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
    ?.content.split(' ')
    .filter(Boolean) ?? [];

try {
  startEarly(
    {
      fetch: (...args) => globalThis.fetch(...args),
      apiBase: env.apiBase,
      host: window.location.host,
      pathname: window.location.pathname,
      tabStorage,
      deviceStorage: encryptedStorage,
      rememberMe: () => deviceCookies.rememberMe(),
      now: () => Date.now(),
      nextTask: () => new Promise((resolve) => setTimeout(resolve, 0)),
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
