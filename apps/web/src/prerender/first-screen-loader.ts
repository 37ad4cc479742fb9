/** What the build tells the first-screen loader (scripts/prerender.mjs). */
export interface FirstScreenConfig {
  /** The app's entry module, imported on first use. */
  entry: string;
  /** Modules the entry and the landing route import, preloaded when the app starts. */
  preloads: string[];
  /** The `d` of the ticked checkbox's icon (the pre-drawn page has only the empty box). */
  checkedPath: string;
  /** localStorage key of the student's theme choice (app/theme-storage.ts). */
  themeKey: string;
  /** The attribute the theme sets the colour scheme with on <html>. */
  schemeAttribute: string;
  /** Cookie names (docs/product.md §9): a stored analytics choice, remember-me. */
  analyticsCookie: string;
  rememberMeCookie: string;
  /** sessionStorage key present while this tab has a session (lib/encrypted-storage.ts). */
  tabSessionKey: string;
  /** CLICK_AFTER_RELEASE_MS and HANDOVER_WAIT_MAX_MS (the loader uses nothing from outside). */
  clickAfterReleaseMs: number;
  handoverWaitMaxMs: number;
}

/** What the loader leaves for the app (start.tsx). */
export interface FirstScreenState {
  /** The buttons pressed before the app was there, in order. */
  pressed: HTMLButtonElement[];
  /**
   * Resolves once no press is under way on the pre-drawn page: no finger, mouse button or
   * Enter/Space key held down, and the click a release brings has arrived. The app takes over
   * only then: a press that began on the pre-drawn page and ended on the app's page would be
   * lost, since the browser clicks only where a press both began and ended.
   */
  idle: () => Promise<void>;
}

/** After a finger or mouse button is lifted, how long its click may take to arrive. */
export const CLICK_AFTER_RELEASE_MS = 100;
/** The app waits for a press to end at most this long (a button held down, a lost release). */
export const HANDOVER_WAIT_MAX_MS = 1_000;

declare global {
  interface Window {
    clearpathFirstScreen?: FirstScreenState;
  }
}

/**
 * The first screen's only script (docs/decisions/0009-light-first-screen.md, option 3), run
 * from <head> of landing.html before the pre-drawn page is shown. The build serialises this
 * function with its config and `schemeOfThemeChoice` (app/theme-storage.ts, the rule the
 * early-requests script applies too), so it uses nothing else from outside its body.
 *
 * - Before the first paint: the stored theme is applied, a pre-drawn cookie banner is hidden
 *   when the student has already answered it (the app would not draw it: no shift), and a
 *   remembered device (or a tab with a session) is shown the check the app makes, not the forms.
 * - The app's JavaScript loads on the first sign of use (a touch, a key, a focus, a click),
 *   or at once when this device remembers the student or this tab has a session, so they are
 *   logged in as before (docs/product.md §4).
 * - Until the app takes over, the pre-drawn controls stay live: fields take typing (their
 *   label and outline follow focus), checkboxes tick, and a pressed button is kept, shown busy
 *   (aria-busy, aria-disabled, its busy text) and pressed again by the app once it has drawn
 *   the page (app/first-screen.ts), with what was typed restored.
 */
