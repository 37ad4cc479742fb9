import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import Checkbox from '@mui/material/Checkbox';
import { COOKIE_NAMES } from '@clearpath/core';
import { AppProviders } from '../app/providers';
import { LandingPage } from '../app/routes/landing';
import { COLOR_SCHEME_ATTRIBUTE, THEME_STORAGE_KEY } from '../app/theme-storage';
import { LayoutFrame } from '../components/layout-frame';
import { PERSISTED_AUTH } from '../lib/kept-login';
import { STORAGE_PREFIX } from '../lib/encrypted-storage';
import {
  CLICK_AFTER_RELEASE_MS,
  HANDOVER_WAIT_MAX_MS,
  type FirstScreenConfig,
} from './first-screen-loader';

export { firstScreenLoader } from './first-screen-loader';
export { schemeOfThemeChoice } from '../app/theme-storage';

/**
 * Draws the landing page (`/`) into `container` of a DOM without a network (jsdom at build,
 * scripts/prerender.mjs), its styles going to the document's head as in the browser. The
 * build saves both as the first screen, shown and usable before the app's JavaScript has
 * arrived (docs/decisions/0009-light-first-screen.md); the app then draws the same page over it.
 */
export function renderLanding(container: HTMLElement): () => void {
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders>
        <MemoryRouter initialEntries={['/']}>
          <LayoutFrame>
            <LandingPage firstScreen />
          </LayoutFrame>
        </MemoryRouter>
      </AppProviders>,
    ),
  );
  return () => root.unmount();
}

/** The icon of a ticked checkbox, which the pre-drawn page shows when a box is ticked. */
function checkedPath(document: Document): string {
  const container = document.createElement('div');
  const root = createRoot(container);
  flushSync(() => root.render(<Checkbox checked readOnly />));
  const d = container.querySelector('svg path')?.getAttribute('d');
  root.unmount();
  if (!d) throw new Error('The ticked checkbox has no icon path.');
  return d;
}

/** The loader's settings that come from the app (the build adds the entry and preloads). */
export function firstScreenSettings(
  document: Document,
): Omit<FirstScreenConfig, 'entry' | 'preloads'> {
  return {
    checkedPath: checkedPath(document),
    themeKey: THEME_STORAGE_KEY,
    schemeAttribute: COLOR_SCHEME_ATTRIBUTE,
    analyticsCookie: COOKIE_NAMES.allowAnalytics,
    rememberMeCookie: COOKIE_NAMES.rememberMe,
    tabSessionKey: `${STORAGE_PREFIX}${PERSISTED_AUTH}`,
    clickAfterReleaseMs: CLICK_AFTER_RELEASE_MS,
    handoverWaitMaxMs: HANDOVER_WAIT_MAX_MS,
  };
}
