import { useQuery } from '@tanstack/react-query';
import { moduleOfPage } from '@clearpath/core';
import { modulesQuery } from '../../features/content/content-api';
import { PathProgress } from '../../features/navigation/path-progress';
import type { WebWidget, WidgetProps } from '../types';

/** The student's progress on the page (docs/product.md §4): the path's, and the module's own. */
function ProgressBar({ pageId }: WidgetProps<'progress-bar'>) {
  const modules = useQuery(modulesQuery());
  const module = moduleOfPage(pageId);
  const lastPage = modules.data?.find((item) => item.id === module)?.last ?? null;
  return <PathProgress module={module} lastPage={lastPage} />;
}

export const widget: WebWidget<'progress-bar'> = { name: 'progress-bar', Component: ProgressBar };
