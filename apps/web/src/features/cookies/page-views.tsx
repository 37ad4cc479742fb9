import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { analytics } from '../../lib/analytics';

/** Sends a page view after each navigation, when analytics is on (docs/product.md §9). */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => analytics.pageView(pathname), [pathname]);
  return null;
}
