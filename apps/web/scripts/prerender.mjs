// After `vite build`: writes dist/landing.html, the page the server sends for `/` — index.html
// with the landing page already drawn in #root and the styles it uses inline, so a phone shows
// the first screen as soon as the HTML arrives instead of after the app's JavaScript
// (docs/decisions/0009-light-first-screen.md). The page is drawn by the app's own components
// (src/prerender/landing.tsx) in jsdom and works before the app: its links are links, its
// fields take typing, and the app, loaded on first use (src/prerender/first-screen-loader.ts),
// draws the same page over it and puts back what was typed and pressed (src/app/first-screen.ts).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';
import { build } from 'vite';
import { MODULE_PRELOAD } from '../../../scripts/lib/critical-path.mjs';
import { staticClosure } from '../../../scripts/lib/web-budget.mjs';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB, 'dist');
const CONTENT = path.resolve(WEB, '..', '..', 'content');
/** Where the pre-drawn module pages go: `predrawn/1-0.html`, sent by the server for `/page/1-0`. */
const PREDRAWN_DIR = 'predrawn';
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

/**
 * The pre-drawn page's own rules: a field's label moves up and its outline shows focus, a ticked
 * box and its focus show, a pressed button looks busy, the banner hides when the student has
 * already answered it, and a remembered device sees the check instead of the forms — what the
 * app does with JavaScript, until it takes over (the loader sets the classes and attributes
 * these rules use).
 */
const FIRST_SCREEN_RULES = [
  '#root[data-prerendered] .MuiFormControl-root:is(:focus-within,[data-filled])>label[data-shrink="false"]{transform:translate(14px,-9px) scale(.75);max-width:calc(133% - 32px)}',
  '#root[data-prerendered] .MuiFormControl-root:is(:focus-within,[data-filled]) legend{max-width:100%}',
  '#root[data-prerendered] .MuiCheckbox-root:has(input:focus-visible){outline:2px solid var(--cp-palette-primary-main)}',
  '#root[data-prerendered] [aria-busy="true"]{opacity:.7;cursor:progress}',
  '[data-cookie-choice] #root[data-prerendered] [data-cookie-banner]{display:none}',
  // Forms, or the check of a remembered device where the app will make it (AccessPanel).
  '#root[data-prerendered] [data-access-body="checking"]{display:none}',
  '[data-access="checking"] #root[data-prerendered] [data-access-body="forms"]{display:none}',
  '[data-access="checking"] #root[data-prerendered] [data-access-body="checking"]{display:block}',
].join('');

/**
 * The slow-start screen index.html carries (vite.config.ts): the landing arrives drawn, so it
 * has no use for it.
 */
const SLOW_START = [
  /<style id="slow-start-rules">[^<]*<\/style>/,
  /<main id="slow-start"[\s\S]*?<\/main>/,
];

/**
 * Nor for the early-requests script (vite.config.ts): before any use, `/` loads its page and
 * the small loader only, and a remembered device's login goes out with the app, which the
 * loader starts at once.
 */
const EARLY_SCRIPT =
  /<script src="\/assets\/early-[^"]+\.js" async fetchpriority="high"><\/script>/;
const EARLY_REQUESTS = [/<meta name="clearpath-page-modules" content="[^"]*">/, EARLY_SCRIPT];
/** The early-requests script's `<meta>` for a pre-drawn page's app (src/lib/early-responses.ts). */
const APP_MODULES_META = 'clearpath-app-modules';

/** The app's own style sheets, which the build puts inline in index.html (vite.config.ts). */
const APP_STYLES = /<style id="app-styles">([^<]*)<\/style>/;

/**
 * The app's own style sheets (the Roboto faces, `font-display: optional` from the build:
 * vite.config.ts), out of the template, and their text: the landing puts them in its one
 * `<style>`, a pre-drawn page goes without them.
 */
function inlineStylesheets(template) {
  const match = APP_STYLES.exec(template);
  if (!match) throw new Error('index.html has no <style id="app-styles">.');
  return { template: template.replace(APP_STYLES, ''), css: match[1] };
}

