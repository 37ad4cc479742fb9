/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/*
 * Clearpath's service worker, served at /sw.js (docs/product.md §1, §7; docs/architecture.md §5).
 *
 * - Precache: the whole app from the build's list (app shell, every route and widget chunk,
 *   the support page, fonts, icons), so after the first visit the tool opens with no signal.
 *   The administration area is left out of the list at build time (pwa.config.ts).
 * - Navigations get the cached app shell; /api and /administration always go to the network.
 * - Content (POST /api/pages/…, the tenant) is answered stale-while-revalidate: the copy seen
 *   last at once, refreshed in the background. Student answers and sessions are never cached.
 * - A new build waits until the student taps "Reload" (the page posts SKIP_WAITING).
 */

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

/** Cache of content pages, option sets and the tenant: not personal, same for every student. */
const CONTENT_CACHE = 'clearpath-content-v1';

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/administration(\/|$)/],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});

/** Whether a request is content that may be kept on the phone (never answers or sessions). */
function isContentRequest(request: Request, url: URL): boolean {
  if (url.origin !== self.location.origin) return false;
  if (request.method === 'POST') return url.pathname.startsWith('/api/pages/');
  return request.method === 'GET' && url.pathname === '/api/tenant';
}

/**
 * The Cache API keeps only GET requests, so a content POST is stored under a GET key made of its
 * URL, the tenant and its JSON body (the query: which fields, which page).
 */
async function cacheKeyOf(request: Request): Promise<Request> {
  const url = new URL(request.url);
  url.searchParams.set('tenant', request.headers.get('X-Tenant') ?? '');
  if (request.method === 'POST') url.searchParams.set('query', await request.clone().text());
  return new Request(url.href, { method: 'GET' });
}

async function staleWhileRevalidate(event: FetchEvent): Promise<Response> {
  const cache = await caches.open(CONTENT_CACHE);
  const key = await cacheKeyOf(event.request);
  const cached = await cache.match(key);
  const fresh = fetch(event.request.clone()).then(async (response) => {
    if (response.ok) await cache.put(key, response.clone());
    return response;
  });
  if (!cached) return fresh;
  event.waitUntil(
    fresh.then(
      () => undefined,
      () => undefined,
    ),
  );
  return cached;
}

self.addEventListener('fetch', (event: FetchEvent) => {
  const url = new URL(event.request.url);
  if (!isContentRequest(event.request, url)) return;
  event.respondWith(staleWhileRevalidate(event));
});
