import { describe, expect, it } from 'vitest';
import {
  ContentPathSchema,
  ContentQueryResponseSchema,
  ContentQuerySchema,
  TenantResponseSchema,
} from './content';

describe('ContentQuerySchema', () => {
  it.each<[unknown]>([
    [{}],
    [{ deep: true, text: false }],
    [{ only: ['title', 'meta.description'], without: ['body'] }],
    [{ sortBy: [{ field: 'position', direction: 'asc' }] }],
    [{ where: { module: '2C', step: 3, draft: false, tags: ['a', 'b'], gone: null } }],
    [{ where: { step: { $gte: 1, $lt: 5 }, id: { $regex: '^1-' }, next: { $exists: true } } }],
    [{ where: { title: { $regex: '^My .*\\*$' } } }],
    [{ where: { $or: [{ a: { $regex: '^1-' } }, { b: { $regex: 'x+' } }] } }],
    [
      {
        where: {
          module: { $in: ['1', '2'], $nin: ['3'], $ne: '4', $eq: '1' },
          a: { $gt: 'a', $lte: 'z' },
        },
      },
    ],
    [{ where: { $and: [{ module: '1' }], $or: [{ final: true }, { id: '1-0' }], title: 'x' } }],
    [{ search: 'cannabis', limit: 10, skip: 20 }],
    [{ search: '  one two three four five six seven eight nine ten  ' }],
    [{ surround: { path: '/1/1-3', before: 1, after: 1 } }],
  ])('accepts %j', (query) => {
    expect(ContentQuerySchema.safeParse(query).success).toBe(true);
  });

  it.each<[string, unknown]>([
    ['deep as a string', { deep: 'yes' }],
    ['a field with a bracket', { only: ['a[0]'] }],
    ['a field starting with a digit', { without: ['1a'] }],
    ["a field through an object's prototype", { without: ['__proto__.hasOwnProperty'] }],
    ['a constructor field', { only: ['constructor'] }],
    ['a prototype field deep down', { sortBy: [{ field: 'a.prototype.b', direction: 'asc' }] }],
    ['too many fields', { only: Array.from({ length: 51 }, (_, i) => `f${i}`) }],
    ['an unknown sort direction', { sortBy: [{ field: 'a', direction: 'up' }] }],
    [
      'too many sort keys',
      { sortBy: Array.from({ length: 6 }, () => ({ field: 'a', direction: 'asc' })) },
    ],
    ['an unknown operator', { where: { a: { $where: 'return true' } } }],
    ['a code-running top-level key', { where: { $where: 'return true' } }],
    ['$function', { where: { a: { $function: { body: 'x' } } } }],
    ['$expr', { where: { $expr: { $gt: ['$a', 1] } } }],
    ['an empty operator object', { where: { a: {} } }],
    ['nested $or', { where: { $or: [{ $or: [{ a: 1 }] }] } }],
    ['an oversized $regex', { where: { a: { $regex: 'x'.repeat(101) } } }],
    ['a quantified group in $regex', { where: { a: { $regex: '(a+)+$' } } }],
    ['a back-reference in $regex', { where: { a: { $regex: '(a)\\1' } } }],
    ['an invalid $regex', { where: { a: { $regex: '[' } } }],
    ['two quantifiers in $regex', { where: { source: { $regex: '.*.*@' } } }],
    [
      'three $regex in one query',
      { where: { a: { $regex: 'x' }, $or: [{ b: { $regex: 'y' } }, { c: { $regex: 'z' } }] } },
    ],
    ['an object as $in', { where: { a: { $in: { b: 1 } } } }],
    [
      'too many fields beside $and',
      { where: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 1])) },
    ],
    ['a bad field beside $or', { where: { $or: [{ a: 1 }], 'a[0]': 1 } }],
    [
      'too many where conditions',
      { where: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 1])) },
    ],
    ['an oversized search', { search: 'x'.repeat(201) }],
    ['a search of more than 10 words', { search: 'a '.repeat(11) }],
    ['a surround path with dots', { surround: { path: '/../secret' } }],
    ['surround before 6', { surround: { path: '/1', before: 6 } }],
    ['limit 0', { limit: 0 }],
    ['limit 101', { limit: 101 }],
    ['a negative skip', { skip: -1 }],
    ['a fractional limit', { limit: 1.5 }],
  ])('rejects %s', (_, query) => {
    expect(ContentQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('ContentPathSchema', () => {
  it.each([
    ['/', true],
    ['', true],
    ['/1/1-3', true],
    ['/harms/cannabis/', true],
    ['/../etc', false],
    ['1/1-3', false],
    ['/a b', false],
    [`/${'a'.repeat(200)}`, false],
  ])('accepts %j: %s', (path, ok) => {
    expect(ContentPathSchema.safeParse(path).success).toBe(ok);
  });
});

describe('ContentQueryResponseSchema', () => {
  it.each<[unknown, boolean]>([
    [{ path: '/1/1-0', slug: '1-0', title: 'Welcome', body: {} }, true],
    [[{ path: '/1/1-0', slug: '1-0' }, null], true],
    [[], true],
    [{ slug: '1-0' }, false],
    ['text', false],
  ])('accepts %j: %s', (body, ok) => {
    expect(ContentQueryResponseSchema.safeParse(body).success).toBe(ok);
  });
});

describe('TenantResponseSchema', () => {
  it('accepts a tenant with no overrides', () => {
    const tenant = {
      id: 'ucc',
      name: 'University College Cork',
      short_name: 'UCC',
      website: 'https://www.ucc.ie',
      logo: null,
      colors: { primary: null, secondary: null },
      support_services: [],
      external_links: [],
    };
    expect(TenantResponseSchema.safeParse(tenant).success).toBe(true);
  });
});
