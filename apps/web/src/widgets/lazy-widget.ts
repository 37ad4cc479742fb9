import { lazy } from 'react';
import type { WidgetName } from '@clearpath/core';
import type { WebWidget } from './types';

/**
 * A registry entry whose code loads the first time a page shows it: for widgets that draw
 * charts, so the charting library is fetched only by the pages that need it (a student on a
 * weak signal gets every other page faster). The page renderer shows a short placeholder while
 * it loads.
 */
export function lazyWidget<Name extends WidgetName>(
  name: Name,
  load: () => Promise<{ widget: WebWidget<Name> }>,
): WebWidget<Name> {
  return {
    name,
    Component: lazy(() => load().then((module) => ({ default: module.widget.Component }))),
  };
}
