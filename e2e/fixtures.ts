import {
  test as base,
  expect,
  type Browser,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { contrastRatio } from '@clearpath/core';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe for WCAG 2.x A/AA and fails with a readable list of violations.
 *
 * Legacy mode runs axe in the page itself. The default mode opens a blank page for each
 * check to merge the results of every frame, which doubled the cost of a check (1.2–1.5 s
 * against 0.6–0.7 s here); the app has no frames, so legacy mode sees the same page.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes
        .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
        .join('\n'),
  );
  expect(summary, 'axe found WCAG violations').toEqual([]);
}

const SEEN_ONLY = Symbol('seen only');

/** Outside anything React hides (`display: none`), as it hides a page drawn ahead. */
const NOT_HIDDEN = ':not([style*="display: none"]):not([style*="display: none"] *)';

/**
 * Makes `getByText` and `getByLabel` of every page and locator leave out what lies in a hidden
 * part of the page. A content page keeps the likely next page drawn ahead, hidden (issue #19):
 * its words are on no screen and in no accessibility tree, and must not match the page's own
 * (`getByRole` already leaves hidden elements out). Text kept for screen readers only (clipped,
 * not hidden) still matches.
 */
function lookOutsideHiddenParts(prototype: object): void {
  const methods = prototype as Record<PropertyKey, unknown>;
  if (methods[SEEN_ONLY]) return;
  methods[SEEN_ONLY] = true;
  for (const name of ['getByText', 'getByLabel']) {
    const find = methods[name] as (this: Page | Locator, ...args: unknown[]) => Locator;
    methods[name] = function (this: Page | Locator, ...args: unknown[]) {
      const page = 'page' in this && typeof this.page === 'function' ? this.page() : (this as Page);
      return find.apply(this, args).and(page.locator(NOT_HIDDEN));
    };
  }
}

/**
 * Every test fails on a console error or an uncaught page error (a CSP violation shows up
 * as a console error too), unless the test declares the error it expects with
 * `consoleGuard.allow(/pattern/)`. A test that fails gets the whole console attached and
 * printed, warnings included (React Router warns there when it drops a navigation), with the
 * API's requests, the presses that reached the page and the alerts it showed: to tell a rare
 * failure's cause. The pages of a browser context the test opens itself are in it too.
 */
export const test = base.extend<{
  consoleGuard: { allow: (pattern: RegExp) => void };
  seenOnly: void;
}>({
  seenOnly: [
    async ({ page }, use) => {
      lookOutsideHiddenParts(Object.getPrototypeOf(page) as object);
      lookOutsideHiddenParts(Object.getPrototypeOf(page.locator('body')) as object);
      await use();
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, browser }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      const started = Date.now();
      const transcript: string[] = [];
      const log = (kind: string, text: string) =>
        transcript.push(`${String(Date.now() - started).padStart(6)} ms ${kind}: ${text}`);
      // The API's requests, and each press that reaches the page (did a tap on Next arrive?).
      const api = (request: Request) => {
        const url = new URL(request.url());
        return url.pathname.startsWith('/api/') ? `${request.method()} ${url.pathname}` : null;
      };
      /** Writes what `watched` does into the transcript, each line headed `label`. */
      const watch = (watched: Page, label: string) => {
        const at = (kind: string) => (label ? `${label} ${kind}` : kind);
        watched.on('console', (message) => log(at(message.type()), message.text()));
        watched.on('pageerror', (error) => log(at('pageerror'), error.stack ?? error.message));
        watched.on('framenavigated', (frame) => {
          if (frame === watched.mainFrame()) log(at('address'), frame.url());
        });
        watched.on('request', (request) => {
          const name = api(request);
          if (name) log(at('request'), name);
        });
        watched.on('requestfinished', (request) => {
          const name = api(request);
          // A page the test closes (a tab closed and opened again) can take the answer's
          // look-up with it: that is logged, not left to fail the test as an unhandled rejection.
          if (name)
            void request.response().then(
              (response) => log(at('answer'), `${response?.status()} ${name}`),
              () => log(at('answer'), `(page closed before it was read) ${name}`),
            );
        });
        watched.on('requestfailed', (request) => {
          const name = api(request);
          if (name) log(at('failed'), `${name}: ${request.failure()?.errorText ?? ''}`);
        });
      };
      // In the page, from its start: each press that reaches it, and each alert it shows (a
      // gate's "Choose at least one…": did Next say why it kept the student where they were?).
      const reportPressesAndAlerts = () => {
        document.addEventListener(
          'click',
          (event) => {
            const target = event.target instanceof Element ? event.target : null;
            const control = target?.closest('button, a, input, label, [role]') ?? target;
            const name = control?.getAttribute('aria-label') ?? control?.textContent ?? '';
            console.debug(`[e2e] click: ${control?.tagName ?? '?'} "${name.trim().slice(0, 40)}"`);
          },
          true,
        );
        const report = (element: Element) => {
          const text = element.textContent?.trim().slice(0, 120) ?? '';
          if (text) console.debug(`[e2e] alert: ${text}`);
        };
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (const node of mutation.addedNodes) {
              if (!(node instanceof Element)) continue;
              if (node.matches('[role="alert"]')) report(node);
              node.querySelectorAll('[role="alert"]').forEach(report);
            }
          }
        }).observe(document, { childList: true, subtree: true });
      };
      watch(page, '');
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(reportPressesAndAlerts);
      // A test that opens a browser context of its own (a second device, a colour scheme): its
      // pages go into the transcript too, headed "context 1 page 1" and so on. Their console
      // errors are theirs to check.
      const newContext = browser.newContext.bind(browser);
      let contexts = 0;
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
        const context = await newContext(...args);
        const name = `context ${(contexts += 1)}`;
        let pages = 0;
        await context.addInitScript(reportPressesAndAlerts);
        context.on('page', (opened) => watch(opened, `${name} page ${(pages += 1)}`));
        return context;
      };
      try {
        await use({ allow: (pattern) => allowed.push(pattern) });
      } finally {
        // The browser is the worker's, shared with its next tests: its own method again.
        Reflect.deleteProperty(browser, 'newContext');
      }
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (testInfo.status !== testInfo.expectedStatus || unexpected.length > 0) {
        const body = transcript.join('\n') || '(nothing)';
        await testInfo.attach('console', { body, contentType: 'text/plain' });
        // The list reporter shows only an attachment's first 300 characters: the run's log
        // gets it whole.
        console.log(
          `\nThe page's console, requests and presses in "${testInfo.title}":\n${body}\n`,
        );
      }
      // The errors are in the message's first line too: the summary at the end of `npm test`
      // (all that CI shows) keeps only a failure's first lines.
      expect(unexpected, `console errors: ${unexpected.join(' | ').slice(0, 400)}`).toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens `url` (the landing by default) and waits for the app itself. `/` arrives pre-drawn and
 * usable, and the app loads on first use (docs/decisions/0009-light-first-screen.md): a press
 * of Shift, which changes nothing on the page, starts it. A page the service worker answers is
 * the app from the start.
 */
