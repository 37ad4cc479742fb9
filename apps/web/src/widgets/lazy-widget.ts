import { createElement, lazy, useEffect, useState, type ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import {
  WIDGET_SCHEMAS,
  type PageWidgetNode,
  type WidgetAttributes,
  type WidgetName,
} from '@clearpath/core';
import { nextTask } from '../lib/next-task';
import type { WebWidget, WidgetProps } from './types';

/** A lazy widget's code, as the preloading and the page see it. */
interface LazyCode {
  isLoaded: () => boolean;
  /** Loads the code once; a failed load may be tried again. */
  load: () => Promise<unknown>;
  /** Once the code is here: fetches what the widget reads, for a directive's raw attributes. */
  prefetch: (client: QueryClient, attributes: Record<string, string>) => void;
}

/** The lazy widgets, by name, for preloading. */
const entries = new Map<string, LazyCode>();

/** Drawn while start.tsx reloads the page after a chunk of an old build failed to load. */
function Nothing(): null {
  return null;
}

/**
 * A registry entry whose code loads the first time a page needs it, so a page downloads only
 * the widgets it shows (issue #19: the module page's first screen). Once loaded — preloaded with
 * the page's text (`preloadWidgets`) — it draws at once, with no placeholder in between; the
 * page waits for its widgets' code before it draws (`useWidgetCode`), so nothing jumps.
 */
export function lazyWidget<Name extends WidgetName>(
  name: Name,
  load: () => Promise<{ widget: WebWidget<Name> }>,
): WebWidget<Name> {
  type Loaded = ComponentType<WidgetProps<Name>>;
  let loaded: Loaded | null = null;
  let prefetchData: WebWidget<Name>['prefetch'];
  let loading: Promise<Loaded> | null = null;
  const loadOnce = (): Promise<Loaded> => {
    // Asked for in a task of its own: the import adds the code's preload links to the document,
    // which took 3–14 ms inside the task that drew the page ahead or read its text (issue #19).
    loading ??= nextTask()
      .then(load)
      .then(
        // Vite resolves a failed import with undefined while start.tsx reloads the page.
        (module) => {
          const widget = (module as { widget: WebWidget<Name> } | undefined)?.widget;
          loaded = widget?.Component ?? Nothing;
          prefetchData = widget?.prefetch;
          return loaded;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
    return loading;
  };
  const prefetch = (client: QueryClient, raw: Record<string, string>) => {
    if (!prefetchData) return;
    // Bad attributes are the page's to report when it is drawn (WidgetHost); nothing to fetch.
    const parsed = WIDGET_SCHEMAS[name].attributes.safeParse(raw);
    if (parsed.success) prefetchData(client, parsed.data as WidgetAttributes<Name>);
  };
  entries.set(name, { isLoaded: () => loaded !== null, load: loadOnce, prefetch });
  const Lazy = lazy(() => loadOnce().then((Component) => ({ default: Component })));
  function LazyWidget(props: WidgetProps<Name>) {
    return createElement(loaded ?? Lazy, props);
  }
  LazyWidget.displayName = `LazyWidget(${name})`;
  return { name, Component: LazyWidget };
}

/**
 * Starts loading the code of the lazy widgets among a page's widget directives and, with a
 * query client, then fetching what each reads from the content API (its option set, scale or
 * data file), so the page still opens and can be answered if the signal drops before the
 * student gets there. The browser keeps each module once and the cache each answer; a failed
 * preload is tried again when the page is shown.
 */
export function preloadWidgets(nodes: readonly PageWidgetNode[], client?: QueryClient): void {
  for (const node of nodes) {
    const entry = entries.get(node.widget);
    if (!entry) continue;
    void entry.load().then(
      () => {
        if (client) entry.prefetch(client, node.attributes);
      },
      () => undefined,
    );
  }
}

/**
 * Whether the code of the lazy widgets among `names` is here, loading it if not. A page draws
 * once it is true, so it shows whole instead of with placeholders that then grow. A failed load
 * counts as done: the widget then shows its own placeholder and tries again (and start.tsx
 * reloads the page after a deploy).
 */
export function useWidgetCode(names: readonly string[]): boolean {
  const missing = [...new Set(names)].filter((name) => {
    const entry = entries.get(name);
    return entry !== undefined && !entry.isLoaded();
  });
  const key = missing.join(' ');
  const [settled, setSettled] = useState<string | null>(null);
  useEffect(() => {
    if (key === '') return;
    let live = true;
    const pending = key.split(' ').map((name) => entries.get(name)?.load());
    void Promise.allSettled(pending).then(() => {
      if (live) setSettled(key);
    });
    return () => {
      live = false;
    };
  }, [key]);
  return key === '' || settled === key;
}
