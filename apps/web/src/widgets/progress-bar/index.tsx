import { PathProgress } from '../../features/navigation/path-progress';
import type { WebWidget, WidgetProps } from '../types';

/** The student's progress on the page (docs/product.md §4): the path's, and the module's where it is counted. */
function ProgressBar(_props: WidgetProps<'progress-bar'>) {
  return <PathProgress />;
}

export const widget: WebWidget<'progress-bar'> = { name: 'progress-bar', Component: ProgressBar };
