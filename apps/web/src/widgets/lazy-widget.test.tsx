import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWidget } from './shared/test-utils';
import { lazyWidget, preloadWidgets } from './lazy-widget';
import type { WidgetProps } from './types';

function Points(_props: WidgetProps<'points-overview'>) {
  return <p>Seven out of ten</p>;
}

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
    preloadWidgets(['info', 'points-overview', 'points-overview', 'nav-arrows']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shrug off a failed preload: the page tries again when shown', async () => {
    const load = vi.fn(() =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
    );
    lazyWidget('points-overview', load);
    preloadWidgets(['points-overview']);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
