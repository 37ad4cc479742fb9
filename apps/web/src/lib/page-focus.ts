import { MAIN_CONTENT_ID } from '../config/routes';

function focusOn(target: HTMLElement, scroll: boolean): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: !scroll });
}

/** Whether the focus is in an open dialog (the revisit question, the session dialog): left there. */
function focusInDialog(doc: Document): boolean {
  return doc.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;
}

/**
 * Whether `element` is drawn: not inside a `hidden` element or one React hides with
 * `display: none` (the likely next page, drawn ahead in an <Activity> that is hidden).
 */
function isDrawn(element: HTMLElement): boolean {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    if (node.hidden || node.style.display === 'none') return false;
  }
  return true;
}

/**
 * The page's main heading, once it is there: never the heading of the page drawn ahead, hidden,
 * which is there before the new page's own when the path skips the page it expected (1-1 → 1-3).
 */
function headingOf(doc: Document): HTMLElement | null {
  const headings = doc.getElementById(MAIN_CONTENT_ID)?.querySelectorAll<HTMLElement>('h1') ?? [];
  return Array.from(headings).find(isDrawn) ?? null;
}

/**
 * Moves the focus to the page's main heading (or <main> while it has none): where a dialog that
 * opened with the page hands it back, since what opened the page is gone.
 */
export function focusPageHeading(doc: Document = document): void {
  const target = headingOf(doc) ?? doc.getElementById(MAIN_CONTENT_ID);
  if (target) focusOn(target, false);
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
  const heading = headingOf(doc);
  if (heading) {
    focusOn(heading, false);
    return () => undefined;
  }
  focusOn(main, false);
  // The whole document is watched: the page's <main> itself may be drawn anew as it loads.
  const observer = new MutationObserver(() => {
    const arrived = headingOf(doc);
    if (!arrived) return;
    observer.disconnect();
    const active = doc.activeElement;
    const current = doc.getElementById(MAIN_CONTENT_ID);
    if (active === main || active === current || active === doc.body || active === null) {
      focusOn(arrived, false);
    }
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}
