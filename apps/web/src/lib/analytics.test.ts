import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnalytics, pageViewFor, type AnalyticsDeps } from './analytics';

const ID = 'G-ABC123DEF4';
const tagScripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.includes('googletagmanager'));

function setup(options: { production?: boolean; consent?: string | undefined } = {}) {
  let consent = 'consent' in options ? options.consent : '1';
  const cookies = new Set(['_ga', '_ga_ABC123DEF4', 'clearpath', 'allow-analytics']);
  const win = {
    document,
    location: { origin: 'https://ucc.example.ie' },
  } as AnalyticsDeps['window'];
  const removeCookie = vi.fn((name: string) => void cookies.delete(name));
  const analytics = createAnalytics({
    window: win,
    production: options.production ?? true,
    allowAnalytics: () => consent,
    cookieNames: () => [...cookies],
    removeCookie,
  });
  /** The gtag commands queued so far, as plain arrays. */
  const commands = () =>
    (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
  const pageViews = () => commands().filter((c) => c[0] === 'event' && c[1] === 'page_view');
  return {
    analytics,
    win,
    cookies,
    removeCookie,
    commands,
    pageViews,
    setConsent: (value: string | undefined) => {
      consent = value;
      analytics.sync();
    },
  };
}

afterEach(() => {
  for (const script of tagScripts()) script.remove();
});

describe('pageViewFor', () => {
  it.each([
    ['/', { path: '/', title: 'landing' }],
    ['/dashboard', { path: '/dashboard', title: 'dashboard' }],
    ['/page/1-3', { path: '/page/1-3', title: '1-3' }],
    ['/page/section-complete', { path: '/page/section-complete', title: 'sectionComplete' }],
    ['/page/not-a-page', { path: '/page/:page', title: 'page' }],
    ['/privacy', { path: '/privacy', title: 'privacy' }],
    ['/no/such/page', { path: '/not-found', title: 'not-found' }],
  ])('sends %s as its route pattern or page id', (pathname, view) => {
    expect(pageViewFor(pathname)).toEqual(view);
  });

  it('sends nothing for /administration', () => {
    expect(pageViewFor('/administration')).toBeNull();
    expect(pageViewFor('/administration/export')).toBeNull();
  });
});

describe('the analytics tag', () => {
  it('is never loaded without a measurement id', () => {
    const { analytics, commands } = setup();
    analytics.configure(null);
    analytics.pageView('/dashboard');
    expect(tagScripts()).toHaveLength(0);
    expect(commands()).toEqual([]);
  });

  it('is never loaded without consent', () => {
    for (const consent of [undefined, '0']) {
      const { analytics, commands } = setup({ consent });
      analytics.configure(ID);
      analytics.pageView('/dashboard');
      expect(tagScripts()).toHaveLength(0);
      expect(commands()).toEqual([]);
    }
  });

  it('is never loaded by a development build', () => {
    const { analytics } = setup({ production: false });
    analytics.configure(ID);
    expect(tagScripts()).toHaveLength(0);
    expect(analytics.isEnabled()).toBe(false);
  });

  it('starts with storage denied, grants it with consent, and sends page ids only', () => {
    const { analytics, commands, pageViews } = setup();
    analytics.pageView('/page/1-3');
    analytics.configure(ID);
    expect(tagScripts().map((s) => s.src)).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${ID}`,
    ]);
    const queued = commands();
    expect(queued[0]).toEqual([
      'consent',
      'default',
      expect.objectContaining({ analytics_storage: 'denied', ad_storage: 'denied' }),
    ]);
    expect(queued).toContainEqual([
      'config',
      ID,
      expect.objectContaining({ send_page_view: false }),
    ]);
    const granted = queued.findIndex((c) => c[0] === 'consent' && c[1] === 'update');
    expect(queued[granted]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(pageViews()).toEqual([
      [
        'event',
        'page_view',
        {
          page_location: 'https://ucc.example.ie/page/1-3',
          page_path: '/page/1-3',
          page_title: '1-3',
          page_referrer: '',
        },
      ],
    ]);
    analytics.pageView('/page/1-3');
    analytics.pageView('/administration/export');
    expect(pageViews()).toHaveLength(1);
    analytics.pageView('/dashboard');
    expect(pageViews()).toHaveLength(2);
  });

  it('stops at once when consent is withdrawn, and deletes its cookies', () => {
    const { analytics, win, cookies, commands, pageViews, setConsent } = setup();
    analytics.configure(ID);
    analytics.pageView('/dashboard');
    setConsent('0');
    expect(commands().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }]);
    expect(win[`ga-disable-${ID}`]).toBe(true);
    expect([...cookies]).toEqual(['clearpath', 'allow-analytics']);
    analytics.pageView('/page/1-2');
    expect(pageViews()).toHaveLength(1);

    setConsent('1');
    expect(win[`ga-disable-${ID}`]).toBe(false);
    expect(tagScripts()).toHaveLength(1);
    expect(pageViews()).toHaveLength(2);
  });
});
