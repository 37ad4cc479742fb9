import type { WidgetRegistry } from './types';
import { widget as copyCode } from './copy-code';
import { widget as endPage } from './end-page';
import { widget as info } from './info';
import { widget as navArrows } from './nav-arrows';
import { widget as progressBar } from './progress-bar';
import { widget as resources } from './resources';
import { widget as sectionComplete } from './section-complete';

/**
 * The content widgets, one entry per name of core's WIDGET_SCHEMAS. Partial while the form
 * widgets are being built; with all sixteen it becomes `satisfies WidgetRegistry`.
 */
export const WIDGET_REGISTRY = {
  info,
  'nav-arrows': navArrows,
  'progress-bar': progressBar,
  'end-page': endPage,
  resources,
  'copy-code': copyCode,
  'section-complete': sectionComplete,
} satisfies Partial<WidgetRegistry>;
