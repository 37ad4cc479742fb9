import { describe, expect, it } from 'vitest';
import { PageFrontMatterSchema, StandalonePageFrontMatterSchema } from './page';

const page = { schemaVersion: 1, id: '1-0', title: 'My Profile' };

describe('PageFrontMatterSchema', () => {
  it.each<[unknown]>([
    [page],
    [{ ...page, module: '1', next: '1-1', final: false }],
    [{ ...page, id: 'Review', title: 'Review', module: 'Review' }],
    [{ ...page, id: '2-0A', next: 'dashboard' }],
  ])('accepts %j', (front) => {
    expect(PageFrontMatterSchema.safeParse(front).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['a missing schemaVersion', { id: '1-0', title: 'x' }],
    ['schemaVersion 2', { ...page, schemaVersion: 2 }],
    ['a bad id', { ...page, id: '1_0' }],
    ['the dashboard as id', { ...page, id: 'dashboard' }],
    ['a module that is not the id', { ...page, module: '2' }],
    ['an unknown key', { ...page, author: 'me' }],
    ['an empty title', { ...page, title: '' }],
    ['a bad next', { ...page, next: 'nowhere' }],
    ['a string final', { ...page, final: 'yes' }],
  ])('rejects %s', (_, front) => {
    expect(PageFrontMatterSchema.safeParse(front).success).toBe(false);
  });
});

describe('StandalonePageFrontMatterSchema', () => {
  it.each<[unknown, boolean]>([
    [{ schemaVersion: 1, id: 'section-complete', title: 'Section complete!' }, true],
    [{ schemaVersion: 1, id: 'End', title: 'The end' }, false],
    [{ schemaVersion: 1, id: 'end', title: 'The end', next: '1-0' }, false],
  ])('accepts %j: %s', (front, ok) => {
    expect(StandalonePageFrontMatterSchema.safeParse(front).success).toBe(ok);
  });
});