/** The modules the landing route imports (deep), from Vite's manifest: preloaded on start. */
function landingModules() {
  const manifest = JSON.parse(readFileSync(path.join(DIST, '.vite', 'manifest.json'), 'utf8'));
  return [...staticClosure(manifest, 'src/app/routes/landing.tsx')]
    .filter((file) => file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * The app's entry and its preloads give way to the first-screen loader
 * (src/prerender/first-screen-loader.ts), a classic script in <head> (no inline script: the CSP
 * allows only files of this origin) that loads the app on first use, or at once for a
 * remembered student. Nothing but this page, its styles and the loader loads before that.
 * `schemeOfThemeChoice` is the source text of the rule the loader applies to a stored theme
 * (src/app/theme-storage.ts), passed to it beside its config.
 */
function startAppOnFirstUse(template, loader, settings, schemeOfThemeChoice) {
  const app = appModules(template);
  const config = {
    ...settings,
    entry: app.entry,
    preloads: [...new Set([...app.preloads, ...landingModules()])].filter((f) => f !== app.entry),
  };
  const source =
    '// The landing page is already drawn (landing.html): the app starts on first use.\n' +
    `(${loader})(${JSON.stringify(config)}, ${schemeOfThemeChoice});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  const file = `assets/first-screen-${hash}.js`;
  writeFileSync(path.join(DIST, file), source);
  return app.template.replace(app.tag, `<script src="/${file}"></script>`);
}

/** index.html's app: its entry and preloads, and the template with the preloads taken out. */
function appModules(template) {
  const entry = ENTRY.exec(template);
  if (!entry) throw new Error('index.html has no module script for the app.');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  return {
    entry: entry[1],
    tag: entry[0],
    preloads,
    template: template.replace(MODULE_PRELOAD, ''),
  };
}

/**
 * A pre-drawn module page is readable before its app: the early-requests script loads the app
 * once the text has painted (src/boot/early-requests.ts, `startEarly`), from this `<meta>`
 * placed before it, so nothing the app needs competes with the first paint.
 */
function appAfterFirstPaint(template) {
  const app = appModules(template);
  const early = EARLY_SCRIPT.exec(app.template);
  if (!early) throw new Error('index.html has no early-requests script.');
  const meta = `<meta name="${APP_MODULES_META}" content="${[app.entry, ...app.preloads].join(' ')}">`;
  return app.template.replace(app.tag, '').replace(early[0], () => `${meta}${early[0]}`);
}

/** The server-side bundle of the pre-drawn pages' entries (src/prerender/), in SSR_OUT. */
async function buildPrerenderEntries() {
  await build({
    root: WEB,
    logLevel: 'error',
    build: {
      ssr: true,
      outDir: SSR_OUT,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      rollupOptions: {
        input: {
          landing: 'src/prerender/landing.tsx',
          'module-page': 'src/prerender/module-page.tsx',
        },
      },
    },
  });
}

/** One entry of the bundle `buildPrerenderEntries` wrote. */
function importEntry(name) {
  return import(pathToFileURL(path.join(SSR_OUT, `${name}.js`)).href);
}

const TITLE = /<title>[^<]*<\/title>/;

/**
 * Holds the first paint until the element with `id` has been parsed, so a drawing is never
 * shown half-parsed: a busy phone's parser yields mid-document, and the first frame showed the
 * header's "Get help" as its icon alone, which grew and moved once the rest arrived (a layout
 * shift, 2 loads in 30 with the CPU slowed 8×). Browsers without `blocking` paint as before.
 */
function paintOnceParsed(id) {
  return `<link rel="expect" href="#${id}" blocking="render">`;
}

/** What follows the landing's drawing in its document, for `paintOnceParsed`. */
const LANDING_END = 'drawn-end';

/** The built index.html without `blocks`, each of which it must have, and with an empty #root. */
function indexWithout(blocks) {
  const template = blocks.reduce(
    (html, block) => {
      if (!block.test(html)) throw new Error(`index.html has nothing that matches ${block}.`);
      return html.replace(block, '');
    },
    readFileSync(path.join(DIST, 'index.html'), 'utf8'),
  );
  if (!template.includes('<div id="root"></div>'))
    throw new Error('index.html has no empty #root.');
  return template;
}

export async function prerenderLanding() {
  const dom = installDom();
  const { document } = dom.window;
  const { renderLanding, firstScreenLoader, firstScreenSettings, schemeOfThemeChoice } =
    await importEntry('landing');
  const container = document.getElementById('root');
  const unmount = renderLanding(container);
  const body = container.innerHTML;
  const css = insertedCss(document);
  const title = document.title;
  unmount();
  const settings = firstScreenSettings(document);

  const template = indexWithout([...SLOW_START, ...EARLY_REQUESTS]);
  const fonts = inlineStylesheets(template);
  const escapedCss = (fonts.css + css).replaceAll('</style', '<\\/style');
  const page = startAppOnFirstUse(
    fonts.template,
    firstScreenLoader.toString(),
    settings,
    schemeOfThemeChoice.toString(),
  )
    .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      '</head>',
      `<style id="first-screen">${escapedCss}${darkUntilTheAppDecides(css)}${FIRST_SCREEN_RULES}</style>${paintOnceParsed(LANDING_END)}</head>`,
    )
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-prerendered="">${body}</div><template id="${LANDING_END}"></template>`,
    );
  writeFileSync(path.join(DIST, 'landing.html'), page);
  return { bytes: Buffer.byteLength(page), cssBytes: css.length };
}

/**
 * Writes dist/predrawn/<id>.html for every module page with text before its first widget:
 * index.html (the app loads and starts as from any address, its early requests included) with
 * the page's shared beginning drawn in `#predrawn` before `#root`, and the styles it uses
 * inline (src/prerender/module-page.tsx, docs/decisions/0009-light-first-screen.md).
 */
export async function prerenderModulePages() {
  const dom = installDom();
  const { document } = dom.window;
  const {
    predrawnPages,
    renderModulePage,
    modulePageStyles,
    drawnStyleElements,
    predrawnElement,
    PREDRAWN_RULES,
  } = await importEntry('module-page');
  const pages = predrawnPages(CONTENT);
  const drawn = pages.map((page) => {
    // The page's own styles, in a cache of its own: those of what is drawn ahead, and of the
    // rest of the page (its widgets, its arrows), which the app draws as it takes over.
    const styleHolder = document.createElement('div');
    const container = document.createElement('div');
    const unseen = document.createElement('div');
    document.body.append(styleHolder, container, unseen);
    const styles = modulePageStyles(styleHolder);
    const unmount = renderModulePage(container, page, styles.cache);
    const result = {
      id: page.id,
      href: page.href,
      // Its buttons (the theme, the cookie settings) need the app: off until it is here.
      body: container.innerHTML.replaceAll('<button ', '<button disabled="" '),
      title: document.title,
    };
    unmount();
    const unmountWhole = renderModulePage(unseen, page, styles.cache, true);
    unmountWhole();
    const css = [...styles.globals.values(), ...styles.components.values()].join('');
    result.style = `${drawnStyleElements(styles)}<style id="predrawn-rules">${darkUntilTheAppDecides(css)}${PREDRAWN_RULES}</style>`;
    result.cssBytes = css.length;
    for (const element of [styleHolder, container, unseen]) element.remove();
    return result;
  });

  const template = withoutWebFonts(appAfterFirstPaint(indexWithout(SLOW_START)));
  rmSync(path.join(DIST, PREDRAWN_DIR), { recursive: true, force: true });
  mkdirSync(path.join(DIST, PREDRAWN_DIR));
  let bytes = 0;
  for (const { id, href, body, title, style } of drawn) {
    const page = template
      .replace(TITLE, () => `<title>${escapeHtml(title)}</title>`)
      // `#root` follows the drawing: the page paints once all of it is there.
      .replace('</head>', () => `${style}${paintOnceParsed('root')}</head>`)
      .replace(
        '<div id="root"></div>',
        () => `${predrawnElement(href, body)}<div id="root"></div>`,
      );
    writeFileSync(path.join(DIST, PREDRAWN_DIR, `${id}.html`), page);
    bytes += Buffer.byteLength(page);
  }
  const cssBytes = drawn.map((page) => page.cssBytes);
  return { pages: drawn.length, bytes, cssBytes: [Math.min(...cssBytes), Math.max(...cssBytes)] };
}

/**
 * The app's own style sheets are the Roboto faces and nothing else (checked): a pre-drawn module
 * page goes without them, in the device's font (`system-ui`: Roboto on Android), and so does its
 * app on that load. On slow mobile data their 46 KiB, asked for as soon as the text is laid out,
 * held the app back by about 0.6 s, and `font-display: optional` would not have used them on
 * that load anyway.
 */
function withoutWebFonts(template) {
  const { template: without, css } = inlineStylesheets(template);
  const rest = css.replace(/@font-face\{[^}]*\}/g, '').trim();
  if (rest !== '')
    throw new Error(`The app's style sheets hold more than the fonts: ${rest.slice(0, 80)}`);
  return without;
}

function escapeHtml(text) {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildPrerenderEntries();
  const { bytes, cssBytes } = await prerenderLanding();
  console.log(`Prerendered dist/landing.html (${bytes} bytes, ${cssBytes} of them styles).`);
  const modules = await prerenderModulePages();
  console.log(
    `Prerendered ${modules.pages} module pages in dist/${PREDRAWN_DIR}/ (${modules.bytes} bytes, ${modules.cssBytes.join(' to ')} of them styles each).`,
  );
  rmSync(SSR_OUT, { recursive: true, force: true });
  // React's scheduler and jsdom's timers would keep the process alive.
  process.exit(0);
}
