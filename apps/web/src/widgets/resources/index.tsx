import type { WebWidget, WidgetProps } from '../types';
import { SupportServices } from './support-services';

/** The tenant's and the national support services (content: `::resources{filter="…"}`). */
function Resources({ attributes }: WidgetProps<'resources'>) {
  return <SupportServices filter={attributes.filter ?? 'all'} />;
}

export const widget: WebWidget<'resources'> = { name: 'resources', Component: Resources };
