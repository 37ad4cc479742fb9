import { describe, expect, it } from 'vitest';
import { ModuleMetaSchema } from './module-meta';

const meta = {
  schemaVersion: 1,
  id: '1',
  title: 'My Profile',
  color: '#1565C0',
  image: '/images/modules/1.svg',
  summary: 'A private check-in on your drug use.',
  minutes: 15,
  outcomes: ['Your own score, explained'],
  first: '1-0',
  last: '1-16',
};

function messages(value: unknown): string[] {
  const result = ModuleMetaSchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('ModuleMetaSchema', () => {
  it('accepts a module as the contract shows it', () => {
    expect(messages(meta)).toEqual([]);
  });

  it('accepts the Review module, whose entry and last page is Review', () => {
    const review = { ...meta, id: 'Review', title: 'Review', first: 'Review', last: 'Review' };
    expect(messages(review)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['a title other than core', { title: 'Profile' }, 'Must be "My Profile", the title of module 1'],
    ['a first page other than the entry', { first: '1-1' }, 'Must be 1-0, the entry page of module 1'],
    ['a last page of another module', { last: '2-3' }, 'Must be a page of module 1'],
    ['a pale colour', { color: '#90CAF9' }, 'Must reach 4.5:1 contrast on white'],
  ])('rejects %s', (_, change, message) => {
    expect(messages({ ...meta, ...change })).toContain(message);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an unknown module', { id: '6' }],
    ['an unknown key', { author: 'me' }],
    ['no outcomes', { outcomes: [] }],
    ['zero minutes', { minutes: 0 }],
    ['a colour name', { color: 'blue' }],
  ])('rejects %s', (_, change) => {
    expect(messages({ ...meta, ...change }).length).toBeGreaterThan(0);
  });
});
