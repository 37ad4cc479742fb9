import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContent, type CompiledContent } from '@clearpath/content';
import { moduleYaml, page, RELATIONSHIPS_SCALE, writeContent } from '@clearpath/content/testing';
import { ensureTenant } from '../../db/seed';
import { registerTestUser } from '../../test/auth';
import { createTestApp, type TestApp } from '../../test/harness';

const TENANT = { 'x-tenant': 'ucc' };

function compile(): { content: CompiledContent; remove(): void } {
  const fixture = writeContent({
    'modules/1/1-0.md': page('1-0', '## Welcome\n\nA private check-in about cannabis.\n\n::resources'),
    'modules/1/1-1.md': page('1-1', 'Pick your drugs.\n\n::nav-arrows'),
    'modules/1/1-2.md': page('1-2', 'Nine short questions.'),
    'modules/1/1-10.md': page('1-10', 'Your feedback.', { final: 'true' }),
    'modules/1/module.yaml': moduleYaml('1', { last: '1-10' }),
    'modules/1/1-3.md': page('1-3', 'The quiz.', { next: '1-10' }),
    'scales/relationships.yaml': RELATIONSHIPS_SCALE,
  });
  const result = loadContent(fixture.dir);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return { content: result.content, remove: fixture.remove };
}

let test: TestApp;
let removeFixture: () => void;

beforeAll(async () => {
  const { content, remove } = compile();
  removeFixture = remove;
  test = await createTestApp({ overrides: { content } });
  await ensureTenant(test.database.handle.db, { id: 'tcd', name: 'Trinity College Dublin' });
});

afterAll(async () => {
  await test.close();
  removeFixture();
});

async function query(path: string, body: unknown, headers: Record<string, string> = TENANT) {
  return test.app.inject({ method: 'POST', url: `/api/pages${path}`, payload: body as object, headers });
}

function ids(body: unknown): unknown[] {
  return (body as ({ slug: string } | null)[]).map((doc) => doc?.slug ?? null);
}

