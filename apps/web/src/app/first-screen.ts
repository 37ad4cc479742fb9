import { flushSync } from 'react-dom';

/**
 * The hand-over from the pre-drawn landing page (landing.html) to the app
 * (docs/decisions/0009-light-first-screen.md, option 3). The student may have typed, ticked,
 * focused and pressed on the pre-drawn page before the app arrived; the app draws the same page
 * over it, then this puts it back as it was: the values, then the presses
 * (prerender/first-screen-loader.ts kept them), in order, so "Log in" or "Start" goes ahead,
 * then the focus and caret, and what the student was looking at where it was on screen.
 *
 * A control is found again by where it is and what it is called, not by its id (React gives
 * the app's controls other ids): the label of its form or section, its own label, and how many
 * before it share both.
 */

const CONTROLS = 'input, textarea, select, button, a[href]';

function labelledText(element: Element): string | null {
  const ids = element.getAttribute('aria-labelledby');
  if (ids) {
    const text = ids
      .split(/\s+/)
      .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
    if (text) return text;
  }
  return element.getAttribute('aria-label');
}

function controlName(control: Element): string {
  const own = labelledText(control) ?? control.getAttribute('data-name');
  if (own) return own.trim();
  const labels = (control as HTMLInputElement).labels;
  if (labels && labels.length > 0) return (labels[0]?.textContent ?? '').trim();
  return (control.textContent ?? '').trim();
}

function scopeName(control: Element): string {
  const scope = control.closest('form, section, header, footer, main, nav');
  if (!scope) return '';
  return labelledText(scope) ?? scope.tagName.toLowerCase();
}

/** Each control under `root` with its key: scope, name, type and its place among equals. */
export function controlKeys(root: Element): Map<string, Element> {
  const keys = new Map<string, Element>();
  const seen = new Map<string, number>();
  for (const control of root.querySelectorAll(CONTROLS)) {
    const type = control.getAttribute('type') ?? control.tagName.toLowerCase();
    const base = `${scopeName(control)}|${controlName(control)}|${type}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    keys.set(`${base}|${count}`, control);
  }
  return keys;
}

const keyOf = (keys: Map<string, Element>, element: Element | null) =>
  [...keys].find(([, control]) => control === element)?.[0] ?? null;

function isTextField(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(element.type)
  );
}

/** Sets a field's value as typing would, so React's onChange sees it. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  if (setter) setter.call(field, value);
  else field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Whether scrolling moves it: it is in no sticky or fixed bar (the app's header is one). */
function movesWithPage(control: Element): boolean {
  const view = control.ownerDocument.defaultView;
  for (let part: Element | null = control; part; part = part.parentElement) {
    const position = view?.getComputedStyle(part).position;
    if (position === 'sticky' || position === 'fixed') return false;
  }
  return true;
}

/** Whether a control's box is drawn at all (a hidden one has neither width nor height). */
const isDrawn = (box: DOMRect) => box.width > 0 && box.height > 0;

/**
 * The controls wholly on screen and moving with the page, top first, each with its key and how
 * far it is from the top of the window: what the student may be about to tap.
 */
function controlsInView(root: Element, keys: Map<string, Element>): [string, number][] {
  const height = root.ownerDocument.defaultView?.innerHeight ?? 0;
  const inView: [string, number][] = [];
  for (const [key, control] of keys) {
    const box = control.getBoundingClientRect();
    if (isDrawn(box) && box.top >= 0 && box.bottom <= height && movesWithPage(control)) {
      inView.push([key, box.top]);
    }
  }
  return inView.sort((a, b) => a[1] - b[1]);
}

/**
 * Scrolls so that the first control that was on screen and is still there is where it was. A
 * repeated press may change the page above it (the cookie banner gives way to its
 * confirmation) and move the focus (to that confirmation): the student, who may have scrolled
 * down meanwhile, would see the page jump, and a tap on its way land on something else.
 */
function keepInView(inView: [string, number][], now: Map<string, Element>) {
  for (const [key, top] of inView) {
    const control = now.get(key);
    if (!control?.isConnected) continue;
    const box = control.getBoundingClientRect();
    if (!isDrawn(box)) continue;
    const shift = box.top - top;
    if (shift !== 0)
      control.ownerDocument.defaultView?.scrollBy({ top: shift, behavior: 'instant' });
    return;
  }
}

export interface FirstScreenHandover {
  /** Call once the app has drawn over the pre-drawn page: restores it and repeats presses. */
  restore(root: Element): void;
}

/**
 * Notes the pre-drawn page's controls, the focused one and the pressed buttons; call it just
 * before the app draws. The values are read at `restore`, so typing in between is kept too.
 */
export function captureFirstScreen(
  root: Element,
  pressed: readonly Element[],
): FirstScreenHandover {
  const before = controlKeys(root);
  const focused = keyOf(before, root.ownerDocument.activeElement);
  const active = root.ownerDocument.activeElement;
  const caret =
    active && isTextField(active) ? ([active.selectionStart, active.selectionEnd] as const) : null;
  const presses = pressed.map((button) => keyOf(before, button));
  const inView = controlsInView(root, before);

  return {
    restore(after) {
      const now = controlKeys(after);
      for (const [key, old] of before) {
        const next = now.get(key);
        if (!next) continue;
        if (isTextField(old) && isTextField(next) && old.value !== next.value) {
          flushSync(() => typeInto(next, old.value));
        } else if (
          old instanceof HTMLInputElement &&
          next instanceof HTMLInputElement &&
          (old.type === 'checkbox' || old.type === 'radio') &&
          old.checked !== next.checked
        ) {
          flushSync(() => next.click());
        }
      }
      for (const key of presses) {
        const button = key === null ? undefined : now.get(key);
        if (button instanceof HTMLElement) flushSync(() => button.click());
      }
      // After the presses: a field the student went on to type in keeps the focus, and the
      // keys still to come, even where a press moved it (the banner's confirmation takes it).
      // Where the focus was on a pressed button, what the press did with it stands.
      const focus = focused === null || presses.includes(focused) ? undefined : now.get(focused);
      if (focus instanceof HTMLElement && focus.isConnected) {
        focus.focus({ preventScroll: true });
        if (caret && isTextField(focus)) {
          try {
            if (caret[0] !== null && caret[1] !== null) focus.setSelectionRange(caret[0], caret[1]);
          } catch {
            // A field type without a caret (number, email): the focus is enough.
          }
        }
      }
      keepInView(inView, now);
    },
  };
}
