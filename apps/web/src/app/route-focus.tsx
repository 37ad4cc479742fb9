import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../config/routes';

/**
 * After an in-app navigation, moves focus to the new page's main heading (or to the section named
 * by the hash), so screen-reader and keyboard users start at the new content, as on a page load.
 */
export function RouteFocus() {
  const { key, hash } = useLocation();
  const initialKey = useRef(key);

  useEffect(() => {
    if (key === initialKey.current) return;
    const target =
      (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null) ??
      document.querySelector<HTMLElement>(`#${MAIN_CONTENT_ID} h1`) ??
      document.getElementById(MAIN_CONTENT_ID);
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: !hash });
  }, [key, hash]);

  return null;
}
