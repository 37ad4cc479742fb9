import { SupportServices } from '../../features/support/support-services';
import type { WebWidget, WidgetProps } from '../types';

/**
 * The tenant's and the national support services (content: `::resources{filter="…"}`), in
 * core's order for the student's DAST result.
 */
function Resources({ attributes }: WidgetProps<'resources'>) {
  return <SupportServices filter={attributes.filter ?? 'all'} />;
}

export const widget: WebWidget<'resources'> = { name: 'resources', Component: Resources };
