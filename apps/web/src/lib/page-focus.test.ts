import { afterEach, describe, expect, it } from 'vitest';
import { MAIN_CONTENT_ID } from '../config/routes';
import { focusNewPage } from './page-focus';

function page(html: string): HTMLElement {
  document.body.innerHTML = `<button id="tapped">Next</button><main id="${MAIN_CONTENT_ID}">${html}</main>`;
  document.getElementById('tapped')?.focus();
  return document.getElementById(MAIN_CONTENT_ID)!;
}

/** Lets the MutationObserver's callback run. */
const mutationsSeen = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusNewPage', () => {
  it("focuses the new page's main heading", () => {
    page('<h1>Your drug use</h1>');
    focusNewPage(document, '');
    expect(document.activeElement).toHaveTextContent('Your drug use');
    expect(document.activeElement).toHaveAttribute('tabindex', '-1');
  });

  it('focuses the section named by the hash', () => {
    page('<h1>Settings</h1><section id="cookies">Cookies</section>');
    focusNewPage(document, '#cookies');
    expect(document.activeElement?.id).toBe('cookies');
  });

  it('waits on <main> for a heading still on its way, then moves to it', async () => {
    const main = page('<p>Loading…</p>');
    focusNewPage(document, '');
    expect(document.activeElement).toBe(main);
    main.innerHTML = '<article><h1>Quick quiz</h1></article>';
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Quick quiz');
  });

  it("never takes the hidden heading of the page drawn ahead for the new page's", async () => {
    // 1-1 drew 1-2 ahead, hidden; the path went on to 1-3, whose text is still on its way.
    const main = page(
      '<p>Loading…</p><div style="display: none !important"><h1>Nine quick questions</h1></div>',
    );
    focusNewPage(document, '');
    expect(document.activeElement).toBe(main);
    main.insertAdjacentHTML('afterbegin', '<h1>Your screening result</h1>');
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Your screening result');
  });

  it('finds the heading when the page draws its <main> anew', async () => {
    page('<p>Loading…</p>');
    focusNewPage(document, '');
    document.getElementById(MAIN_CONTENT_ID)?.remove();
    document.body.insertAdjacentHTML(
      'beforeend',
      `<main id="${MAIN_CONTENT_ID}"><h1>Your screening result</h1></main>`,
    );
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Your screening result');
  });

  it('leaves the focus where the student moved it while the heading was on its way', async () => {
    const main = page('<p>Loading…</p><a href="/menu">Menu</a>');
    focusNewPage(document, '');
    main.querySelector('a')?.focus();
    main.insertAdjacentHTML('beforeend', '<h1>Quick quiz</h1>');
    await mutationsSeen();
    expect(document.activeElement).toHaveTextContent('Menu');
  });

  it('stops waiting when told to (the student went on to another page)', async () => {
    const main = page('<p>Loading…</p>');
    const stop = focusNewPage(document, '');
    stop();
    main.innerHTML = '<h1>Quick quiz</h1>';
    await mutationsSeen();
    expect(document.activeElement).toBe(main);
  });

  it('leaves the focus in a dialog that opened with the page', () => {
    page('<h1>My Profile</h1>');
    document.body.insertAdjacentHTML(
      'beforeend',
      '<div role="dialog"><button>Carry on where I was</button></div>',
    );
    document.querySelector<HTMLElement>('[role="dialog"] button')?.focus();
    focusNewPage(document, '');
    expect(document.activeElement).toHaveTextContent('Carry on where I was');
  });
});
