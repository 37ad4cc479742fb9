import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { compilePageTree } from '@clearpath/content/page-tree';
import { widgetNodesOf } from '../features/content/page-widgets';
import { jsonResponse } from '../test/auth-fixtures';
import { preloadWidgets } from './lazy-widget';
import { WIDGET_REGISTRY } from './registry';

/**
 * Every widget that reads the content API fetches it ahead with its page (issue #15: a page
 * fetched ahead must be answerable if the signal drops before the student gets there). One
 * directive per widget, as the content writes it, and the requests it must start.
 */
const CASES: [directive: string, requests: string[]][] = [
  ['::rating-scale{scale="behavioural-awareness"}', ['/api/pages/scales/behavioural-awareness']],
  ['::choice-group{data_id="why" options="reasonsForUse"}', ['/api/pages/options/reasonsForUse']],
  [
    '::grid-selection{data_id="values" options="values" min="3" max="6"}',
    ['/api/pages/options/values'],
  ],
  [
    '::choice-feedback{from="3-1" data_id="values" options="values"}',
    ['/api/pages/options/values'],
  ],
  ['::select-group{data_id="how" options="helps"}', ['/api/pages/options/helps']],
  ['::slider-group{data_id="how" options="needs"}', ['/api/pages/options/needs']],
  ['::activity-carousel', ['/api/pages/options/positives', '/api/pages/options/negatives']],
  ['::plan-card', ['/api/pages/options', '/api/pages/options/commitmentMessages']],
  ['::recall-list{from="3-1" data_id="values"}', ['/api/pages/options']],
  ['::review-summary', ['/api/pages/options']],
  ['::values-radar', ['/api/pages/options/values']],
  ['::value-ratings{from="3-1" data_id="values"}', ['/api/pages/options/values']],
  ['::commitment-scale', ['/api/pages/options/commitmentMessages']],
  ['::injunctive-norms', ['/api/pages/options/injunctiveNorms']],
  ['::quiz', ['/api/pages/quiz']],
  ['::points-overview', ['/api/pages/quiz']],
  ['::dast-carousel', ['/api/pages/dast']],
  ['::dast-feedback', ['/api/pages/dast']],
  ['::body-feedback', ['/api/pages/harms']],
];

afterEach(() => vi.unstubAllGlobals());

describe('a page fetched ahead', () => {
  it.each(CASES)('with %s also fetches what the widget reads', async (directive, requests) => {
    const fetch = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(jsonResponse({ error: 'Not here' }, 404)),
    );
    vi.stubGlobal('fetch', fetch);
    const nodes = widgetNodesOf(compilePageTree(`Some words.\n\n${directive}\n`));
    expect(nodes).toHaveLength(1);
    expect(Object.keys(WIDGET_REGISTRY)).toContain(nodes[0]?.widget);

    preloadWidgets(nodes, new QueryClient({ defaultOptions: { queries: { retry: false } } }));
    const asked = () =>
      fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    await vi.waitFor(() => expect(asked()).toEqual(expect.arrayContaining(requests)), {
      timeout: 5_000,
    });
    expect(asked()).toHaveLength(requests.length);
  });

  it('is the whole list: no other widget fetches anything ahead', async () => {
    const listed = new Set(
      CASES.map(([directive]) => widgetNodesOf(compilePageTree(directive))[0]?.widget),
    );
    for (const name of Object.keys(WIDGET_REGISTRY)) {
      const module = (await import(`./${name}/index.tsx`)) as { widget: { prefetch?: unknown } };
      expect(module.widget.prefetch !== undefined, name).toBe(listed.has(name));
    }
  });
});
