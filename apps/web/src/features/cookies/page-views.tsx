import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from '../../lib/after-paint';
import { analytics } from '../../lib/analytics';

/**
 * Sends a page view after each navigation, when analytics is on (docs/product.md §9), once the
 * page has painted: what the student opened comes first. A page left before it painted (a
 * redirect) is not counted.
 */
export function PageViews() {
  const { pathname } = useLocation();
  useEffect(() => afterNextPaint(() => analytics.pageView(pathname)), [pathname]);
  return null;
}