export function firstScreenLoader(
  config: FirstScreenConfig,
  schemeOfThemeChoice: (choice: string | null) => 'light' | 'dark' | null,
): void {
  const html = document.documentElement;
  const stored = (area: 'localStorage' | 'sessionStorage', key: string): string | null => {
    try {
      return window[area].getItem(key);
    } catch {
      return null;
    }
  };
  const cookie = (name: string): string | undefined =>
    document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${name}=`))
      ?.slice(name.length + 1);

  const scheme = schemeOfThemeChoice(stored('localStorage', config.themeKey));
  if (scheme !== null) html.setAttribute(config.schemeAttribute, scheme);
  if (cookie(config.analyticsCookie) !== undefined) html.setAttribute('data-cookie-choice', '');

  // Presses under way (a pointer or an activating key held down), and from when on (a
  // performance.now() time) no click of a finished one is still to come.
  const held = new Set<string>();
  let quietFrom = 0;
  let waiters: (() => void)[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  const release = () => {
    clearTimeout(timer);
    const ready = waiters;
    waiters = [];
    for (const resolve of ready) resolve();
  };
  /** Lets the waiting app go ahead, after the event being handled has run its course. */
  const settle = () => {
    clearTimeout(timer);
    if (held.size > 0 || waiters.length === 0) return;
    timer = setTimeout(
      () => (held.size === 0 && performance.now() >= quietFrom ? release() : settle()),
      Math.max(0, quietFrom - performance.now()),
    );
  };
  const state: FirstScreenState = {
    pressed: [],
    idle: () =>
      new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(release, config.handoverWaitMaxMs);
        settle();
      }),
  };
  window.clearpathFirstScreen = state;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of config.preloads) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ config.entry);
  };
  if (
    cookie(config.rememberMeCookie) === '1' ||
    stored('sessionStorage', config.tabSessionKey) !== null
  ) {
    // The app will log in first (AccessPanel says it is checking): the pre-drawn page says so
    // too, instead of forms that would give way to it.
    html.setAttribute('data-access', 'checking');
    // After the pre-drawn page is shown, so the bundle does not hold up its first paint.
    requestAnimationFrame(() => setTimeout(start));
  }

  /** Listens while the pre-drawn page is on screen (start.tsx removes the mark). */
  const on = <K extends keyof DocumentEventMap>(
    type: K,
    handler: (event: DocumentEventMap[K], target: Element) => void,
  ) =>
    document.addEventListener(
      type,
      (event) => {
        const root = document.getElementById('root');
        const target = event.target;
        if (root?.hasAttribute('data-prerendered') && target instanceof Element) {
          handler(event, target);
        }
      },
      { capture: true, passive: type === 'touchstart' },
    );

  for (const type of ['pointerdown', 'touchstart', 'keydown', 'focusin', 'input'] as const) {
    on(type, start);
  }
  const activating = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';
  on('pointerdown', (event) => {
    held.add(`pointer ${event.pointerId}`);
    settle();
  });
  const lifted = (event: PointerEvent, clickToCome: boolean) => {
    held.delete(`pointer ${event.pointerId}`);
    quietFrom = performance.now() + (clickToCome ? config.clickAfterReleaseMs : 0);
    settle();
  };
  on('pointerup', (event) => lifted(event, true));
  on('pointercancel', (event) => lifted(event, false));
  on('keydown', (event) => {
    if (!activating(event)) return;
    held.add(`key ${event.key}`);
    settle();
  });
  on('keyup', (event) => {
    if (!activating(event)) return;
    held.delete(`key ${event.key}`);
    settle();
  });
  // A release outside the window never reaches the page.
  window.addEventListener('blur', () => {
    held.clear();
    settle();
  });
  const focusField = (target: Element, focused: boolean) => {
    if (!(target instanceof HTMLInputElement) || target.type === 'checkbox') return;
    const control = target.closest('.MuiFormControl-root');
    for (const part of control?.querySelectorAll('label, .MuiInputBase-root') ?? []) {
      part.classList.toggle('Mui-focused', focused);
    }
  };
  on('focusin', (_event, target) => focusField(target, true));
  on('focusout', (_event, target) => focusField(target, false));
  on('input', (_event, target) => {
    if (!(target instanceof HTMLInputElement)) return;
    target.closest('.MuiFormControl-root')?.toggleAttribute('data-filled', target.value !== '');
  });
  on('change', (_event, target) => {
    start();
    if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
    const box = target.closest('.MuiCheckbox-root');
    box?.classList.toggle('Mui-checked', target.checked);
    const path = box?.querySelector('svg path');
    if (!path) return;
    path.setAttribute(
      'data-unchecked',
      path.getAttribute('data-unchecked') ?? path.getAttribute('d') ?? '',
    );
    path.setAttribute(
      'd',
      target.checked ? config.checkedPath : (path.getAttribute('data-unchecked') ?? ''),
    );
  });
  on('click', (event, target) => {
    start();
    quietFrom = performance.now();
    settle();
    const button = target.closest('button');
    if (!button) return;
    // Kept for the app: no form is sent from the pre-drawn page (it would reload it).
    event.preventDefault();
    if (state.pressed.includes(button)) return;
    state.pressed.push(button);
    if (!button.hasAttribute('data-name'))
      button.setAttribute('data-name', button.textContent ?? '');
    button.setAttribute('aria-busy', 'true');
    button.setAttribute('aria-disabled', 'true');
    const busyLabel = button.getAttribute('data-busy-label');
    if (busyLabel) button.textContent = busyLabel;
  });
  on('submit', (event) => event.preventDefault());
}
