import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * At 320 px wide with text at 200 % (WCAG 1.4.4, 1.4.10) nothing makes the page scroll
 * sideways (tables scroll inside their own boxes) and every label reads whole. On failure it
 * names what sticks out.
 */
export async function expectReflow(page: Page) {
  const size = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 700 });
  const style = await page.addStyleTag({ content: 'html { font-size: 200% !important; }' });
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
  await style.evaluate((element) => (element as Element).remove());
  if (size) await page.setViewportSize(size);
}
