import { describe, expect, it, vi } from 'vitest';
import { renderHook, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import type { PageWidgetNode } from '@clearpath/core';
import { nextTask } from '../lib/next-task';
import { renderWidget } from './shared/test-utils';
import { lazyWidget, preloadWidgets, useWidgetCode } from './lazy-widget';
import type { WidgetProps } from './types';

function Points(_props: WidgetProps<'points-overview'>) {
  return <p>Seven out of ten</p>;
}

/** A page's widget directives, as its compiled tree holds them. */
const directives = (...names: string[]): PageWidgetNode[] =>
  names.map((widget) => ({ widget, attributes: {} }));

describe('lazy widgets', () => {
  it('load their code when first shown', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ widget: { name: 'points-overview' as const, Component: Points } }),
    );
    const { Component } = lazyWidget('points-overview', load);
    expect(load).not.toHaveBeenCalled();
    renderWidget(<Component pageId="1-9" attributes={{}} />);
    expect(await screen.findByText('Seven out of ten')).toBeVisible();
  });

  it('are preloaded by name, each once, and other names are left alone', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ widget: { name: 'points-overview' as const, Component: Points } }),
    );
    lazyWidget('points-overview', load);
    preloadWidgets(directives('info', 'points-overview', 'points-overview', 'nav-arrows'));
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('fetch what they read once their code is here, given a query client and good attributes', async () => {
    const prefetch = vi.fn();
    const load = vi.fn(() =>
      Promise.resolve({
        widget: { name: 'rating-scale' as const, Component: () => null, prefetch },
      }),
    );
    lazyWidget('rating-scale', load);
    const client = new QueryClient();
    preloadWidgets(
      [
        { widget: 'rating-scale', attributes: { scale: 'relationships' } },
        // A directive with bad attributes is the page's to report; nothing is fetched for it.
        { widget: 'rating-scale', attributes: {} },
      ],
      client,
    );
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch).toHaveBeenCalledWith(client, { scale: 'relationships' });
    expect(load).toHaveBeenCalledTimes(1);

    // Without a client (the code alone), nothing is fetched.
    preloadWidgets([{ widget: 'rating-scale', attributes: { scale: 'relationships' } }]);
    await nextTask();
    await nextTask();
    expect(prefetch).toHaveBeenCalledTimes(1);
  });

  it('ask for their code in a task of its own, not in the one that wanted it (issue #19)', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ widget: { name: 'points-overview' as const, Component: Points } }),
    );
    lazyWidget('points-overview', load);
    preloadWidgets(directives('points-overview'));
    const hook = renderHook(() => useWidgetCode(['points-overview']));
    // Neither the call nor the effect that drew the page, nor the microtasks after them.
    for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(hook.result.current).toBe(false);
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(hook.result.current).toBe(true));
  });

  it('shrug off a failed preload: the page tries again when shown', async () => {
    const load = vi
      .fn<() => Promise<{ widget: { name: 'points-overview'; Component: typeof Points } }>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ widget: { name: 'points-overview', Component: Points } });
    const { Component } = lazyWidget('points-overview', load);
    preloadWidgets(directives('points-overview'));
    await nextTask();
    expect(load).toHaveBeenCalledTimes(1);
    renderWidget(<Component pageId="1-9" attributes={{}} />);
    expect(await screen.findByText('Seven out of ten')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draw at once, with no placeholder, once their code is here (issue #19)', async () => {
    const load = vi.fn(() =>
      Promise.resolve({ widget: { name: 'points-overview' as const, Component: Points } }),
    );
    const { Component } = lazyWidget('points-overview', load);
    preloadWidgets(directives('points-overview'));
    const hook = renderHook(() => useWidgetCode(['points-overview', 'info']));
    await waitFor(() => expect(hook.result.current).toBe(true));
    renderWidget(<Component pageId="1-9" attributes={{}} />);
    // Synchronously: no "Loading…" first.
    expect(screen.getByText('Seven out of ten')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keep a page waiting until their code is here, and let it go on after a failed load', async () => {
    let finish: (value: {
      widget: { name: 'points-overview'; Component: typeof Points };
    }) => void = () => undefined;
    lazyWidget(
      'points-overview',
      () =>
        new Promise((resolve) => {
          finish = resolve;
        }),
    );
    const waiting = renderHook(() => useWidgetCode(['points-overview']));
    expect(waiting.result.current).toBe(false);
    await nextTask();
    expect(waiting.result.current).toBe(false);
    finish({ widget: { name: 'points-overview', Component: Points } });
    await waitFor(() => expect(waiting.result.current).toBe(true));

    lazyWidget('values-radar', () => Promise.reject(new TypeError('Failed to fetch')));
    const failed = renderHook(() => useWidgetCode(['values-radar']));
    expect(failed.result.current).toBe(false);
    await waitFor(() => expect(failed.result.current).toBe(true));
  });
});
