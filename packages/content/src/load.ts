import path from 'node:path';
import { z } from 'zod';
import {
  commitmentMessageProblems,
  comparePageIds,
  DASHBOARD_MODULES,
  DastQuestionsFileSchema,
  DecisionTreeSchema,
  DEFAULT_TENANT,
  FeedbackBandsFileSchema,
  formatPageId,
  HarmsFileSchema,
  isModuleId,
  ModuleMetaSchema,
  moduleOfPage,
  OptionSetFileSchema,
  PageFrontMatterSchema,
  parsePageId,
  PROCESSING_CALLS,
  QuizFileSchema,
  ScaleFileSchema,
  StandalonePageFrontMatterSchema,
  TenantContentSchema,
  type DecisionTree,
  type FeedbackBandsFile,
  type FeedbackBandsSet,
  type ModuleId,
  type ProcessingCall,
} from '@clearpath/core';
import type { CompiledContent, CompiledPage, LoadResult } from './compiled';
import type { ContentError } from './errors';
import { exists, listDir, readText, stem } from './files';
import { parseMarkdownPage } from './markdown';
import { compilePageTree } from './page-tree';
import { checkCrossFileRules, type PageSource } from './rules';
import { parseYamlWith, type YamlSource } from './yaml-file';

/** `tree.yaml`: `schemaVersion: 1` beside the page ids of core's DecisionTreeSchema. */
const TreeFileSchema = z
  .looseObject({ schemaVersion: z.literal(1) })
  .transform(({ schemaVersion: _version, ...pages }) => pages)
  .pipe(DecisionTreeSchema);

const REQUIRED_STANDALONE = ['section-complete', 'end'];

class Loader {
  readonly errors: ContentError[] = [];
  readonly root: string;

  constructor(readonly dir: string) {
    this.root = path.basename(dir);
  }

  rel(...parts: string[]): string {
    return [this.root, ...parts].join('/');
  }

  fail(file: string, message: string, line = 1): void {
    this.errors.push({ file, line, message });
  }

  yaml<S extends z.ZodType>(parts: string[], schema: S) {
    const file = this.rel(...parts);
    const result = parseYamlWith(file, readText(path.join(this.dir, ...parts)), schema);
    if (!result.ok) this.errors.push(...result.errors);
    return result.ok ? { file, data: result.data, source: result.source } : null;
  }
}

function loadModules(loader: Loader, sources: PageSource[]) {
  const modules: CompiledContent['modules'] = {};
  const moduleSources: Partial<Record<ModuleId, { file: string; source: YamlSource }>> = {};
  const folders = listDir(path.join(loader.dir, 'modules')).dirs;
  for (const { id } of DASHBOARD_MODULES) {
    if (!folders.includes(id) || !exists(path.join(loader.dir, 'modules', id, 'module.yaml'))) {
      loader.fail(loader.rel('modules', id, 'module.yaml'), `Module ${id} has no module.yaml`);
    }
  }
  for (const folder of folders) {
    if (!isModuleId(folder)) {
      loader.fail(loader.rel('modules', folder), `"${folder}" is not a module id`);
      continue;
    }
    const names = listDir(path.join(loader.dir, 'modules', folder)).files;
    if (names.includes('module.yaml')) {
      const meta = loader.yaml(['modules', folder, 'module.yaml'], ModuleMetaSchema);
      if (meta && meta.data.id !== folder) {
        loader.fail(meta.file, `id must be "${folder}", the folder's name`, meta.source.lineOf(['id']));
      } else if (meta) {
        modules[folder] = meta.data;
        moduleSources[folder] = meta;
      }
    }
    for (const name of names.filter((entry) => entry.endsWith('.md'))) {
      const file = loader.rel('modules', folder, name);
      const parsed = parseMarkdownPage(file, readText(path.join(loader.dir, 'modules', folder, name)), PageFrontMatterSchema);
      if (!parsed.ok) {
        loader.errors.push(...parsed.errors);
        sources.push({ id: stem(name), file, parsed: null });
        continue;
      }
      const { front } = parsed.page;
      if (front.id !== stem(name)) {
        loader.fail(file, `id must be "${stem(name)}", the file's name`, parsed.page.frontSource.lineOf(['id']));
      } else if (moduleOfPage(front.id) !== folder) {
        loader.fail(file, `Page ${front.id} belongs to module ${String(moduleOfPage(front.id))}, not ${folder}`, parsed.page.frontSource.lineOf(['id']));
      }
      sources.push({ id: stem(name), file, parsed: parsed.page, module: folder });
    }
  }
  return { modules, moduleSources };
}

