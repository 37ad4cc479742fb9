import { describe, expect, it } from 'vitest';
import {
  bootStepProblems,
  COMPILE_HINT,
  compileHintProblems,
  criticalPathProblems,
  entryKeys,
  modulesOnPathProblems,
  startPreloadProblems,
  staticKeys,
} from './critical-path.mjs';

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

describe('modules kept off the module page inside shared chunks', () => {
  const ADMIN = 'packages/core/src/api/admin.ts';
  // As a source map names them, from apps/web/dist/assets (shortened here to stay inside the
  // repository for scripts/check-standalone.mjs).
  const sources = {
    'assets/index.js': ['src/main.tsx'],
    'assets/framework.js': ['node_modules/react/index.js'],
    'assets/page.js': ['src/app/routes/content-page.tsx'],
    'assets/view.js': ['packages/core/src/api/auth.ts'],
    'assets/chart.js': ['packages/core/src/api/admin.ts'],
  };
  const sourcesOf = (file) => sources[file] ?? [];

  it('passes when the module is only in a chunk that loads when used', () => {
    expect(modulesOnPathProblems(manifest, sourcesOf, ROUTE, [ADMIN])).toEqual([]);
  });

  it('fails when a chunk the page loads first bundles the module', () => {
    const bundled = {
      ...sources,
      'assets/view.js': ['packages\\core\\src\\api\\admin.ts'],
    };
    expect(modulesOnPathProblems(manifest, (file) => bundled[file] ?? [], ROUTE, [ADMIN])).toEqual([
      `${ADMIN} is bundled into assets/view.js, which ${ROUTE} loads before it shows`,
    ]);
  });
});

describe('the app’s start in steps (apps/web/src/main.tsx)', () => {
  const CORE = 'src/boot/core-stage.ts';
  const START = 'src/start.tsx';
  const steps = {
    'index.html': {
      file: 'assets/index.js',
      imports: ['_framework.js'],
      dynamicImports: [CORE, START],
    },
    '_framework.js': { file: 'assets/framework.js' },
    [CORE]: { file: 'assets/core-stage.js', imports: ['_core.js'] },
    '_core.js': { file: 'assets/core.js', imports: ['_framework.js'] },
    [START]: { file: 'assets/start.js', imports: ['_app.js'] },
    '_app.js': { file: 'assets/app.js', imports: ['_core.js', '_framework.js'] },
  };

  it('counts what the steps load as the entry’s, before any page shows', () => {
    expect([...entryKeys(steps)].sort()).toEqual(
      ['index.html', '_framework.js', CORE, '_core.js', START, '_app.js'].sort(),
    );
    expect(bootStepProblems(steps, [CORE, START])).toEqual([]);
  });

  it('has index.html preload every file of the start, the steps’ and their imports', () => {
    const link = (file) => `<link rel="modulepreload" crossorigin href="/${file}">`;
    const files = ['framework', 'core-stage', 'core', 'start', 'app'].map(
      (name) => `assets/${name}.js`,
    );
    expect(startPreloadProblems(steps, `<head>${files.map(link).join('')}</head>`)).toEqual([]);
    // The entry's own static import left out (its deps resolved away), and a step's import.
    const partial = files.filter(
      (file) => !['assets/framework.js', 'assets/core.js'].includes(file),
    );
    expect(startPreloadProblems(steps, `<head>${partial.map(link).join('')}</head>`)).toEqual([
      'index.html does not preload assets/framework.js',
      'index.html does not preload assets/core.js',
    ]);
  });

  it('fails when the entry imports a step’s code statically, or skips a step', () => {
    const together = {
      ...steps,
      'index.html': {
        file: 'assets/index.js',
        imports: ['_framework.js', '_app.js'],
        dynamicImports: [CORE],
      },
    };
    expect(bootStepProblems(together, [CORE, START])).toEqual([
      `${START} is not a step of the entry`,
      "the entry imports _app.js statically: it runs in the entry's first task",
      "the entry imports _core.js statically: it runs in the entry's first task",
    ]);
  });

  it('fails when a step imports a later step’s code statically', () => {
    const BASE = 'src/boot/core-base-stage.ts';
    const staged = {
      ...steps,
      'index.html': { ...steps['index.html'], dynamicImports: [BASE, CORE, START] },
      [BASE]: { file: 'assets/core-base-stage.js', imports: ['_core-base.js'] },
      '_core-base.js': { file: 'assets/core-base.js' },
      '_core.js': { file: 'assets/core.js', imports: ['_core-base.js', '_framework.js'] },
    };
    expect(bootStepProblems(staged, [BASE, CORE, START])).toEqual([]);
    const tangled = {
      ...staged,
      '_core-base.js': { file: 'assets/core-base.js', imports: ['_core.js'] },
    };
    expect(bootStepProblems(tangled, [BASE, CORE, START])).toEqual([
      `${BASE} imports the code of ${CORE}, a later step, statically`,
    ]);
  });
});

describe('the compile hint of the start’s chunks', () => {
  const hinted = {
    '_framework.js': { file: 'assets/framework.js', name: 'framework' },
    '_app.js': { file: 'assets/app.js', name: 'app' },
  };
  const files = {
    'assets/framework.js': `${COMPILE_HINT}\nimport{a}from"./b.js";\nexport{a};`,
    'assets/framework.js.map': JSON.stringify({ mappings: ';AAAA;AACA' }),
    'assets/app.js': `${COMPILE_HINT}\nconst m=1;\nexport{m};`,
    'assets/app.js.map': JSON.stringify({ mappings: ';;AAAA' }),
  };
  const read =
    (overrides = {}) =>
    (file) =>
      overrides[file] ?? files[file];

  it('passes when each chunk opens with the hint and its map is a line down', () => {
    expect(compileHintProblems(hinted, read(), ['framework', 'app'])).toEqual([]);
  });

  it('fails for a chunk missing, a hint after the first line, or a map not moved down', () => {
    const problems = compileHintProblems(
      hinted,
      read({
        'assets/app.js': `const m=1;\n${COMPILE_HINT}\nexport{m};`,
        'assets/framework.js.map': JSON.stringify({ mappings: 'AAAA;AACA' }),
      }),
      ['framework', 'app', 'core'],
    );
    expect(problems).toEqual([
      'assets/framework.js.map does not account for the compile hint’s line',
      `assets/app.js does not open with ${COMPILE_HINT}`,
      'the build has no core chunk',
    ]);
  });
});
