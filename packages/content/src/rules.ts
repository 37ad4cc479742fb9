import type { RootContent } from 'mdast';
import {
  DASHBOARD_MODULES,
  findPhoneNumbers,
  FIRST_PAGE,
  phoneLinkNumber,
  modulesForUserType,
  OPTIONAL_TOTAL_STEPS,
  parsePageId,
  USER_TYPES,
  type DecisionTree,
  type ModuleId,
  type PageFrontMatter,
  type StandalonePageFrontMatter,
} from '@clearpath/core';
import type { CompiledContent, CompiledPage } from './compiled';
import type { ContentError } from './errors';
import type { ParsedMarkdown } from './markdown';
import type { YamlSource } from './yaml-file';

/** A page file as read: `parsed` is null when its own checks failed. */
export type PageSource = {
  id: string;
  file: string;
  parsed: ParsedMarkdown<PageFrontMatter | StandalonePageFrontMatter> | null;
  module?: string;
  standalone?: boolean;
};

export type CrossFileInput = {
  root: string;
  sources: PageSource[];
  pages: CompiledPage[];
  modules: CompiledContent['modules'];
  moduleSources: Partial<Record<ModuleId, { file: string; source: YamlSource }>>;
  optionSets: CompiledContent['optionSets'];
  scales: CompiledContent['scales'];
  tree: { tree: DecisionTree; file: string; source: YamlSource | null };
  /** Run the reachability walk (only meaningful when everything else is valid). */
  walk: boolean;
};

const DASHBOARD = 'dashboard';

/** Every `next` of a tree entry, with its path in the file. */
function treeNexts(tree: DecisionTree): { from: string; next: string; path: PropertyKey[] }[] {
  const found: { from: string; next: string; path: PropertyKey[] }[] = [];
  for (const [id, rule] of Object.entries(tree)) {
    for (const stage of ['load', 'completed'] as const) {
      const part = rule[stage];
      if (part?.next) found.push({ from: id, next: part.next, path: [id, stage, 'next'] });
      part?.score?.forEach((score, index) => {
        if (score.next) found.push({ from: id, next: score.next, path: [id, stage, 'score', index, 'next'] });
      });
    }
    for (const [dataId, conditions] of Object.entries(rule.conditions ?? {})) {
      conditions.forEach((condition, index) => {
        if (condition.next) {
          found.push({ from: id, next: condition.next, path: [id, 'conditions', dataId, index, 'next'] });
        }
      });
    }
  }
  return found;
}

function checkReferences(input: CrossFileInput, ids: ReadonlySet<string>, errors: ContentError[]): void {
  const known = (id: string) => id === DASHBOARD || ids.has(id);
  for (const source of input.sources) {
    if (!source.parsed) continue;
    const { front, frontSource, references, widgets } = source.parsed;
    if ('next' in front && front.next !== undefined && !known(front.next)) {
      errors.push({ file: source.file, line: frontSource.lineOf(['next']), message: `next: page ${front.next} does not exist` });
    }
    for (const reference of references) {
      if (!known(reference.id)) {
        errors.push({ file: source.file, line: reference.line, message: `${reference.via}: page ${reference.id} does not exist` });
      }
    }
    for (const widget of widgets) {
      const set = widget.attributes.options;
      if (typeof set === 'string' && !(set in input.optionSets)) {
        errors.push({
          file: source.file,
          line: widget.line,
          message: `${widget.name} options: there is no option set ${set} (${input.root}/options/${set}.yaml)`,
        });
      }
      const scale = widget.name === 'rating-scale' ? widget.attributes.scale : undefined;
      if (typeof scale === 'string' && !Object.hasOwn(input.scales, scale)) {
        errors.push({
          file: source.file,
          line: widget.line,
          message: `rating-scale scale: there is no scale ${scale} (${input.root}/scales/${scale}.yaml)`,
        });
      }
    }
  }
  const { tree, file, source } = input.tree;
  const lineOf = (path: PropertyKey[]) => source?.lineOf(path) ?? 1;
  for (const id of Object.keys(tree)) {
    if (!ids.has(id)) errors.push({ file, line: source?.keyLineOf([id]) ?? 1, message: `Page ${id} of the tree does not exist` });
  }
  for (const { next, path } of treeNexts(tree)) {
    if (!known(next)) errors.push({ file, line: lineOf(path), message: `${path.join('.')}: page ${next} does not exist` });
  }
  for (const { id, entryPage } of DASHBOARD_MODULES) {
    if (!ids.has(entryPage)) {
      errors.push({ file: `${input.root}/modules/${id}/${entryPage}.md`, line: 1, message: `Module ${id} has no entry page ${entryPage}` });
    }
    const meta = input.modules[id];
    const metaSource = input.moduleSources[id];
    if (!meta || !metaSource) continue;
    for (const key of ['first', 'last'] as const) {
      if (!ids.has(meta[key])) {
        errors.push({ file: metaSource.file, line: metaSource.source.lineOf([key]), message: `${key}: page ${meta[key]} does not exist` });
      }
    }
  }
}