function loadStandalone(loader: Loader, sources: PageSource[]): void {
  const names = listDir(path.join(loader.dir, 'pages')).files;
  for (const required of REQUIRED_STANDALONE) {
    if (!names.includes(`${required}.md`)) loader.fail(loader.rel('pages', `${required}.md`), 'This page is missing');
  }
  for (const name of names.filter((entry) => entry.endsWith('.md'))) {
    const file = loader.rel('pages', name);
    const parsed = parseMarkdownPage(file, readText(path.join(loader.dir, 'pages', name)), StandalonePageFrontMatterSchema);
    if (!parsed.ok) {
      loader.errors.push(...parsed.errors);
      continue;
    }
    if (parsed.page.front.id !== stem(name)) {
      loader.fail(file, `id must be "${stem(name)}", the file's name`, parsed.page.frontSource.lineOf(['id']));
    }
    sources.push({ id: stem(name), file, parsed: parsed.page, standalone: true });
  }
}

function loadOptionSets(loader: Loader) {
  const sets: CompiledContent['optionSets'] = {};
  for (const name of listDir(path.join(loader.dir, 'options')).files.filter((entry) => /\.ya?ml$/.test(entry))) {
    const set = loader.yaml(['options', name], OptionSetFileSchema);
    if (!set) continue;
    if (set.data.id !== stem(name)) {
      loader.fail(set.file, `id must be "${stem(name)}", the file's name`, set.source.lineOf(['id']));
      continue;
    }
    if (set.data.id === 'commitmentMessages') {
      // Each commitment score 0–5 must have exactly one message (core's commitmentMessageOf).
      for (const problem of commitmentMessageProblems(set.data.options)) {
        loader.fail(set.file, problem, set.source.lineOf(['options']));
      }
    }
    sets[set.data.id] = set.data;
  }
  return sets;
}

function loadScales(loader: Loader): CompiledContent['scales'] {
  const scales: CompiledContent['scales'] = {};
  for (const name of listDir(path.join(loader.dir, 'scales')).files.filter((entry) => /\.ya?ml$/.test(entry))) {
    const scale = loader.yaml(['scales', name], ScaleFileSchema);
    if (!scale) continue;
    if (scale.data.id !== stem(name)) {
      loader.fail(scale.file, `id must be "${stem(name)}", the file's name`, scale.source.lineOf(['id']));
      continue;
    }
    scales[scale.data.id] = scale.data;
  }
  return scales;
}

function loadTree(loader: Loader): { tree: DecisionTree; file: string; source: YamlSource | null } {
  const file = loader.rel('tree.yaml');
  if (!exists(path.join(loader.dir, 'tree.yaml'))) return { tree: {}, file, source: null };
  const tree = loader.yaml(['tree.yaml'], TreeFileSchema);
  return tree ? { tree: tree.data, file, source: tree.source } : { tree: {}, file, source: null };
}

function loadFeedback(loader: Loader): FeedbackBandsSet {
  const found = new Map<ProcessingCall, { file: string; bands: FeedbackBandsFile }>();
  let failed = false;
  for (const name of listDir(path.join(loader.dir, 'feedback')).files.filter((entry) => /\.ya?ml$/.test(entry))) {
    const bands = loader.yaml(['feedback', name], FeedbackBandsFileSchema);
    if (!bands) {
      failed = true;
      continue;
    }
    const earlier = found.get(bands.data.call);
    if (earlier) {
      loader.fail(bands.file, `${bands.data.call} already has its bands in ${earlier.file}`, bands.source.lineOf(['call']));
      continue;
    }
    found.set(bands.data.call, { file: bands.file, bands: bands.data });
  }
  // A file that failed its own checks may be the missing call's: report only its problems.
  for (const call of failed ? [] : PROCESSING_CALLS) {
    if (!found.has(call)) loader.fail(loader.rel('feedback'), `No file holds the bands of ${call}`);
  }
  return Object.fromEntries(PROCESSING_CALLS.map((call) => [call, found.get(call)?.bands])) as FeedbackBandsSet;
}

