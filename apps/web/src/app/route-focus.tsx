import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { MAIN_CONTENT_ID } from '../config/routes';
import { afterNextPaint } from '../lib/after-paint';

function focusOn(target: HTMLElement, scroll: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll });
}

/** Whether the focus is in an open dialog (the revisit question, the session dialog): left there. */
function focusInDialog(doc: Document): boolean {
  return doc.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;
}

/**
 * Moves the focus to the page just navigated to: the section named by `hash`, else the main
 * heading. A page whose content is still on its way (a weak signal) has no heading yet: the
 * focus goes to <main> and, when the heading comes, on to it, unless the student has moved it
 * since. Returns a stop for that wait.
 */
export function focusNewPage(doc: Document, hash: string): () => void {
  const section = hash ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
  if (section) {
    focusOn(section, true);
    return () => undefined;
  }
  if (focusInDialog(doc)) return () => undefined;
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return () => undefined;
  const heading = main.querySelector<HTMLElement>('h1');
  if (heading) {
    focusOn(heading, false);
    return () => undefined;
  }
  focusOn(main, false);
  const observer = new MutationObserver(() => {
    const arrived = main.querySelector<HTMLElement>('h1');
    if (!arrived) return;
    observer.disconnect();
    if (doc.activeElement === main) focusOn(arrived, false);
  });
  observer.observe(main, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * After an in-app navigation, moves focus to the new page's main heading (or to the section named
 * by the hash), so screen-reader and keyboard users start at the new content, as on a page load.
 * It moves once the new page has painted: focusing has the browser work out the page's styles
 * and layout again at once (its :focus rules), which held back the page shown after a tap on
 * "Next" (issue #19: median 101 → 94 ms over 30 taps each, the CPU slowed 4×, interleaved).
 * A frame later is nothing a student notices.
 */
export function RouteFocus() {
  const { key, hash } = useLocation();
  const initialKey = useRef(key);

  useEffect(() => {
    if (key === initialKey.current) return;
    let stopWaiting = () => undefined as void;
    const cancel = afterNextPaint(() => {
      stopWaiting = focusNewPage(document, hash);
    });
    return () => {
      cancel();
      stopWaiting();
    };
  }, [key, hash]);

  return null;
}
