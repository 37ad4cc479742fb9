import { describe, expect, it } from 'vitest';
import { areaOf, createFrameMapper, longTasks, summarise } from './web-profile.mjs';

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

  it('names what each long task of the main thread spent its samples in', () => {
    const app = 'http://127.0.0.1:1/assets/app.js';
    // Samples at 1, 3, 6 and 15 ms: the first three in the task from 0 to 10 ms on thread 7.
    const profile = {
      startTime: 0,
      nodes: [
        { id: 1, callFrame: frame('', 0, '(root)'), children: [2] },
        { id: 2, callFrame: frame(app, 0, 'a'), children: [3] },
        { id: 3, callFrame: frame(app, 12, 'b') },
      ],
      samples: [2, 3, 3, 2],
      timeDeltas: [1000, 2000, 3000, 9000],
    };
    const task = (tid, ts, dur) => ({ name: 'RunTask', ph: 'X', tid, ts, dur });
    const trace = [
      task(7, 0, 10_000),
      task(7, 12_000, 5_000), // too short to count
      task(9, 0, 9_000), // another thread, less busy in all
      { name: 'Layout', ph: 'X', tid: 7, ts: 0, dur: 10_000 },
    ];
    expect(longTasks(trace, profile, mapFrame, 8)).toEqual([
      {
        atMs: 0,
        ms: 10,
        areas: [
          { name: 'js-cookie', ms: 5 },
          { name: 'apps/web/src/lib', ms: 1 },
        ],
        functions: [{ name: 'rememberMe apps/web/src/lib/device-cookies.ts:1', ms: 6 }],
      },
    ]);
  });
});
