import { describe, expect, it } from 'vitest';
import {
  ANALYTICS_CSP_SOURCES,
  ANALYTICS_TAG_URL,
  PublicConfigSchema,
  isExcludedFromAnalytics,
  scrubErrorEvent,
  scrubText,
  stripQuery,
} from './telemetry';

const CODE = '7K3M-Q9XW-2HNP';
const TOKEN = 'q8Vf0aZ-3_kLmN7pR2sT4uW6xY9bC1dE5gH8jK0mP3';

describe('isExcludedFromAnalytics', () => {
  it('excludes /administration and its sections only', () => {
    expect(isExcludedFromAnalytics('/administration')).toBe(true);
    expect(isExcludedFromAnalytics('/administration/export')).toBe(true);
    expect(isExcludedFromAnalytics('/administrations')).toBe(false);
    expect(isExcludedFromAnalytics('/dashboard')).toBe(false);
  });
});

describe('the analytics origins', () => {
  it('load the tag from an origin the policy allows', () => {
    expect(ANALYTICS_TAG_URL.startsWith(`${ANALYTICS_CSP_SOURCES.scriptSrc[0]}/`)).toBe(true);
  });
});

describe('PublicConfigSchema', () => {
  it('takes a configured and an empty deployment', () => {
    const full = {
      sentry_dsn: 'https://public@errors.example.ie/3',
      analytics_measurement_id: 'G-ABC123DEF4',
      environment: 'production',
      release: 'clearpath@0.1.0',
    };
    expect(PublicConfigSchema.parse(full)).toEqual(full);
    const empty = { ...full, sentry_dsn: null, analytics_measurement_id: null };
    expect(PublicConfigSchema.parse(empty)).toEqual(empty);
  });

  it('refuses a measurement id of another shape', () => {
    const bad = { sentry_dsn: null, environment: 'test', release: 'r' };
    expect(
      PublicConfigSchema.safeParse({ ...bad, analytics_measurement_id: 'UA-1-1' }).success,
    ).toBe(false);
  });
});

describe('scrubText', () => {
  it.each([
    ['the shown form', `Login failed for ${CODE}`],
    ['lower case', `login failed for ${CODE.toLowerCase()}`],
    ['the bare 12 symbols', `code ${CODE.replaceAll('-', '')} refused`],
    ['spaces between the groups', `typed ${CODE.replaceAll('-', ' ')} here`],
  ])('removes an access code in %s', (_label, text) => {
    const scrubbed = scrubText(text);
    expect(scrubbed).toContain('[redacted]');
    expect(scrubbed.replace(/[^0-9A-Z]/gi, '')).not.toContain('7K3MQ9XW2HNP');
    expect(scrubbed.toUpperCase()).not.toContain('Q9XW');
  });

  it('removes bearer tokens, long secrets and named secrets', () => {
    expect(scrubText(`Authorization: Bearer ${TOKEN}`)).toBe('Authorization: Bearer [redacted]');
    expect(scrubText(`session ${TOKEN} ended`)).toBe('session [redacted] ended');
    expect(scrubText('password=hunter2&x=1')).toBe('password=[redacted]&x=1');
    expect(scrubText('{"token": "abc"}')).toBe('{"token": "[redacted]"}');
  });

  it('leaves ordinary words and numbers alone', () => {
    const prose = 'This is some text about relationships, 1234 times, successfully';
    expect(scrubText(prose)).toBe(prose);
  });
});

describe('stripQuery', () => {
  it('drops the query string and fragment and scrubs the path', () => {
    expect(stripQuery(`https://x.ie/page/1-2?code=${CODE}#top`)).toBe('https://x.ie/page/1-2');
    expect(stripQuery('/dashboard#menu')).toBe('/dashboard');
    expect(stripQuery(`/login/${CODE}`)).toBe('/login/[redacted]');
    expect(stripQuery('/support')).toBe('/support');
  });
});

