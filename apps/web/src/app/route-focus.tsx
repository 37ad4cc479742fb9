import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { afterNextPaint } from '../lib/after-paint';
import { focusNewPage } from '../lib/page-focus';

/**
 * After an in-app navigation, moves focus to the new page's main heading (or to the section named
 * by the hash), so screen-reader and keyboard users start at the new content, as on a page load.
 * A change of the query alone is the same page kept in the address (the staff area's filters):
 * focus stays on the control that changed it (WCAG 3.2.2).
 * It moves once the new page has painted: focusing has the browser work out the page's styles
 * and layout again at once (its :focus rules), which held back the page shown after a tap on
 * "Next" (issue #19: median 101 → 94 ms over 30 taps each, the CPU slowed 4×, interleaved).
 * A frame later is nothing a student notices.
 */
export function RouteFocus() {
  const { key, hash, pathname } = useLocation();
  const initialKey = useRef(key);
  const shown = useRef({ pathname, hash });

  useEffect(() => {
    const samePage = shown.current.pathname === pathname && shown.current.hash === hash;
    shown.current = { pathname, hash };
    if (key === initialKey.current || samePage) return;
    let stopWaiting = () => undefined as void;
    const cancel = afterNextPaint(() => {
      stopWaiting = focusNewPage(document, hash);
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [key, hash, pathname]);

  return null;
}