export async function openLiveLanding(page: Page, url = '/'): Promise<void> {
  await page.goto(url);
  await waitForLiveLanding(page);
}

/** Starts the app on the page as it is (say, just reloaded) and waits for it: as above. */
export async function waitForLiveLanding(page: Page): Promise<void> {
  await page.keyboard.press('Shift');
  await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
  await expect(appHeading(page)).toBeVisible();
}

/**
 * The notifier's notice on screen with `text` ("New module unlocked: …"). Its words are read out
 * from a status region of their own, always on the page (apps/web/src/features/navigation/notifier.tsx).
 */
export function notice(page: Page, text: string): Locator {
  return page.locator('.MuiSnackbar-root').filter({ hasText: text });
}

/**
 * The page's main heading as the app draws it in #root. Never the slow-start screen's "Loading
 * Clearpath…", which index.html shows beside an empty #root once 1.5 s have passed without the
 * app (src/prerender/slow-start.tsx): on a busy machine a reload can take that long, and a test
 * that took that heading for the app's went on before the app had drawn anything.
 */
export function appHeading(page: Page): Locator {
  return page.locator('#root').getByRole('heading', { level: 1 });
}

/**
 * Whether the page's first paint waits until the whole of the drawing `selector` has been
 * parsed: a render-blocking `<link rel="expect">` in the head names an element that comes after
 * it. A half-parsed drawing painted on a busy phone, then moved as the rest arrived.
 */
export function firstPaintWaitsForAllOf(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((drawingSelector) => {
    const drawing = document.querySelector(drawingSelector);
    const link = document.head.querySelector('link[rel="expect"][blocking="render"]');
    const awaited = link ? document.querySelector(link.getAttribute('href') ?? '') : null;
    return (
      drawing !== null &&
      awaited !== null &&
      !drawing.contains(awaited) &&
      (drawing.compareDocumentPosition(awaited) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
    );
  }, selector);
}

/**
 * The contrast ratio (WCAG, core's `contrastRatio`) of an element's colour `front` (its text,
 * border or fill; with its alpha and the element's opacity) against what lies behind it: the
 * page's background, or the element's own background over the page.
 */
export async function contrastOf(
  locator: Locator,
  front: 'color' | 'borderTopColor' | 'backgroundColor',
  behind: 'page' | 'element',
): Promise<number> {
  const [frontHex, backHex] = await locator.evaluate(
    (element, [frontProperty, behindWhat]) => {
      const rgba = (value: string) => {
        const [r = 0, g = 0, b = 0, a = 1] = (value.match(/[\d.]+/g) ?? []).map(Number);
        return { rgb: [r, g, b], a };
      };
      const over = (top: { rgb: number[]; a: number }, bottom: number[]) =>
        top.rgb.map((channel, i) => channel * top.a + (bottom[i] ?? 255) * (1 - top.a));
      const hex = (rgb: number[]) =>
        `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
      const style = getComputedStyle(element);
      const page = rgba(getComputedStyle(document.body).backgroundColor).rgb;
      const back = behindWhat === 'page' ? page : over(rgba(style.backgroundColor), page);
      const colour = rgba(style[frontProperty]);
      const shown = over({ rgb: colour.rgb, a: colour.a * Number(style.opacity) }, back);
      return [hex(shown), hex(back)] as const;
    },
    [front, behind] as const,
  );
  return contrastRatio(frontHex, backHex);
}

export { expect };
