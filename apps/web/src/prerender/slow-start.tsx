import { renderToStaticMarkup } from 'react-dom/server';
import { COLOR_SCHEME_ATTRIBUTE } from '../app/theme-storage';
import { PlainHeading, PlainPage, PlainSupportNumbers } from '../components/plain-page';

/**
 * How long a first visit may show nothing before the slow-start screen appears. A page that
 * opens in less time never shows it, so a good connection sees no flash of a loading screen.
 */
export const SLOW_START_DELAY_MS = 1500;

export const SLOW_START_ID = 'slow-start';

/**
 * What index.html shows while the app's JavaScript is still on its way: on a weak signal a first
 * visit to any address but `/` (which arrives drawn) would otherwise be a blank page for as long
 * as the app takes to download. Plain HTML, so its phone and text links work before the app.
 */
export function SlowStartScreen() {
  return (
    <PlainPage id={SLOW_START_ID}>
      <PlainHeading level={1}>Loading Clearpath…</PlainHeading>
      <p>
        This is taking longer than usual, perhaps because the connection is slow. Clearpath will
        open by itself once it has loaded. If nothing happens, check your connection and reload the
        page.
      </p>
      <PlainSupportNumbers />
    </PlainPage>
  );
}

/**
 * The screen's rules: hidden for the first `SLOW_START_DELAY_MS` (a step, not a fade: nothing
 * moves), gone for good once the app has drawn anything in #root, and never shown to a browser
 * without scripts (the <noscript> message is for those). Its colours are the browser's own for
 * the device's light or dark scheme (index.html's `color-scheme`), set on the screen itself, or
 * for the scheme the student chose, which the early-requests script puts on <html>. The
 * body has no margin from the start, as the app's own styles give it: else the app's first
 * paint would move it (a layout shift).
 */
export const SLOW_START_CSS = [
  `#${SLOW_START_ID}{visibility:hidden;animation:cp-slow-start 0s ${SLOW_START_DELAY_MS}ms forwards;background:Canvas;color:CanvasText}`,
  ...(['light', 'dark'] as const).map(
    (scheme) => `[${COLOR_SCHEME_ATTRIBUTE}="${scheme}"]{color-scheme:${scheme}}`,
  ),
  `@keyframes cp-slow-start{to{visibility:visible}}`,
  'body{margin:0}',
  `#root:not(:empty)~#${SLOW_START_ID}{display:none}`,
  `@media (scripting:none){#${SLOW_START_ID}{display:none}}`,
].join('');

/** The screen as HTML, for the build to place after index.html's #root (vite.config.ts). */
export function slowStartMarkup(): string {
  return renderToStaticMarkup(<SlowStartScreen />);
}
