import type { WidgetRegistry } from './types';
import { widget as choiceGroup } from './choice-group';
import { widget as copyCode } from './copy-code';
import { widget as datePicker } from './date-picker';
import { widget as diagram } from './diagram';
import { widget as endPage } from './end-page';
import { widget as gridSelection } from './grid-selection';
import { widget as info } from './info';
import { widget as navArrows } from './nav-arrows';
import { widget as progressBar } from './progress-bar';
import { widget as recallList } from './recall-list';
import { widget as resources } from './resources';
import { widget as responsiveImage } from './responsive-image';
import { widget as responsiveVideo } from './responsive-video';
import { widget as sectionComplete } from './section-complete';
import { widget as selectGroup } from './select-group';
import { widget as sliderGroup } from './slider-group';

/** The content widgets, one entry per name of core's WIDGET_SCHEMAS (a missing one fails to compile). */
export const WIDGET_REGISTRY = {
  info,
  'choice-group': choiceGroup,
  'grid-selection': gridSelection,
  'select-group': selectGroup,
  'slider-group': sliderGroup,
  'recall-list': recallList,
  'responsive-image': responsiveImage,
  'responsive-video': responsiveVideo,
  'nav-arrows': navArrows,
  'progress-bar': progressBar,
  'end-page': endPage,
  resources,
  'copy-code': copyCode,
  'date-picker': datePicker,
  diagram,
  'section-complete': sectionComplete,
} satisfies WidgetRegistry;
