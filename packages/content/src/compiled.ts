import type {
  DastQuestionsFile,
  DecisionTree,
  FeedbackBandsSet,
  HarmsFile,
  ModuleId,
  ModuleMeta,
  OptionSetFile,
  OptionSetName,
  PageTree,
  QuizFile,
  ScaleFile,
  TenantContent,
} from '@clearpath/core';
import type { ContentError } from './errors';
import type { PageWidget } from './markdown';

/** A page, compiled: what the content API serves and the web app renders. */
export type CompiledPage = {
  id: string;
  /** The module of a module page; `null` for `pages/` (section-complete, end). */
  module: ModuleId | null;
  /** The content path: `/modules/1/1-0`, `/pages/end`. */
  path: string;
  /** The source file, relative to the repository (`content/modules/1/1-0.md`). */
  file: string;
  title: string;
  /** The front matter's `next`, else step + 1 when that page exists, else null. */
  next: string | null;
  /** Completes its module: front matter `final`, or the tree's `final`. */
  final: boolean;
  /** The Markdown body after the front matter. */
  markdown: string;
  /** The body compiled to the tree the web app draws (`compilePageTree`). */
  tree: PageTree;
  /** The words a reader sees, for search. */
  text: string;
  widgets: PageWidget[];
};

/** Everything in `content/`, validated. */
export type CompiledContent = {
  /** Module pages in natural page order, then the pages of `pages/`. */
  pages: CompiledPage[];
  modules: Partial<Record<ModuleId, ModuleMeta>>;
  optionSets: Partial<Record<OptionSetName, OptionSetFile>>;
  /** `scales/<id>.yaml`: the rating scales, by id. */
  scales: Record<string, ScaleFile>;
  tree: DecisionTree;
  feedback: FeedbackBandsSet;
  tenants: Record<string, TenantContent>;
  /** `harms.yaml`: the body feedback of every drug at both risk levels. */
  harms: HarmsFile;
  /** `quiz.yaml`: the ten quiz questions. */
  quiz: QuizFile;
  /** `dast.yaml`: the nine DAST carousel questions and their attribution. */
  dast: DastQuestionsFile;
};

export type LoadResult = { ok: true; content: CompiledContent } | { ok: false; errors: ContentError[] };
