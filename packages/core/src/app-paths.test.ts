import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths';

const PAGES = new Set(['1-0', '2C-3', 'Review']);
const isPage = (id: string) => PAGES.has(id);

describe('isAppPath', () => {
  it.each([
    '/',
    '/dashboard',
    '/dashboard/',
    '/Dashboard',
    '/page',
    '/page/',
    '/page/section-complete',
    '/page/end',
    '/support',
    '/privacy',
    '/accessibility',
    '/administration',
    '/administration/export',
    '/administration/tenants/ucc',
    '/page/1-0',
    '/page/2C-3',
    '/page/2C-3/',
    '/page/Review',
    '/page/dashboard',
  ])('knows %s', (path) => {
    expect(isAppPath(path, isPage)).toBe(true);
  });

  it.each([
    '/foo',
    '/dashboards',
    '/privacy/more',
    '/administrationx',
    '/page/1-99',
    '/page/zz',
    '/page/1-0/extra',
    '/page/review',
    '/page/%E0%A4%A',
    '/page/a/',
  ])('does not know %s', (path) => {
    expect(isAppPath(path, isPage)).toBe(false);
  });

  it('decodes a page id as the router does', () => {
    expect(isAppPath('/page/%31-0', isPage)).toBe(true);
  });

  it('names every screen of the router with a leading slash', () => {
    for (const pattern of Object.values(APP_PATHS)) expect(pattern.startsWith('/')).toBe(true);
  });
});