describe('POST /api/pages{path}', () => {
  it('answers one document for a document path, without its body', async () => {
    const response = await query('/modules/1/1-1', {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      path: '/modules/1/1-1',
      slug: '1-1',
      kind: 'page',
      extension: '.md',
      id: '1-1',
      module: '1',
      title: 'Page 1-1',
      next: '1-2',
      final: false,
      widgets: ['nav-arrows'],
    });
  });

  it('adds the Markdown body with text', async () => {
    const response = await query('/modules/1/1-2', { text: true });
    expect(response.json()).toMatchObject({ body: 'Nine short questions.\n' });
  });

  it('adds the body compiled to a tree with text, and only the tree without the body', async () => {
    const response = await query('/modules/1/1-1', { text: true, without: ['body'] });
    const page = response.json() as Record<string, unknown>;
    expect(page.body).toBeUndefined();
    expect(page.tree).toEqual([
      { tag: 'p', children: ['Pick your drugs.'] },
      '\n',
      { widget: 'nav-arrows', attributes: {} },
    ]);
  });

  it('answers the folder in natural page order for a folder path', async () => {
    const response = await query('/modules/1', {});
    expect(ids(response.json())).toEqual(['1-0', '1-1', '1-2', '1-3', '1-10', 'module']);
  });

  it('answers nothing from sub-folders without deep, everything with it', async () => {
    expect(ids((await query('/modules', {})).json())).toEqual([]);
    const deep = (await query('/modules', { deep: true })).json() as { path: string }[];
    expect(deep.map((doc) => doc.path)).toContain('/modules/2C/2C-0');
    expect(deep.map((doc) => doc.path)).toContain('/modules/Review/module');
  });

  it('answers the root folder deep: pages, standalone pages, modules, option sets and data', async () => {
    const deep = (await query('', { deep: true, only: ['kind'] })).json() as { kind: string }[];
    expect(new Set(deep.map((doc) => doc.kind))).toEqual(
      new Set(['page', 'module', 'options', 'scale', 'harms', 'quiz', 'dast']),
    );
  });

  it('answers a rating scale at /scales/<id>, cacheable like the option sets', async () => {
    const response = await query('/scales/relationships', {});
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect(response.headers.etag).toMatch(/^"/);
    expect(response.json()).toMatchObject({
      path: '/scales/relationships',
      slug: 'relationships',
      kind: 'scale',
      id: 'relationships',
      score: 'relationships',
      answers: { min: 0, max: 10, min_label: 'Not close at all', max_label: 'Very close' },
      items: [
        { data_id: 'rel-friends', text: 'My friends' },
        { data_id: 'rel-family', text: 'My family' },
        { data_id: 'rel-college', text: 'People at college' },
      ],
    });
    const folder = (await query('/scales', {})).json() as { slug: string }[];
    expect(folder.map((doc) => doc.slug)).toEqual(['relationships']);
    expect((await query('/scales/life-values', {})).statusCode).toBe(404);
  });

  it('answers the harms, quiz and DAST documents', async () => {
    const harms = (await query('/harms', {})).json() as { kind: string; drugs: unknown[] };
    expect(harms).toMatchObject({ path: '/harms', slug: 'harms', kind: 'harms', extension: '.yaml' });
    expect(harms.drugs).toHaveLength(8);
    const quiz = (await query('/quiz', {})).json() as { questions: { image_alt: string }[] };
    expect(quiz.questions).toHaveLength(10);
    expect(quiz.questions[0]?.image_alt).toBe('Picture 0');
    const dast = (await query('/dast', { only: ['attribution', 'questions'] })).json() as {
      attribution: string;
      questions: { data_id: string }[];
    };
    expect(dast.attribution).toContain('Skinner');
    expect(dast.questions.map((question) => question.data_id)).toEqual(
      Array.from({ length: 9 }, (_, index) => `dast-answer-${index}`),
    );
  });

  it.each<[string, unknown, unknown[]]>([
    ['a value', { final: true }, ['1-10']],
    ['a list (any of)', { id: ['1-2', '1-3'] }, ['1-2', '1-3']],
    ['$regex', { title: { $regex: '1-1' } }, ['1-1', '1-10']],
    ['$in and $ne', { id: { $in: ['1-0', '1-1'], $ne: '1-0' } }, ['1-1']],
    ['$exists', { next: { $exists: true }, kind: 'page' }, ['1-0', '1-1', '1-2', '1-3', '1-10']],
    ['$or', { $or: [{ id: '1-0' }, { final: true }] }, ['1-0', '1-10']],
    ['$gt on text', { kind: 'page', id: { $gt: '1-2' } }, ['1-3']],
  ])('filters with where: %s', async (_, where, expected) => {
    const response = await query('/modules/1', { where });
    expect(ids(response.json())).toEqual(expected);
  });

  it('does not filter on the body with where', async () => {
    const response = await query('/modules/1', { text: true, where: { body: { $regex: 'quiz' } } });
    expect(ids(response.json())).toEqual([]);
  });

  it('searches title and text, best match first', async () => {
    const response = await query('', { deep: true, search: 'cannabis' });
    expect(ids(response.json())).toEqual(['1-0']);
  });

  it('refuses a search of more than 10 words, each of which would be looked up on its own', async () => {
    const response = await query('', { deep: true, search: 'a '.repeat(100), limit: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ search: ['At most 10 words in a search'] });
  });

  it('keeps only the named fields (and path and slug) with only', async () => {
    const response = await query('/modules/1/1-0', { only: ['title', 'tenant.name'] });
    expect(response.json()).toEqual({
      path: '/modules/1/1-0',
      slug: '1-0',
      title: 'Page 1-0',
      tenant: { name: 'University College Cork' },
    });
  });

  it('drops the named fields with without, never path or slug', async () => {
    const response = await query('/modules/1/1-1', { without: ['widgets', 'next', 'path', 'kind', 'extension', 'module', 'final'] });
    expect(response.json()).toEqual({ path: '/modules/1/1-1', slug: '1-1', id: '1-1', title: 'Page 1-1' });
  });

  it("refuses a field named after an object's members, and leaves every object as it was", async () => {
    for (const body of [
      { without: ['__proto__.hasOwnProperty'] },
      { only: ['constructor.prototype.toString'] },
      { where: JSON.parse('{"__proto__.polluted": 1}') as unknown },
    ]) {
      const response = await query('/modules/1/1-0', body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
    }
    expect(typeof Object.prototype.hasOwnProperty).toBe('function');
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
    // The server still answers.
    expect((await query('/modules/1/1-0', { only: ['title'] })).statusCode).toBe(200);
  });

  it('orders with sortBy', async () => {
    const response = await query('/modules/1', { where: { kind: 'page' }, sortBy: [{ field: 'id', direction: 'desc' }] });
    expect(ids(response.json())).toEqual(['1-10', '1-3', '1-2', '1-1', '1-0']);
  });

  it('answers the neighbours of a path with surround, null past the ends', async () => {
    const around = await query('/modules/1', { where: { kind: 'page' }, surround: { path: '/modules/1/1-3' } });
    expect(ids(around.json())).toEqual(['1-2', '1-10']);
    const first = await query('/modules/1', { where: { kind: 'page' }, surround: { path: '/modules/1/1-0', before: 2, after: 1 } });
    expect(ids(first.json())).toEqual([null, null, '1-1']);
  });

  it('pages with skip and limit', async () => {
    const response = await query('/modules/1', { skip: 1, limit: 2 });
    expect(ids(response.json())).toEqual(['1-1', '1-2']);
  });

  it('answers 304 to a matching If-None-Match, with a strong ETag and cache headers', async () => {
    const first = await query('/modules/1/1-0', {});
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const again = await query('/modules/1/1-0', {}, { ...TENANT, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const changed = await query('/modules/1/1-0', { text: true }, { ...TENANT, 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
  });

  it("merges the tenant into pages that show support services, and only those", async () => {
    const ucc = (await query('/modules/1/1-0', {})).json() as { tenant?: { name: string; support_services: unknown[] } };
    expect(ucc.tenant?.name).toBe('University College Cork');
    expect(ucc.tenant?.support_services).toHaveLength(1);
    // A tenant without a content file of its own gets no overrides.
    const tcd = (await query('/modules/1/1-0', {}, { 'x-tenant': 'tcd' })).json() as object;
    expect(tcd).not.toHaveProperty('tenant');
    expect((await query('/modules/1/1-1', {})).json()).not.toHaveProperty('tenant');
  });

  it.each([['/modules/9'], ['/modules/1/1-99'], ['/nothing/here']])('answers 404 with the JSON error body for %s', async (path) => {
    const response = await query(path, {});
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it.each<[string, unknown]>([
    ['$where', { where: { $where: 'return true' } }],
    ['$function', { where: { id: { $function: { body: 'x', args: [], lang: 'js' } } } }],
    ['limit 0', { limit: 0 }],
    ['an unknown key', { deep: 'yes' }],
    // Each would hold the server for seconds on a long field: `.*.*@` backtracks cubically.
    ['a $regex with two quantifiers', { where: { title: { $regex: '.*.*@' } } }],
    ['three $regex', { where: { $or: [{ title: { $regex: 'a' } }, { id: { $regex: 'b' } }, { kind: { $regex: 'c' } }] } }],
  ])('answers 400 to a bad query: %s', async (_, body) => {
    const response = await query('/modules/1', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request' } });
  });
});

describe('the OpenAPI document', () => {
  it('lists the content calls', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys((response.json() as { paths: object }).paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/pages', '/api/tenant']));
  });
});

describe('GET /api/tenant', () => {
  it("answers the tenant's branding, links and services", async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tenant', headers: TENANT });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: 'ucc',
      name: 'University College Cork',
      short_name: 'UCC',
      website: 'https://www.ucc.ie',
      colors: { primary: null, secondary: null },
      support_services: [{ name: 'Counselling', phone: '+353214903565', text: null, kind: 'university' }],
      external_links: [{ label: 'Student Health', url: 'https://www.ucc.ie/en/studenthealth/' }],
    });
  });

  it('answers only the name for a tenant without a content file', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'tcd' } });
    expect(response.json()).toMatchObject({ id: 'tcd', name: 'Trinity College Dublin', support_services: [] });
  });

  it('answers 404 for an unknown tenant', async () => {
    const response = await test.app.inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'nowhere' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('the decision tree sent at registration', () => {
  it('is the compiled content tree', async () => {
    const fixture = writeContent({
      'modules/1/1-1.md': page('1-1'),
      'modules/1/module.yaml': moduleYaml('1', { last: '1-1' }),
      'tree.yaml': 'schemaVersion: 1\n1-1:\n  final: true\n',
    });
    const result = loadContent(fixture.dir);
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    const app = await createTestApp({
      env: { REGISTRATION_MODE: 'test' },
      overrides: { content: result.content },
    });
    try {
      const registered: object = await registerTestUser(app.app);
      expect(registered).toHaveProperty('tree', { '1-1': { final: true } });
    } finally {
      await app.close();
      fixture.remove();
    }
  });
});