function pageEdges(input: CrossFileInput): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    const set = edges.get(from) ?? new Set<string>();
    set.add(to);
    edges.set(from, set);
  };
  const lastPages = new Set(Object.values(input.modules).map((meta) => meta.last));
  for (const page of input.pages) {
    if (page.module === null) continue;
    if (page.next) add(page.id, page.next);
    for (const widget of page.widgets) {
      const next = widget.name === 'nav-arrows' ? widget.attributes.next : undefined;
      if (typeof next === 'string') add(page.id, next);
    }
    // A completed module returns to the dashboard (through "Section complete!").
    if (page.final || lastPages.has(page.id)) add(page.id, DASHBOARD);
  }
  for (const { from, next } of treeNexts(input.tree.tree)) add(from, next);
  return edges;
}

/**
 * For every user type, the last page of each of its modules is reachable from 1-0, moving
 * along `next`s (front matter, step + 1, nav arrows, the tree) and from the dashboard to the
 * entry pages of the user type's modules.
 */
function checkReachability(input: CrossFileInput, errors: ContentError[]): void {
  const edges = pageEdges(input);
  for (const userType of USER_TYPES) {
    const modules = modulesForUserType(userType);
    const entries = DASHBOARD_MODULES.filter((module) => modules.includes(module.id)).map(
      (module) => module.entryPage as string,
    );
    const seen = new Set<string>([FIRST_PAGE]);
    const queue = [FIRST_PAGE];
    for (let page = queue.shift(); page !== undefined; page = queue.shift()) {
      const targets = page === DASHBOARD ? entries : [...(edges.get(page) ?? [])];
      for (const target of targets) {
        if (seen.has(target)) continue;
        seen.add(target);
        queue.push(target);
      }
    }
    for (const module of modules) {
      const meta = input.modules[module];
      const source = input.moduleSources[module];
      if (!meta || !source || seen.has(meta.last)) continue;
      errors.push({
        file: source.file,
        line: source.source.lineOf(['last']),
        message: `last: user type ${userType} cannot reach ${meta.last} from ${FIRST_PAGE}`,
      });
    }
  }
}

/**
 * A module with step totals (core's OPTIONAL_TOTAL_STEPS) has no page past its total: the
 * server takes no higher step, and its progress would pass 100 %.
 */
function checkStepTotals(input: CrossFileInput, errors: ContentError[]): void {
  for (const source of input.sources) {
    const parsed = source.standalone ? null : parsePageId(source.id);
    if (!parsed || !('module' in parsed) || !Object.hasOwn(OPTIONAL_TOTAL_STEPS, parsed.module)) continue;
    const total = OPTIONAL_TOTAL_STEPS[parsed.module as keyof typeof OPTIONAL_TOTAL_STEPS];
    if (parsed.step > total) {
      errors.push({
        file: source.file,
        line: 1,
        message: `Page ${source.id} is past module ${parsed.module}'s ${total} steps (core's OPTIONAL_TOTAL_STEPS)`,
      });
    }
  }
}

/** The rules that look at more than one file: references, entry pages, step totals, reachability. */
export function checkCrossFileRules(input: CrossFileInput): ContentError[] {
  const errors: ContentError[] = [];
  const ids = new Set(input.sources.filter((source) => !source.standalone).map((source) => source.id));
  checkReferences(input, ids, errors);
  checkStepTotals(input, errors);
  if (input.walk && errors.length === 0) checkReachability(input, errors);
  return errors;
}

/** The words of a node and its children. */
function plainText(node: RootContent): string {
  if (node.type === 'text') return node.value;
  return 'children' in node ? node.children.map(plainText).join('') : '';
}

/** The file line of a match at `index` in a text node's value (soft line breaks are `\n`). */
function lineInText(start: number, value: string, index: number): number {
  return start + (value.slice(0, index).match(/\n/g)?.length ?? 0);
}

function checkPhoneNode(file: string, node: RootContent, errors: ContentError[]): void {
  const line = node.position?.start.line ?? 1;
  if (node.type === 'link') {
    const dials = phoneLinkNumber(node.url);
    if (dials !== null) {
      const written = findPhoneNumbers(plainText(node));
      if (written.length > 0 && !written.some((match) => match.dialable === dials)) {
        errors.push({
          file,
          line,
          message: `The link "${plainText(node)}" dials ${dials}: its text and its ${node.url.split(':')[0] ?? 'tel'}: number must be the same`,
        });
      }
      return;
    }
  }
  if (node.type === 'text') {
    for (const match of findPhoneNumbers(node.value)) {
      errors.push({
        file,
        line: lineInText(line, node.value, match.index),
        message: `Phone number "${match.text}" must be a tap-to-call link: write [${match.text}](tel:${match.dialable}) (or sms: for a number to text)`,
      });
    }
  }
  if ('children' in node) for (const child of node.children) checkPhoneNode(file, child, errors);
}

/**
 * Every phone number in a page's prose is a Markdown `tel:` (or `sms:`) link, so a student on a
 * phone can tap it (issue #21); a link's text and the number it dials agree. Code is left alone.
 * `nodes` are the page's body nodes, with their lines in the file.
 */
export function checkPhoneLinks(file: string, nodes: readonly RootContent[]): ContentError[] {
  const errors: ContentError[] = [];
  for (const node of nodes) checkPhoneNode(file, node, errors);
  return errors;
}
