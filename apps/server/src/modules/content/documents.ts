import type { CompiledContent } from '@clearpath/content';
import { comparePageIds, type TenantContent } from '@clearpath/core';

/** A document of the content store: what `POST /api/pages{path}` filters and returns. */
export type ContentDoc = Record<string, unknown> & {
  path: string;
  slug: string;
  /** The folder the document sits in (`/modules/1`). */
  dir: string;
};

/** What full-text search looks at, per document. */
export type SearchEntry = { path: string; title: string; text: string };

/** Widgets that show the tenant's services or links: their pages carry the tenant. */
const TENANT_WIDGETS = new Set(['resources', 'end-page']);

function dirOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/')) || '/';
}

/**
 * The store's documents in natural page order: module pages, the pages of `pages/`, each
 * module's `module.yaml`, each option set, each rating scale (`/scales/<id>`), then module 1's
 * data (`/harms`, `/quiz`, `/dast`).
 * Page bodies (`body`, and `tree`: the body compiled for the web app) are served only with
 * `text: true`.
 */
export function buildDocuments(content: CompiledContent): {
  documents: ContentDoc[];
  search: SearchEntry[];
  usesTenant: Set<string>;
} {
  const documents: ContentDoc[] = [];
  const search: SearchEntry[] = [];
  const usesTenant = new Set<string>();
  for (const page of content.pages) {
    documents.push({
      path: page.path,
      dir: dirOf(page.path),
      slug: page.id,
      kind: 'page',
      extension: '.md',
      id: page.id,
      module: page.module,
      title: page.title,
      next: page.next,
      final: page.final,
      body: page.markdown,
      widgets: [...new Set(page.widgets.map((widget) => widget.name))],
    });
    // Not enumerable: a copy of the document leaves it out, and the page is compiled only
    // when it is first served with `text` (service.ts).
    Object.defineProperty(documents[documents.length - 1], 'tree', { get: () => page.tree });
    search.push({ path: page.path, title: page.title, text: page.text });
    const support = page.widgets.some(
      (widget) =>
        TENANT_WIDGETS.has(widget.name) ||
        (widget.name === 'info' && widget.attributes.tone === 'support'),
    );
    if (support) usesTenant.add(page.path);
  }
  const modules = Object.values(content.modules).sort((a, b) => comparePageIds(a.id, b.id));
  for (const meta of modules) {
    const path = `/modules/${meta.id}/module`;
    const { schemaVersion: _version, ...fields } = meta;
    documents.push({ ...fields, path, dir: dirOf(path), slug: 'module', kind: 'module', extension: '.yaml' });
    search.push({ path, title: meta.title, text: [meta.summary, ...meta.outcomes].join('\n') });
  }
  for (const set of Object.values(content.optionSets)) {
    const path = `/options/${set.id}`;
    documents.push({ path, dir: '/options', slug: set.id, kind: 'options', extension: '.yaml', id: set.id, options: set.options });
    search.push({ path, title: set.id, text: set.options.map((option) => option.text).join('\n') });
  }
  for (const scale of Object.values(content.scales).sort((a, b) => a.id.localeCompare(b.id))) {
    const path = `/scales/${scale.id}`;
    const { schemaVersion: _version, ...fields } = scale;
    documents.push({ ...fields, path, dir: '/scales', slug: scale.id, kind: 'scale', extension: '.yaml' });
    search.push({ path, title: scale.question, text: scale.items.map((item) => item.text).join('\n') });
  }
  const data = { harms: content.harms, quiz: content.quiz, dast: content.dast };
  for (const [slug, file] of Object.entries(data)) {
    const { schemaVersion: _version, ...fields } = file;
    documents.push({ ...fields, path: `/${slug}`, dir: '/', slug, kind: slug, extension: '.yaml' });
  }
  return { documents, search, usesTenant };
}

/** The tenant facts a page that shows support services or links carries. */
export function tenantFields(tenant: TenantContent) {
  return {
    id: tenant.id,
    name: tenant.name,
    short_name: tenant.short_name,
    website: tenant.website ?? '',
    support_services: tenant.support_services,
    external_links: tenant.external_links,
  };
}
