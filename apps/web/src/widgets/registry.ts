import type { WidgetRegistry } from './types';
import { lazyWidget } from './lazy-widget';
import { widget as audience } from './audience';
import { widget as feedback } from './feedback';
import { widget as info } from './info';
import { widget as navArrows } from './nav-arrows';

/**
 * The content widgets, one entry per name of core's WIDGET_SCHEMAS (a missing one fails to
 * compile). The four on most pages are in the page's own code; every other widget's code loads
 * with the page that shows it (issue #19: a module page downloads only what it draws).
 */
export const WIDGET_REGISTRY = {
  info,
  'choice-group': lazyWidget('choice-group', () => import('./choice-group')),
  'grid-selection': lazyWidget('grid-selection', () => import('./grid-selection')),
  'select-group': lazyWidget('select-group', () => import('./select-group')),
  'slider-group': lazyWidget('slider-group', () => import('./slider-group')),
  'recall-list': lazyWidget('recall-list', () => import('./recall-list')),
  'responsive-image': lazyWidget('responsive-image', () => import('./responsive-image')),
  'responsive-video': lazyWidget('responsive-video', () => import('./responsive-video')),
  'nav-arrows': navArrows,
  'progress-bar': lazyWidget('progress-bar', () => import('./progress-bar')),
  'end-page': lazyWidget('end-page', () => import('./end-page')),
  resources: lazyWidget('resources', () => import('./resources')),
  'copy-code': lazyWidget('copy-code', () => import('./copy-code')),
  'date-picker': lazyWidget('date-picker', () => import('./date-picker')),
  diagram: lazyWidget('diagram', () => import('./diagram')),
  'section-complete': lazyWidget('section-complete', () => import('./section-complete')),
  'drug-selection': lazyWidget('drug-selection', () => import('./drug-selection')),
  'dast-carousel': lazyWidget('dast-carousel', () => import('./dast-carousel')),
  'dast-results': lazyWidget('dast-results', () => import('./dast-results')),
  'dast-feedback': lazyWidget('dast-feedback', () => import('./dast-feedback')),
  'activity-carousel': lazyWidget('activity-carousel', () => import('./activity-carousel')),
  'posnegs-feedback': lazyWidget('posnegs-feedback', () => import('./posnegs-feedback')),
  'body-feedback': lazyWidget('body-feedback', () => import('./body-feedback')),
  quiz: lazyWidget('quiz', () => import('./quiz')),
  'points-overview': lazyWidget('points-overview', () => import('./points-overview')),
  'descriptive-norms': lazyWidget('descriptive-norms', () => import('./descriptive-norms')),
  'injunctive-norms': lazyWidget('injunctive-norms', () => import('./injunctive-norms')),
  feedback,
  audience,
  'statement-list': lazyWidget('statement-list', () => import('./statement-list')),
  'choice-feedback': lazyWidget('choice-feedback', () => import('./choice-feedback')),
  'breathing-guide': lazyWidget('breathing-guide', () => import('./breathing-guide')),
  'rating-scale': lazyWidget('rating-scale', () => import('./rating-scale')),
  'relationship-chart': lazyWidget('relationship-chart', () => import('./relationship-chart')),
  'smart-goal': lazyWidget('smart-goal', () => import('./smart-goal')),
  'commitment-scale': lazyWidget('commitment-scale', () => import('./commitment-scale')),
  'plan-card': lazyWidget('plan-card', () => import('./plan-card')),
  'review-summary': lazyWidget('review-summary', () => import('./review-summary')),
  'value-ratings': lazyWidget('value-ratings', () => import('./value-ratings')),
  'values-radar': lazyWidget('values-radar', () => import('./values-radar')),
  'free-text': lazyWidget('free-text', () => import('./free-text')),
  'confidence-ruler': lazyWidget('confidence-ruler', () => import('./confidence-ruler')),
} satisfies WidgetRegistry;