describe('scrubErrorEvent', () => {
  const event = {
    event_id: '0123456789abcdef0123456789abcdef',
    message: `Failed for ${CODE}`,
    transaction: `/page/1-2?code=${CODE}`,
    logentry: { message: `code ${CODE}`, params: [TOKEN] },
    user: { ip_address: '10.0.0.1', id: 'student' },
    request: {
      method: 'POST',
      url: `https://ucc.example.ie/api/activity/commit_activity?code=${CODE}`,
      query_string: `code=${CODE}`,
      cookies: { clearpath: TOKEN },
      data: { value: 'I drink to forget' },
      headers: {
        Cookie: `clearpath=${TOKEN}`,
        Authorization: `Bearer ${TOKEN}`,
        'User-Agent': 'UA',
      },
    },
    exception: {
      values: [
        {
          type: 'Error',
          value: `Code ${CODE} refused`,
          stacktrace: { frames: [{ filename: 'a.js', vars: { answer: 'secret' } }, 'odd'] },
        },
        { type: 'Error' },
        'odd',
      ],
    },
    extra: { body: { password: CODE }, list: [`Bearer ${TOKEN}`], count: 3, nested: deep(12) },
    tags: { route: '/page/:page', code: CODE },
    breadcrumbs: [
      { category: 'navigation', data: { from: `/?code=${CODE}`, to: '/dashboard?x=1' } },
      { category: 'fetch', data: { url: `/api/x?token=${TOKEN}`, status_code: 500 } },
      { category: 'console', message: `answer ${CODE}`, data: { arguments: ['I drink'] } },
      { category: 'console', message: 'no data' },
      'odd',
    ],
  };

  function deep(levels: number): unknown {
    return levels === 0 ? 'bottom' : { next: deep(levels - 1) };
  }

  const scrubbed = scrubErrorEvent(event);
  const text = JSON.stringify(scrubbed);

  it('leaves no code, token, answer, cookie or query string', () => {
    expect(text).not.toMatch(/7K3M|Q9XW|2HNP/i);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('I drink');
    expect(text).not.toContain('secret');
    expect(text).not.toContain('?');
    expect(text).not.toContain('10.0.0.1');
    expect(scrubbed).not.toHaveProperty('user');
  });

  it('keeps the request method, path and browser only', () => {
    expect(scrubbed.request).toEqual({
      method: 'POST',
      url: 'https://ucc.example.ie/api/activity/commit_activity',
      headers: { 'User-Agent': 'UA' },
    });
    expect(scrubErrorEvent({ request: { headers: { 'user-agent': 'ua' } } }).request).toEqual({
      headers: { 'User-Agent': 'ua' },
    });
    expect(scrubErrorEvent({ request: { url: 5 } }).request).toEqual({});
  });

  it('keeps what finds the bug: ids, types, file names, routes and statuses', () => {
    expect(scrubbed.event_id).toBe(event.event_id);
    expect(scrubbed.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'Code [redacted] refused',
      stacktrace: { frames: [{ filename: 'a.js' }, 'odd'] },
    });
    expect(scrubbed.exception.values[1]).toEqual({ type: 'Error' });
    expect(scrubbed.tags.route).toBe('/page/:page');
    expect(scrubbed.transaction).toBe('/page/1-2');
    expect(scrubbed.extra.count).toBe(3);
    expect(text).toContain('[redacted]');
    expect(scrubbed.breadcrumbs[1]).toMatchObject({ data: { url: '/api/x', status_code: 500 } });
    expect(scrubbed.breadcrumbs[3]).toEqual({ category: 'console', message: 'no data' });
    expect(scrubbed.breadcrumbs[4]).toBe('odd');
  });

  it('handles an event with nothing to scrub', () => {
    expect(scrubErrorEvent({ exception: {} })).toEqual({ exception: { values: [] } });
    expect(scrubErrorEvent({ level: 'error' })).toEqual({ level: 'error' });
  });
});
