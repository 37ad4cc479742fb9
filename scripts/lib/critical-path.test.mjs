import { describe, expect, it } from 'vitest';
import { criticalPathProblems, staticKeys } from './critical-path.mjs';

const ROUTE = 'src/app/routes/content-page.tsx';
const manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_framework.js'], dynamicImports: [ROUTE] },
  '_framework.js': { file: 'assets/framework.js' },
  [ROUTE]: { file: 'assets/page.js', imports: ['_framework.js', '_view.js'] },
  '_view.js': { file: 'assets/view.js', dynamicImports: ['src/widgets/chart/index.tsx'] },
  'src/widgets/chart/index.tsx': { file: 'assets/chart.js', imports: ['_framework.js'] },
};

describe('the module page’s critical path', () => {
  it('follows static imports only, from the entry and the route', () => {
    expect([...staticKeys(manifest, ROUTE, staticKeys(manifest, 'index.html'))].sort()).toEqual(
      ['_framework.js', '_view.js', 'index.html', ROUTE].sort(),
    );
  });

  it('passes when the kept-off modules are chunks that load only when used', () => {
    expect(criticalPathProblems(manifest, ROUTE, ['src/widgets/chart/index.tsx'])).toEqual([]);
  });

  it('fails for a kept-off module imported statically, or bundled into the page', () => {
    const statically = {
      ...manifest,
      '_view.js': { file: 'assets/view.js', imports: ['src/widgets/chart/index.tsx'] },
    };
    expect(criticalPathProblems(statically, ROUTE, ['src/widgets/chart/index.tsx'])).toEqual([
      `src/widgets/chart/index.tsx is loaded before ${ROUTE} shows`,
    ]);
    expect(criticalPathProblems(manifest, ROUTE, ['src/cookie-banner.tsx'])).toEqual([
      'src/cookie-banner.tsx is not a chunk of its own: something imports it statically',
    ]);
  });
});
