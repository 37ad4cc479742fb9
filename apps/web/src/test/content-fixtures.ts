import { compilePageTree } from '@clearpath/content/page-tree';
import type { TenantResponse } from '@clearpath/core';
import { jsonResponse } from './auth-fixtures';

/** Module 1's `module.yaml` as the content API serves it. */
export const MODULE_1 = {
  path: '/modules/1/module',
  slug: 'module',
  kind: 'module',
  id: '1',
  title: 'My Profile',
  color: '#1565C0',
  summary: 'A private check-in on your drug use.',
  minutes: 20,
  outcomes: ['Your own score'],
  first: '1-0',
  last: '1-0',
};

export const MODULE_3 = {
  ...MODULE_1,
  path: '/modules/3/module',
  id: '3',
  title: 'My Values',
  color: '#6A1B9A',
  summary: 'What matters most to you.',
  first: '3-0',
  last: '3-0',
};

export function pageDocument(id: string, title: string, body: string, extra: object = {}) {
  const module = id.split('-')[0] ?? id;
  return {
    path: `/modules/${module}/${id}`,
    slug: id,
    kind: 'page',
    id,
    module,
    title,
    tree: compilePageTree(body),
    ...extra,
  };
}

export const PAGE_1_0 = pageDocument(
  '1-0',
  'My Profile',
  'Welcome to Clearpath.\n\n## What happens in this module\n\nA short check-in.\n\n::nav-arrows\n',
);

export const SECTION_COMPLETE = {
  path: '/pages/section-complete',
  slug: 'section-complete',
  kind: 'page',
  id: 'section-complete',
  title: 'Section complete!',
  tree: compilePageTree('Well done.\n\n::section-complete\n'),
};

export const TENANT: TenantResponse = {
  id: 'ucc',
  name: 'University College Cork',
  short_name: 'UCC',
  website: 'https://www.ucc.ie',
  logo: null,
  colors: { primary: null, secondary: null },
  support_services: [
    {
      name: 'UCC Student Counselling',
      description: 'Free counselling for UCC students.',
      phone: '+353214903565',
      text: '+353870000000',
      web: null,
      hours: 'Monday to Friday',
      kind: 'university',
    },
  ],
  external_links: [{ label: 'UCC Student Health', url: 'https://www.ucc.ie/health' }],
};

type Handler = (init: RequestInit) => Response;

/**
 * `stubFetch` handlers for the content API: the given pages by id, module metadata and the page
 * list under `/pages/modules`, the tenant. An unknown page answers 404 like the server.
 */
export function contentHandlers(
  pages: { path: string; id: string; title: string }[] = [PAGE_1_0, SECTION_COMPLETE],
  modules: object[] = [MODULE_1],
): Record<string, Handler> {
  const handlers: Record<string, Handler> = {
    '/tenant': () => jsonResponse(TENANT),
    '/pages/modules': (init) => {
      const query = JSON.parse(String(init.body ?? '{}')) as { where?: { kind?: string } };
      if (query.where?.kind === 'module') return jsonResponse(modules);
      return jsonResponse(pages.filter((page) => page.path.startsWith('/modules/')));
    },
  };
  for (const page of pages) handlers[`/pages${page.path}`] = () => jsonResponse(page);
  return handlers;
}
