import { describe, expect, it } from 'vitest';
import { areaOf, createFrameMapper, summarise } from './web-profile.mjs';

// app.js line 1: column 0 comes from device-cookies.ts (rememberMe), column 10 from js-cookie
// (get), both on their line 1. (A build's maps name them from apps/web/dist/assets/; these
// paths stay inside the repository wherever they are read from.)
const MAP = JSON.stringify({
  version: 3,
  sources: [
    '../apps/web/src/lib/device-cookies.ts',
    '../node_modules/js-cookie/dist/js.cookie.mjs',
  ],
  names: ['rememberMe', 'get'],
  mappings: 'AAAAA,UCAAC',
});
const maps = { '/dist/assets/app.js.map': MAP };
const mapFrame = createFrameMapper('/dist', (file) => maps[file] ?? null);
const frame = (url, columnNumber, functionName = 'x') => ({
  url,
  lineNumber: 0,
  columnNumber,
  functionName,
});

describe('a page-load profile mapped to its sources', () => {
  it('names a built frame by its source file and function', () => {
    expect(mapFrame(frame('http://127.0.0.1:1/assets/app.js', 3))).toEqual({
      file: 'apps/web/src/lib/device-cookies.ts',
      name: 'rememberMe apps/web/src/lib/device-cookies.ts:1',
    });
    expect(mapFrame(frame('http://127.0.0.1:1/assets/app.js?v=1', 12)).file).toBe(
      'node_modules/js-cookie/dist/js.cookie.mjs',
    );
  });

  it('keeps a frame it has no map for as the browser named it', () => {
    expect(mapFrame(frame('http://127.0.0.1:1/assets/early.js', 0, 'r'))).toEqual({
      file: 'early.js',
      name: 'r early.js',
    });
    expect(mapFrame(frame('', 0, '(garbage collector)')).file).toBe('((garbage collector))');
  });

  it('puts a file in its library or app folder', () => {
    expect(areaOf('node_modules/@mui/material/Button/Button.js')).toBe('@mui/material');
    expect(areaOf('node_modules/js-cookie/dist/js.cookie.mjs')).toBe('js-cookie');
    expect(areaOf('apps/web/src/lib/device-cookies.ts')).toBe('apps/web/src/lib');
    expect(areaOf('packages/core/src/answers.ts')).toBe('packages/core/src');
    expect(areaOf('early.js')).toBe('early.js');
  });

  it('sums self time by area and inclusive time by function, idle left out', () => {
    const app = 'http://127.0.0.1:1/assets/app.js';
    const profile = {
      nodes: [
        { id: 1, callFrame: frame('', 0, '(root)'), children: [2, 4] },
        { id: 2, callFrame: frame(app, 0, 'a'), children: [3] },
        { id: 3, callFrame: frame(app, 12, 'b') },
        { id: 4, callFrame: frame('', 0, '(idle)') },
      ],
      samples: [2, 3, 3, 4],
      timeDeltas: [1000, 2000, 3000, 9000],
    };
    const { busy, self, inclusive } = summarise(profile, mapFrame);
    expect(busy).toBe(6);
    expect(Object.fromEntries(self)).toEqual({ 'apps/web/src/lib': 1, 'js-cookie': 5 });
    expect(inclusive.get('rememberMe apps/web/src/lib/device-cookies.ts:1')).toBe(6);
    expect(inclusive.get('get node_modules/js-cookie/dist/js.cookie.mjs:1')).toBe(5);
  });
});
