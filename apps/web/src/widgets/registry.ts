import type { WidgetRegistry } from './types';
import { lazyWidget } from './lazy-widget';
import { widget as activityCarousel } from './activity-carousel';
import { widget as audience } from './audience';
import { widget as bodyFeedback } from './body-feedback';
import { widget as breathingGuide } from './breathing-guide';
import { widget as choiceFeedback } from './choice-feedback';
import { widget as choiceGroup } from './choice-group';
import { widget as commitmentScale } from './commitment-scale';
import { widget as confidenceRuler } from './confidence-ruler';
import { widget as copyCode } from './copy-code';
import { widget as dastCarousel } from './dast-carousel';
import { widget as dastFeedback } from './dast-feedback';
import { widget as datePicker } from './date-picker';
import { widget as diagram } from './diagram';
import { widget as drugSelection } from './drug-selection';
import { widget as endPage } from './end-page';
import { widget as feedback } from './feedback';
import { widget as freeText } from './free-text';
import { widget as gridSelection } from './grid-selection';
import { widget as info } from './info';
import { widget as injunctiveNorms } from './injunctive-norms';
import { widget as navArrows } from './nav-arrows';
import { widget as planCard } from './plan-card';
import { widget as progressBar } from './progress-bar';
import { widget as quiz } from './quiz';
import { widget as ratingScale } from './rating-scale';
import { widget as recallList } from './recall-list';
import { widget as resources } from './resources';
import { widget as responsiveImage } from './responsive-image';
import { widget as responsiveVideo } from './responsive-video';
import { widget as reviewSummary } from './review-summary';
import { widget as sectionComplete } from './section-complete';
import { widget as selectGroup } from './select-group';
import { widget as sliderGroup } from './slider-group';
import { widget as smartGoal } from './smart-goal';
import { widget as statementList } from './statement-list';
import { widget as valueRatings } from './value-ratings';

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
  'drug-selection': drugSelection,
  'dast-carousel': dastCarousel,
  'dast-results': lazyWidget('dast-results', () => import('./dast-results')),
  'dast-feedback': dastFeedback,
  'activity-carousel': activityCarousel,
  'posnegs-feedback': lazyWidget('posnegs-feedback', () => import('./posnegs-feedback')),
  'body-feedback': bodyFeedback,
  quiz,
  'points-overview': lazyWidget('points-overview', () => import('./points-overview')),
  'descriptive-norms': lazyWidget('descriptive-norms', () => import('./descriptive-norms')),
  'injunctive-norms': injunctiveNorms,
  feedback,
  audience,
  'statement-list': statementList,
  'choice-feedback': choiceFeedback,
  'breathing-guide': breathingGuide,
  'rating-scale': ratingScale,
  'relationship-chart': lazyWidget('relationship-chart', () => import('./relationship-chart')),
  'smart-goal': smartGoal,
  'commitment-scale': commitmentScale,
  'plan-card': planCard,
  'review-summary': reviewSummary,
  'value-ratings': valueRatings,
  'values-radar': lazyWidget('values-radar', () => import('./values-radar')),
  'free-text': freeText,
  'confidence-ruler': confidenceRuler,
} satisfies WidgetRegistry;
