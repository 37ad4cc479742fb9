// After `vite build`: writes dist/landing.html, the page the server sends for `/` — index.html
// with the landing page already drawn in #root and the styles it uses inline, so a phone shows
// the first screen as soon as the HTML arrives instead of after the app's JavaScript
// (docs/decisions/0009-light-first-screen.md). The page is drawn by the app's own components
// (src/prerender/landing.tsx) in jsdom; its buttons and fields stay disabled until the app,
// loading meanwhile, draws the same page over it (main.tsx), so nothing typed is lost.
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB, 'dist');
// Inside the workspace, so the bundle's imports resolve from node_modules.
const SSR_OUT = path.join(WEB, 'node_modules', '.prerender');

/** The browser globals the app's modules read when they load. */
const GLOBALS = [
  'window',
  'document',
  'navigator',
  'location',
  'history',
  'localStorage',
  'sessionStorage',
  'HTMLElement',
  'Element',
  'Node',
  'Event',
  'CustomEvent',
  'getComputedStyle',
  'requestAnimationFrame',
  'cancelAnimationFrame',
];

function installDom() {
  const dom = new JSDOM(
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    {
      url: 'http://localhost/',
      pretendToBeVisual: true,
    },
  );
  const matchMedia = (query) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  });
  dom.window.matchMedia = matchMedia;
  for (const key of GLOBALS) {
    Object.defineProperty(globalThis, key, {
      value: dom.window[key],
      configurable: true,
      writable: true,
    });
  }
  globalThis.matchMedia = matchMedia;
  return dom;
}

/** Every rule emotion inserted (insertRule in production, so read from the CSSOM). */
function insertedCss(document) {
  let css = '';
  for (const style of document.querySelectorAll('style')) {
    if (style.textContent) css += style.textContent;
    else for (const rule of style.sheet?.cssRules ?? []) css += rule.cssText;
  }
  return css;
}

/**
 * Until the app sets the colour scheme on <html>, a device set to dark gets the dark scheme's
 * variables: the dark block of the theme again, under a media query.
 */
function darkUntilTheAppDecides(css) {
  const match = /\[data-color-scheme="dark"\]\s*\{([^}]*--cp-palette[^}]*)\}/.exec(css);
  if (!match) throw new Error('The theme has no dark colour scheme block to copy.');
  return `@media (prefers-color-scheme: dark){:root:not([data-color-scheme]){${match[1]}}}`;
}

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">/g;

/**
 * The app's entry, started after the first paint: a script that imports it on the frame after
 * the page is shown (no inline script: the CSP allows only files of this origin). The entry's
 * preloads go too, so nothing competes with the page's own bytes before it is shown.
 */
function startAppAfterPaint(template) {
  const entry = ENTRY.exec(template);
  if (!entry) throw new Error('index.html has no module script for the app.');
  const boot =
    '// The landing page is already drawn (landing.html): start the app after it is shown.\n' +
    `requestAnimationFrame(() => setTimeout(() => import(${JSON.stringify(entry[1])})));\n`;
  const hash = createHash('sha256').update(boot).digest('base64url').slice(0, 8);
  const file = `assets/first-screen-${hash}.js`;
  writeFileSync(path.join(DIST, file), boot);
  return template
    .replace(entry[0], `<script type="module" src="/${file}"></script>`)
    .replace(PRELOAD, '');
}

export async function prerenderLanding() {
  await build({
    root: WEB,
    logLevel: 'error',
    build: {
      ssr: 'src/prerender/landing.tsx',
      outDir: SSR_OUT,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
    },
  });
  const dom = installDom();
  const { document } = dom.window;
  const { renderLanding } = await import(pathToFileURL(path.join(SSR_OUT, 'landing.js')).href);
  const container = document.getElementById('root');
  const unmount = renderLanding(container);
  for (const control of container.querySelectorAll('button, input, select, textarea')) {
    control.setAttribute('disabled', '');
  }
  const body = container.innerHTML;
  const css = insertedCss(document);
  const title = document.title;
  unmount();
  rmSync(SSR_OUT, { recursive: true, force: true });

  const template = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root.');
  const escapedCss = css.replaceAll('</style', '<\\/style');
  const page = startAppAfterPaint(template)
    .replace(/<title>[^<]*<\/title>/, `<title>${title}</title>`)
    .replace(
      '</head>',
      `<style id="first-screen">${escapedCss}${darkUntilTheAppDecides(css)}</style></head>`,
    )
    .replace('<div id="root"></div>', `<div id="root" data-prerendered="">${body}</div>`);
  writeFileSync(path.join(DIST, 'landing.html'), page);
  return { bytes: Buffer.byteLength(page), cssBytes: css.length };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { bytes, cssBytes } = await prerenderLanding();
  console.log(`Prerendered dist/landing.html (${bytes} bytes, ${cssBytes} of them styles).`);
  // React's scheduler and jsdom's timers would keep the process alive.
  process.exit(0);
}
