import { lazy } from 'react';
import type { WidgetName } from '@clearpath/core';
import type { WebWidget } from './types';

/** The code loaders of the lazy widgets, by name, for preloading. */
const loaders = new Map<string, () => Promise<unknown>>();

/**
 * A registry entry whose code loads the first time a page shows it: for widgets that draw
 * charts, so the charting library is fetched only by the pages that need it (a student on a
 * weak signal gets every other page faster). The page renderer shows a short placeholder while
 * it loads; `preloadWidgets` fetches it ahead, with the next page.
 */
export function lazyWidget<Name extends WidgetName>(
  name: Name,
  load: () => Promise<{ widget: WebWidget<Name> }>,
): WebWidget<Name> {
  loaders.set(name, load);
  return {
    name,
    Component: lazy(() => load().then((module) => ({ default: module.widget.Component }))),
  };
}

/**
 * Starts loading the code of the lazy widgets among `names` (a page's widgets), so the page
 * still opens if the signal drops before the student gets there. The browser keeps each module
 * once; a failed preload is tried again when the page is shown.
 */
export function preloadWidgets(names: readonly string[]): void {
  for (const name of new Set(names))
    void loaders
      .get(name)?.()
      .catch(() => undefined);
}
