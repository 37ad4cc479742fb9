import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';
import { layoutSettled } from './module-1';

/**
 * At 320 px wide with text at 200 % (WCAG 1.4.4, 1.4.10) nothing makes the page scroll
 * sideways (tables scroll inside their own boxes) and every label reads whole. On failure it
 * names what sticks out.
 */
export async function expectReflow(page: Page) {
  const restore = await narrowWithLargeText(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const found = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').slice(0, 40)}"`;
    return {
      sideways: document.documentElement.scrollWidth > width,
      sticksOut: [...document.body.querySelectorAll('*')]
        .filter((element) => element.getBoundingClientRect().right > width + 0.5)
        .filter((element) => !clipped(element))
        .map(name)
        .slice(0, 5),
      cutLabels: [...document.querySelectorAll('label')]
        .filter((label) => label.scrollWidth > label.clientWidth)
        .map((label) => label.textContent),
    };
  });
  expect(found).toEqual({ sideways: false, sticksOut: [], cutLabels: [] });
  await restore();
}

/**
 * On a wide screen with text at 200 % (WCAG 1.4.4), no text of the page is cut off by a box that
 * hides what overflows it (a card, a choice's label): boxes sized in px stay as wide while
 * their text doubles. On failure it names the boxes and how far their content runs over.
 */
export async function expectWholeTextWhenLarge(page: Page) {
  const restore = await withLargeText(page, { width: 1280, height: 800 });
  const cut = await page.getByRole('main').evaluate((main) => {
    const found: string[] = [];
    for (const box of main.querySelectorAll('*')) {
      const style = getComputedStyle(box);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      // Visually hidden text (1 px, clipped) is for screen readers, and reads whole there.
      if (box.clientWidth <= 2) continue;
      const outer = box.getBoundingClientRect();
      const left = outer.left + parseFloat(style.borderLeftWidth);
      const right = outer.right - parseFloat(style.borderRightWidth);
      for (const inner of box.querySelectorAll('*')) {
        const rect = inner.getBoundingClientRect();
        if (rect.width === 0 || (inner.textContent ?? '').trim() === '') continue;
        if (rect.right > right + 0.25 || rect.left < left - 0.25) {
          const text = (inner.textContent ?? '').slice(0, 40);
          found.push(`"${text}" runs ${Math.round(rect.right - right)} px past its box`);
          break;
        }
      }
    }
    return found;
  });
  expect(cut).toEqual([]);
  await restore();
}

/**
 * A chart's drawn text (MUI X draws it in px) grows with the text size: on a wide screen with
 * text at 200 % the first figure's labels are drawn twice as high (not four times); at 320 px,
 * where the drawing cannot grow as much, its numbers are shown in words as well, and the page
 * still reflows.
 */
export async function expectChartTextGrows(page: Page) {
  const figure = page.getByRole('figure').first();
  const words = figure.getByTestId('chart-text-alternative');
  const heightOf = async (text: Locator) => (await text.boundingBox())?.height ?? 0;
  const heights = async (): Promise<[number, number]> => [
    await heightOf(figure.locator('svg text').first()),
    await heightOf(figure.locator('.MuiBarChart-label').first()),
  ];
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 800 });
  const [axis, bar] = await heights();
  expect(axis).toBeGreaterThan(0);
  expect(bar).toBeGreaterThan(0);
  const large = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
  await expect.poll(async () => (await heights())[0]).toBeGreaterThan(axis * 1.9);
  // The bar labels, which MUI X sizes in rem, grow once, not twice.
  const [, largeBar] = await heights();
  expect(largeBar).toBeGreaterThan(bar * 1.9);
  expect(largeBar).toBeLessThan(bar * 2.2);
  await expect(words).toHaveCSS('position', 'absolute');
  await large.evaluate((element) => (element as Element).remove());
  if (size) await page.setViewportSize(size);

  const restore = await narrowWithLargeText(page);
  await expect(words).not.toHaveCSS('position', 'absolute');
  await expect(words).toBeVisible();
  await restore();
  await expectReflow(page);
}

/**
 * The page at 320 px wide with text at 200 %, at once: the reduced-motion rule gives every
 * property a 0.01 ms transition, so without `transition: none` the sizes measured straight
 * after could still be the old ones, a frame before they change. Returns what undoes it.
 */
export function narrowWithLargeText(page: Page): Promise<() => Promise<void>> {
  return withLargeText(page, { width: 320, height: 700 });
}

/** The page at `viewport` with text at 200 %, as `narrowWithLargeText`. Returns what undoes it. */
async function withLargeText(
  page: Page,
  viewport: { width: number; height: number },
): Promise<() => Promise<void>> {
  const size = page.viewportSize();
  await page.setViewportSize(viewport);
  const style = await page.addStyleTag({
    content:
      'html { font-size: 200% !important; } *, *::before, *::after { transition: none !important; }',
  });
  // And a frame drawn with it, so every measure is of the new layout.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return async () => {
    await style.evaluate((element) => (element as Element).remove());
    if (size) await page.setViewportSize(size);
    // The app draws the page again at its own width: a press on "Next" straight after could be
    // aimed where it stood at 320 px (a full run failed so once, on 4A-4 of a path).
    await layoutSettled(page);
  };
}
