import type { ComponentType, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { WidgetAttributes, WidgetName } from '@clearpath/core';

/** What the page renderer gives every widget. */
export interface WidgetProps<Name extends WidgetName> {
  /** The directive's attributes, already parsed by core's WIDGET_SCHEMAS[name]. */
  attributes: WidgetAttributes<Name>;
  /** The rendered Markdown inside a container widget (undefined for leaf widgets). */
  children?: ReactNode;
  /** The id of the page the widget is on, e.g. `1-3`. */
  pageId: string;
}

/** One entry of the widget registry (`registry.ts`). */
export interface WebWidget<Name extends WidgetName> {
  name: Name;
  Component: ComponentType<WidgetProps<Name>>;
  /**
   * Starts fetching what the widget reads from the content API (its option set, scale or data
   * file), so a page fetched ahead can be answered if the signal drops before the student gets
   * there. Widgets that read nothing, or only the student's own answers, leave it out.
   */
  prefetch?: (client: QueryClient, attributes: WidgetAttributes<Name>) => void;
}

/** The registry: exactly one web component per widget name of core's WIDGET_SCHEMAS. */
export type WidgetRegistry = { [Name in WidgetName]: WebWidget<Name> };