function loadTenants(loader: Loader): CompiledContent['tenants'] {
  const tenants: CompiledContent['tenants'] = {};
  const names = listDir(path.join(loader.dir, 'tenants')).files.filter((entry) => /\.ya?ml$/.test(entry));
  for (const name of names) {
    const tenant = loader.yaml(['tenants', name], TenantContentSchema);
    if (!tenant) continue;
    if (tenant.data.id !== stem(name)) {
      loader.fail(tenant.file, `id must be "${stem(name)}", the file's name`, tenant.source.lineOf(['id']));
      continue;
    }
    tenants[tenant.data.id] = tenant.data;
  }
  if (!names.some((name) => stem(name) === DEFAULT_TENANT)) {
    loader.fail(loader.rel('tenants', `${DEFAULT_TENANT}.yaml`), `The default tenant ${DEFAULT_TENANT} is missing`);
  }
  return tenants;
}

/** `harms.yaml`, `quiz.yaml` and `dast.yaml`: module 1's data, each required. */
function loadModuleOneData(loader: Loader) {
  const one = <S extends z.ZodType>(name: string, schema: S) => {
    if (!exists(path.join(loader.dir, name))) {
      loader.fail(loader.rel(name), 'This file is missing');
      return null;
    }
    return loader.yaml([name], schema)?.data ?? null;
  };
  return {
    harms: one('harms.yaml', HarmsFileSchema),
    quiz: one('quiz.yaml', QuizFileSchema),
    dast: one('dast.yaml', DastQuestionsFileSchema),
  };
}

/** The default next page: step + 1, when that page exists. */
function defaultNext(id: string, ids: ReadonlySet<string>): string | null {
  const parsed = parsePageId(id);
  if (!parsed || !('module' in parsed)) return null;
  const next = formatPageId({ module: parsed.module, step: parsed.step + 1 });
  return ids.has(next) ? next : null;
}

/**
 * The page with its `tree` compiled when first read, then kept: a server compiles a page when
 * it is first asked for, and the content check and tests that never read trees skip the work.
 */
function withLazyTree(page: Omit<CompiledPage, 'tree'>): CompiledPage {
  return Object.defineProperty(page, 'tree', {
    enumerable: true,
    configurable: true,
    get(this: CompiledPage) {
      const tree = compilePageTree(page.markdown);
      Object.defineProperty(this, 'tree', { value: tree, enumerable: true });
      return tree;
    },
  }) as CompiledPage;
}

function compilePages(sources: PageSource[], tree: DecisionTree): CompiledPage[] {
  const ids = new Set(sources.filter((source) => !source.standalone).map((source) => source.id));
  const pages: CompiledPage[] = [];
  for (const source of sources) {
    if (!source.parsed) continue;
    const { front, markdown, text, widgets } = source.parsed;
    const next = 'next' in front && front.next !== undefined ? front.next : null;
    const final = 'final' in front && front.final !== undefined ? front.final : false;
    const page = {
      id: source.id,
      module: source.standalone ? null : (moduleOfPage(source.id) as ModuleId),
      path: source.standalone ? `/pages/${source.id}` : `/modules/${String(source.module)}/${source.id}`,
      file: source.file,
      title: front.title,
      next: source.standalone ? null : (next ?? defaultNext(source.id, ids)),
      final: final || tree[source.id]?.final === true,
      markdown,
      text,
      widgets,
    };
    pages.push(withLazyTree(page));
  }
  const standalone = (page: CompiledPage) => (page.module === null ? 1 : 0);
  return pages.sort((a, b) => standalone(a) - standalone(b) || comparePageIds(a.id, b.id));
}

/**
 * Loads, validates and compiles the content folder (content/README.md is the contract).
 * Every problem is reported with its file and line; nothing is compiled while any remains.
 */
export function loadContent(dir: string): LoadResult {
  const loader = new Loader(dir);
  const sources: PageSource[] = [];
  const { modules, moduleSources } = loadModules(loader, sources);
  loadStandalone(loader, sources);
  const optionSets = loadOptionSets(loader);
  const scales = loadScales(loader);
  const tree = loadTree(loader);
  const feedback = loadFeedback(loader);
  const tenants = loadTenants(loader);
  const { harms, quiz, dast } = loadModuleOneData(loader);
  const pages = compilePages(sources, tree.tree);
  loader.errors.push(
    ...checkCrossFileRules({
      root: loader.root,
      sources,
      pages,
      modules,
      moduleSources,
      optionSets,
      scales,
      tree,
      walk: loader.errors.length === 0,
    }),
  );
  if (loader.errors.length > 0 || !harms || !quiz || !dast) {
    const errors = [...loader.errors].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
    return { ok: false, errors };
  }
  return { ok: true, content: { pages, modules, optionSets, scales, tree: tree.tree, feedback, tenants, harms, quiz, dast } };
}
