import { describe, expect, it } from 'vitest';
import { apiSecurityHeaders, isApiAnswer, securityHeaders } from './security-headers';

const PAGE_OPTIONS = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], frameAncestors: ["'none'"] },
  },
  strictTransportSecurity: false,
} as const;

describe('the security headers', () => {
  it('tells an API answer from a page, the OpenAPI page and its files being pages', () => {
    for (const url of [
      '/api',
      '/api/health',
      '/api/activity/commit_activity?x=1',
      '/api/admin/x',
    ]) {
      expect(isApiAnswer(url), url).toBe(true);
    }
    for (const url of ['/', '/page/1-0', '/api/docs', '/api/docs/static/swagger-ui.css', '/apix']) {
      expect(isApiAnswer(url), url).toBe(false);
    }
  });

  it('gives an API answer a policy that loads and frames nothing, and none of the page-only headers', () => {
    const page = securityHeaders(PAGE_OPTIONS);
    expect(page['referrer-policy']).toBe('no-referrer');
    expect(page['strict-transport-security']).toBeUndefined();
    expect(apiSecurityHeaders(page)).toEqual({
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
    });
  });

  it('keeps HSTS on API answers where pages have it', () => {
    const page = securityHeaders({
      ...PAGE_OPTIONS,
      strictTransportSecurity: { maxAge: 15552000 },
    });
    expect(page['strict-transport-security']).toBe('max-age=15552000; includeSubDomains');
    expect(apiSecurityHeaders(page)['strict-transport-security']).toBe(
      'max-age=15552000; includeSubDomains',
    );
  });
});
