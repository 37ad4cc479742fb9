import { useNavigationStore } from '../../features/navigation/navigation-store';
import type { WebWidget, WidgetProps } from '../types';

/** Markdown shown only to students of the block's user types (docs/product.md §6: types choose paths). */
function Audience({ attributes, children }: WidgetProps<'audience'>) {
  const userType = useNavigationStore((state) => state.user_type);
  if (userType === null || !attributes.user_types.includes(userType)) return null;
  return <>{children}</>;
}

export const widget: WebWidget<'audience'> = { name: 'audience', Component: Audience };
