import type { GetScrollRestorationKeyFunction } from 'react-router';

/**
 * Which saved scroll position a page returns to (React Router's `ScrollRestoration`): the
 * history entry's own, as React Router does, except for a page the tab opened afresh (an
 * address typed or bookmarked, a link from elsewhere). Every such entry has the key "default",
 * so one would open where the last was left: a module page half-way down because the landing
 * had been scrolled to its forms. Those go by their address instead.
 */
export const scrollKey: GetScrollRestorationKeyFunction = (location) =>
  location.key === 'default' ? `opened:${location.pathname}` : location.key;
