import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CLICK_AFTER_RELEASE_MS,
  firstScreenLoader,
  HANDOVER_WAIT_MAX_MS,
  type FirstScreenConfig,
} from '../prerender/first-screen-loader';
import { captureFirstScreen, controlKeys } from './first-screen';
import { schemeOfThemeChoice } from './theme-storage';

/** Two forms with a field, a box and a button each, the second pair named alike. */
function Page({ onSubmit }: { onSubmit: (form: string, code: string, remember: boolean) => void }) {
  return (
    <main>
      <Form title="New here?" onSubmit={onSubmit} />
      <Form title="I have an access code" onSubmit={onSubmit} />
    </main>
  );
}

function Form({
  title,
  onSubmit,
}: {
  title: string;
  onSubmit: (form: string, code: string, remember: boolean) => void;
}) {
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const id = title.length.toString();
  return (
    <form
      aria-labelledby={`title-${id}`}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(title, code, remember);
      }}
    >
      <h3 id={`title-${id}`}>{title}</h3>
      <label htmlFor={`code-${id}`}>Access code</label>
      <input id={`code-${id}`} value={code} onChange={(event) => setCode(event.target.value)} />
      <label>
        <input
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />
        Remember me on this device
      </label>
      <button type="submit">Log in</button>
    </form>
  );
}

let roots: Root[] = [];
afterEach(() => {
  roots.forEach((root) => root.unmount());
  roots = [];
  document.body.innerHTML = '';
  delete window.clearpathFirstScreen;
});

