/*
 * The early-requests script: built on its own as a small classic script (vite.config.ts) and
 * loaded from index.html's <head>, so its requests go out while the app's code is still on its
 * way (boot/early-requests.ts).
 */
import { env } from '../config/env';
import { deviceCookies } from '../lib/device-cookies';
import { PAGE_MODULES_META } from '../lib/early-responses';
import { encryptedStorage, tabStorage } from '../lib/encrypted-storage';
import { startEarlyRequests } from './early-requests';

try {
  window.clearpathEarly = startEarlyRequests({
    fetch: (...args) => globalThis.fetch(...args),
    apiBase: env.apiBase,
    host: window.location.host,
    pathname: window.location.pathname,
    tabStorage,
    deviceStorage: encryptedStorage,
    rememberMe: () => deviceCookies.rememberMe(),
    now: () => Date.now(),
    pageModules: () =>
      document
        .querySelector<HTMLMetaElement>(`meta[name="${PAGE_MODULES_META}"]`)
        ?.content.split(' ')
        .filter(Boolean) ?? [],
    preloadModule: (href) => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    },
  });
} catch {
  // Storage blocked, or anything else: the app asks for everything itself, as without this.
}
