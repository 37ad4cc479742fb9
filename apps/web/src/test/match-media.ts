/**
 * jsdom has no `matchMedia`. This stub answers the media queries the app asks about from a
 * settable set of device preferences, and notifies listeners when a test changes them.
 */
export interface DevicePreferences {
  dark: boolean;
  reducedMotion: boolean;
  /** Viewport width in px, for min-width/max-width queries. */
  width: number;
}

const DEFAULTS: DevicePreferences = { dark: false, reducedMotion: false, width: 1280 };
let preferences: DevicePreferences = { ...DEFAULTS };
const listeners = new Set<() => void>();

function evaluate(query: string): boolean {
  if (query.includes('prefers-color-scheme: dark')) return preferences.dark;
  if (query.includes('prefers-color-scheme: light')) return !preferences.dark;
  if (query.includes('prefers-reduced-motion: reduce')) return preferences.reducedMotion;
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  if (min || max) {
    const aboveMin = min ? preferences.width >= Number(min[1]) : true;
    const belowMax = max ? preferences.width <= Number(max[1]) : true;
    return aboveMin && belowMax;
  }
  return false;
}

function matchMedia(query: string): MediaQueryList {
  const handlers = new Set<(event: MediaQueryListEvent) => void>();
  const list = {
    media: query,
    get matches() {
      return evaluate(query);
    },
    onchange: null,
    addEventListener: (_type: string, handler: (event: MediaQueryListEvent) => void) => {
      handlers.add(handler);
    },
    removeEventListener: (_type: string, handler: (event: MediaQueryListEvent) => void) => {
      handlers.delete(handler);
    },
    addListener: (handler: (event: MediaQueryListEvent) => void) => handlers.add(handler),
    removeListener: (handler: (event: MediaQueryListEvent) => void) => handlers.delete(handler),
    dispatchEvent: () => true,
  };
  listeners.add(() => {
    const event = { matches: evaluate(query), media: query } as MediaQueryListEvent;
    handlers.forEach((handler) => handler(event));
  });
  return list as unknown as MediaQueryList;
}

export function installMatchMedia(): void {
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
}

/** Changes the simulated device settings and tells every media-query listener. */
export function setDevicePreferences(next: Partial<DevicePreferences>): void {
  preferences = { ...preferences, ...next };
  listeners.forEach((notify) => notify());
}

export function resetDevicePreferences(): void {
  preferences = { ...DEFAULTS };
  listeners.clear();
}