/** The page as the build saves it: drawn once, then plain HTML with no React behind it. */
function preDrawn(): HTMLElement {
  const scratch = document.createElement('div');
  const root = createRoot(scratch);
  flushSync(() => root.render(<Page onSubmit={() => {}} />));
  const html = scratch.innerHTML;
  root.unmount();
  const container = document.createElement('div');
  container.id = 'root';
  container.setAttribute('data-prerendered', '');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

function takeOver(container: HTMLElement, pressed: Element[], onSubmit = vi.fn()) {
  const handover = captureFirstScreen(container, pressed);
  const root = createRoot(container);
  roots.push(root);
  flushSync(() => root.render(<Page onSubmit={onSubmit} />));
  container.removeAttribute('data-prerendered');
  handover.restore(container);
  return onSubmit;
}

const field = (container: Element, index: number) =>
  container.querySelectorAll<HTMLInputElement>('input:not([type=checkbox])')[index]!;
const box = (container: Element, index: number) =>
  container.querySelectorAll<HTMLInputElement>('input[type=checkbox]')[index]!;
const button = (container: Element, index: number) =>
  container.querySelectorAll<HTMLButtonElement>('button')[index]!;

describe('the hand-over from the pre-drawn landing to the app', () => {
  it('names each control by its form, its label and its kind, alike ones apart', () => {
    const keys = [...controlKeys(preDrawn()).keys()];
    expect(keys).toContain('New here?|Access code|input|0');
    expect(keys).toContain('I have an access code|Access code|input|0');
    expect(keys).toContain('I have an access code|Remember me on this device|checkbox|0');
    expect(keys).toContain('I have an access code|Log in|submit|0');
  });

  it('keeps what was typed and ticked, the focus and the caret, and repeats the press', () => {
    const container = preDrawn();
    field(container, 1).value = 'abcd 1234 efgh';
    field(container, 1).focus();
    field(container, 1).setSelectionRange(4, 4);
    box(container, 1).checked = true;
    const pressed = button(container, 1);
    // As the loader leaves a pressed button: its name kept, its busy text shown.
    pressed.setAttribute('data-name', 'Log in');
    pressed.textContent = 'Logging in…';

    const onSubmit = takeOver(container, [pressed]);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith('I have an access code', 'abcd 1234 efgh', true);
    const typed = field(container, 1);
    expect(typed).not.toBe(pressed);
    expect(typed.value).toBe('abcd 1234 efgh');
    expect(document.activeElement).toBe(typed);
    expect([typed.selectionStart, typed.selectionEnd]).toEqual([4, 4]);
    expect(field(container, 0).value).toBe('');
    expect(box(container, 0).checked).toBe(false);
    expect(button(container, 1).textContent).toBe('Log in');
  });

  it('leaves the focus in a field typed in after a press that moves it, and on the press where it was', () => {
    /** A banner whose answer takes the focus, as the cookie banner's confirmation does. */
    function Answered() {
      const [answered, setAnswered] = useState(false);
      const confirmation = useRef<HTMLParagraphElement>(null);
      useEffect(() => {
        if (answered) confirmation.current?.focus();
      }, [answered]);
      return (
        <main>
          <section aria-label="Cookies">
            {answered ? (
              <p ref={confirmation} tabIndex={-1}>
                Answered.
              </p>
            ) : (
              <button type="button" onClick={() => setAnswered(true)}>
                Reject
              </button>
            )}
          </section>
          <Form title="I have an access code" onSubmit={() => {}} />
        </main>
      );
    }
    const handOver = (focusField: boolean) => {
      const scratch = document.createElement('div');
      const drawing = createRoot(scratch);
      flushSync(() => drawing.render(<Answered />));
      const html = scratch.innerHTML;
      drawing.unmount();
      const container = document.createElement('div');
      container.setAttribute('data-prerendered', '');
      container.innerHTML = html;
      document.body.replaceChildren(container);
      const reject = button(container, 0);
      reject.focus();
      if (focusField) {
        field(container, 0).value = 'abcd';
        field(container, 0).focus();
        field(container, 0).setSelectionRange(4, 4);
      }
      const handover = captureFirstScreen(container, [reject]);
      const root = createRoot(container);
      roots.push(root);
      flushSync(() => root.render(<Answered />));
      container.removeAttribute('data-prerendered');
      handover.restore(container);
      return container;
    };

    const typing = handOver(true);
    expect(typing.querySelector('p')?.textContent).toBe('Answered.');
    expect(document.activeElement).toBe(field(typing, 0));
    expect(field(typing, 0).selectionStart).toBe(4);

    const pressing = handOver(false);
    expect(document.activeElement).toBe(pressing.querySelector('p'));
  });

  it('keeps typing that arrives after the notes are taken, and presses nothing unasked', () => {
    const container = preDrawn();
    const handover = captureFirstScreen(container, []);
    field(container, 0).value = 'late';
    const root = createRoot(container);
    roots.push(root);
    const onSubmit = vi.fn();
    flushSync(() => root.render(<Page onSubmit={onSubmit} />));
    handover.restore(container);
    expect(field(container, 0).value).toBe('late');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

const CONFIG: FirstScreenConfig = {
  entry: `data:text/javascript,${encodeURIComponent('globalThis.appStarted = true;')}`,
  preloads: ['/assets/react-x.js'],
  checkedPath: 'M0 0L1 1',
  themeKey: 'clearpath-theme',
  schemeAttribute: 'data-color-scheme',
  analyticsCookie: 'allow-analytics',
  rememberMeCookie: 'remember-me',
  tabSessionKey: 'clearpath:state:auth',
  clickAfterReleaseMs: CLICK_AFTER_RELEASE_MS,
  handoverWaitMaxMs: HANDOVER_WAIT_MAX_MS,
};

describe('the first-screen loader', () => {
  afterEach(() => {
    document.documentElement.removeAttribute('data-cookie-choice');
    document.documentElement.removeAttribute('data-color-scheme');
    document.documentElement.removeAttribute('data-access');
    document.head.innerHTML = '';
    Cookies.remove('allow-analytics');
    Cookies.remove('remember-me');
    localStorage.clear();
    sessionStorage.clear();
  });

  it('applies the stored theme and hides an answered banner before the first paint', () => {
    localStorage.setItem('clearpath-theme', 'dark');
    Cookies.set('allow-analytics', '0');
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.getAttribute('data-color-scheme')).toBe('dark');
    expect(document.documentElement.hasAttribute('data-cookie-choice')).toBe(true);
  });

  it('leaves the device’s scheme for a stored "system" or no choice at all', () => {
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.hasAttribute('data-color-scheme')).toBe(false);
    localStorage.setItem('clearpath-theme', 'system');
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.hasAttribute('data-color-scheme')).toBe(false);
  });

  it('shows a remembered device, or a tab with a session, the check instead of the forms', () => {
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.hasAttribute('data-access')).toBe(false);
    Cookies.set('remember-me', '1');
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.getAttribute('data-access')).toBe('checking');
    Cookies.remove('remember-me');
    document.documentElement.removeAttribute('data-access');
    sessionStorage.setItem('clearpath:state:auth', 'kept');
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.documentElement.getAttribute('data-access')).toBe('checking');
  });

  it('loads nothing until used; a press is kept, shown busy and not sent', () => {
    const container = preDrawn();
    const submitted = vi.fn();
    container.addEventListener('submit', submitted);
    const log = button(container, 1);
    log.setAttribute('data-busy-label', 'Logging in…');
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    expect(document.head.querySelector('link[rel=modulepreload]')).toBeNull();

    log.click();
    expect(window.clearpathFirstScreen?.pressed).toEqual([log]);
    expect(log.textContent).toBe('Logging in…');
    expect(log.getAttribute('data-name')).toBe('Log in');
    expect(log).toHaveAttribute('aria-busy', 'true');
    expect(log).toHaveAttribute('aria-disabled', 'true');
    expect(submitted).not.toHaveBeenCalled();
    // The app starts: its modules are fetched together.
    expect(document.head.querySelector('link[rel=modulepreload]')).toHaveAttribute(
      'href',
      '/assets/react-x.js',
    );
  });

  it('shows a ticked box as ticked, and unticked again', () => {
    const container = preDrawn();
    const check = box(container, 0);
    const span = document.createElement('span');
    span.className = 'MuiCheckbox-root';
    span.innerHTML = '<svg><path d="M9 9"></path></svg>';
    check.replaceWith(span);
    span.prepend(check);
    firstScreenLoader(CONFIG, schemeOfThemeChoice);
    check.click();
    expect(span.classList.contains('Mui-checked')).toBe(true);
    expect(span.querySelector('path')).toHaveAttribute('d', 'M0 0L1 1');
    check.click();
    expect(span.querySelector('path')).toHaveAttribute('d', 'M9 9');
  });

  describe('waits for a press under way before the app takes over', () => {
    beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
    afterEach(() => vi.useRealTimers());

    /** The loader on a pre-drawn page, and whether the app may take over yet. */
    function loaded() {
      const container = preDrawn();
      firstScreenLoader(CONFIG, schemeOfThemeChoice);
      let idle = false;
      void window.clearpathFirstScreen?.idle().then(() => (idle = true));
      return { container, idle: () => idle };
    }
    // jsdom has no PointerEvent; the loader reads only the type and pointerId.
    const pointer = (target: Element, type: string, pointerId = 1) =>
      target.dispatchEvent(
        Object.assign(new MouseEvent(type, { bubbles: true, cancelable: true }), { pointerId }),
      );
    const key = (target: Element, type: string, key: string) =>
      target.dispatchEvent(new KeyboardEvent(type, { key, bubbles: true, cancelable: true }));

    it('lets the app take over at once when nothing is pressed', async () => {
      const page = loaded();
      await vi.advanceTimersByTimeAsync(0);
      expect(page.idle()).toBe(true);
    });

    it('holds it while a button is held down, then until the click has come and been kept', async () => {
      const page = loaded();
      const log = button(page.container, 1);
      pointer(log, 'pointerdown');
      await vi.advanceTimersByTimeAsync(HANDOVER_WAIT_MAX_MS / 2);
      expect(page.idle()).toBe(false);
      pointer(log, 'pointerup');
      await vi.advanceTimersByTimeAsync(CLICK_AFTER_RELEASE_MS / 2);
      expect(page.idle()).toBe(false);
      log.click();
      expect(page.idle()).toBe(false);
      await vi.advanceTimersByTimeAsync(0);
      expect(page.idle()).toBe(true);
      expect(window.clearpathFirstScreen?.pressed).toEqual([log]);
    });

    it('waits only a moment after a release that brings no click (the finger slid off)', async () => {
      const page = loaded();
      pointer(button(page.container, 0), 'pointerdown', 7);
      pointer(page.container, 'pointerup', 7);
      await vi.advanceTimersByTimeAsync(CLICK_AFTER_RELEASE_MS - 1);
      expect(page.idle()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(page.idle()).toBe(true);
    });

    it('holds it while Space is held on a button, not while a letter is typed', async () => {
      const page = loaded();
      key(field(page.container, 0), 'keydown', 'a');
      key(button(page.container, 0), 'keydown', ' ');
      await vi.advanceTimersByTimeAsync(HANDOVER_WAIT_MAX_MS / 2);
      expect(page.idle()).toBe(false);
      key(button(page.container, 0), 'keyup', ' ');
      await vi.advanceTimersByTimeAsync(0);
      expect(page.idle()).toBe(true);
    });

    it('lets go when the window loses the pointer, and never waits longer than its limit', async () => {
      const blurred = loaded();
      pointer(button(blurred.container, 0), 'pointerdown');
      window.dispatchEvent(new Event('blur'));
      await vi.advanceTimersByTimeAsync(0);
      expect(blurred.idle()).toBe(true);
      document.body.innerHTML = '';

      const stuck = loaded();
      pointer(button(stuck.container, 0), 'pointerdown', 2);
      await vi.advanceTimersByTimeAsync(HANDOVER_WAIT_MAX_MS - 1);
      expect(stuck.idle()).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(stuck.idle()).toBe(true);
    });
  });
});
