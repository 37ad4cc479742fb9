import { useLayoutEffect } from 'react';

/**
 * A module page opened afresh arrives with its text already drawn in `#predrawn`
 * (apps/web/scripts/prerender.mjs), and the app draws underneath it, unseen. The pre-drawn page
 * goes as soon as the app shows something of its own in its place: the page itself, or anything
 * else it decides on (the landing for a student who is not logged in, a module not open yet, an
 * error). Removed in a layout effect, so the swap happens within one frame, before the browser
 * paints (docs/decisions/0009-light-first-screen.md).
 */
export const PREDRAWN_ID = 'predrawn';
const PATH_ATTRIBUTE = 'data-path';

/**
 * The pre-drawn page's element as the build writes it before the app's empty `#root`: `html`
 * (already escaped, a rendered drawing) drawn for the address `path`.
 */
export function predrawnElement(path: string, html: string): string {
  return `<div id="${PREDRAWN_ID}" ${PATH_ATTRIBUTE}="${path}">${html}</div>`;
}

/**
 * Until the app has drawn the page underneath, the pre-drawn one is what shows: the app's root
 * lies over it unseen (laid out, so its widgets can measure) until it takes its place.
 */
export const PREDRAWN_RULES = `#${PREDRAWN_ID}~#root{position:absolute;top:0;left:0;right:0;visibility:hidden}`;

/** The address the pre-drawn page was drawn for, or null when there is none (any more). */
export function predrawnPath(doc: Document = document): string | null {
  return doc.getElementById(PREDRAWN_ID)?.getAttribute(PATH_ATTRIBUTE) ?? null;
}

/** Takes the pre-drawn page away, showing the app's own drawing. Does nothing the second time. */
export function releasePredrawn(doc: Document = document): void {
  doc.getElementById(PREDRAWN_ID)?.remove();
}

/** Releases the pre-drawn page once `drawn` holds, in the commit that draws the app's own. */
export function useReleasePredrawn(drawn = true): void {
  useLayoutEffect(() => {
    if (drawn) releasePredrawn();
  }, [drawn]);
}
