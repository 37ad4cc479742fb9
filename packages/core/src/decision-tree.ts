import { z } from 'zod';
import { OptionIdSchema } from './answers';
import { ProcessingCallSchema, type ProcessingCall } from './api/processing';
import { ModuleIdSchema, mayHaveModule, type ModuleId } from './modules';
import { comparePageIds, moduleOfPage } from './page-id';
import { PageIdSchema } from './page-id-schema';
import {
  nextAfterInjunctiveFeedback,
  routeAfterFullyPresent,
  routeAfterInfluences,
  routeAfterValuesFeedback,
  type Route,
} from './routing';
import { ScoreRulesSchema, applyScoreRules, type ScoreName, type ScoreValues } from './score-rules';
import type { UserType } from './user-type';

/** The routing rules of docs/product.md §4 a page can invoke by name. */
export const ROUTE_RULES = [
  'fully_present',
  'values_feedback',
  'influences',
  'injunctive_feedback',
] as const;
export type RouteRule = (typeof ROUTE_RULES)[number];

/**
 * What a page asks for besides a next page: unlock optional modules, complete
 * the current optional module, save navigation history, or run a named
 * routing rule (resolved by {@link evaluatePage} into a next page and unlocks).
 */
export const PageActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('unlock'), modules: z.array(ModuleIdSchema).min(1).max(9) }),
  z.object({ type: z.literal('complete_optional') }),
  z.object({ type: z.literal('save_navigation_history') }),
  z.object({ type: z.literal('route'), rule: z.enum(ROUTE_RULES) }),
]);
export type PageAction = z.infer<typeof PageActionSchema>;
/** An action left for the client to run: routing actions are already resolved. */
export type ClientAction = Exclude<PageAction, { type: 'route' }>;
const ActionsSchema = z.array(PageActionSchema).max(10);

/** What an answer to one question does: `answer` and `index` must both match when given. */
export const ConditionSchema = z.object({
  answer: z.union([z.string().max(200), z.number(), z.boolean()]).optional(),
  index: z.int().min(0).max(999).optional(),
  next: PageIdSchema.optional(),
  actions: ActionsSchema.optional(),
});
export type Condition = z.infer<typeof ConditionSchema>;

/** The decision-tree entry of one page (docs/product.md §3). */
export const PageRuleSchema = z.object({
  /** The last page of its module. */
  final: z.boolean().optional(),
  /** The feedback set to fetch when the page loads (e.g. `descriptive-norms` on 1-14). */
  feedback: OptionIdSchema.optional(),
  load: z
    .object({
      score: ScoreRulesSchema.optional(),
      actions: ActionsSchema.optional(),
      next: PageIdSchema.optional(),
    })
    .optional(),
  completed: z
    .object({
      actions: ActionsSchema.optional(),
      process: ProcessingCallSchema.optional(),
      score: ScoreRulesSchema.optional(),
      next: PageIdSchema.optional(),
    })
    .optional(),
  /** Keyed by the question's data_id; the first matching condition wins. */
  conditions: z.record(OptionIdSchema, z.array(ConditionSchema).min(1).max(20)).optional(),
});
export type PageRule = z.infer<typeof PageRuleSchema>;

/** The decision tree: page id → its rules. Data, shipped to the client at login. */
export const DecisionTreeSchema = z
  .record(PageIdSchema, PageRuleSchema)
  .refine((tree) => Object.keys(tree).length <= 500, 'Too many pages');
export type DecisionTree = z.infer<typeof DecisionTreeSchema>;

/** What happened on the page. */
export type PageEvent =
  | { type: 'load' }
  | { type: 'completed' }
  | { type: 'answer'; dataId: string; answer?: string | number | boolean; index?: number };

/** What the evaluator needs to know about the student. */
export type PageContext = {
  reviewMode: boolean;
  /** `null` until the DAST gives one; rules that need it are then skipped. */
  userType: UserType | null;
  /** Known scores; `user_type` is taken from `userType`. */
  scores: ScoreValues;
  /** An optional module is being worked through (for the 'my influences' page). */
  optionalInProgress: boolean;
};

/** What the client must do after the event. */
export type PageOutcome = {
  /** The page to go to next; `null` keeps the default (arrow navigation). */
  next: string | null;
  /** Actions to run, in order. */
  actions: ClientAction[];
  /** The feedback set to fetch (on load). */
  feedback: string | null;
  /** The processing call to make (on completion); its `content_no` picks the feedback item. */
  process: ProcessingCall | null;
  /** Whether this is the last page of its module. */
  final: boolean;
  /** Scores (or `user_type`) a routing rule needed but that are not known yet: that rule was skipped. */
  missingScores: ScoreName[];
};

/** The scores each routing rule reads; `user_type` comes from the context. */
const ROUTE_NEEDS = {
  fully_present: ['life_values_score', 'behavioural_score', 'decision_making_score', 'user_type'],
  values_feedback: ['decision_making_score', 'behavioural_score', 'user_type'],
  injunctive_feedback: ['user_type'],
} as const satisfies Record<Exclude<RouteRule, 'influences'>, readonly ScoreName[]>;

type Resolved = { next: string | null; actions: ClientAction[]; missingScores: ScoreName[] };

/** Runs a named routing rule, or lists the scores it still needs. */
function runRoute(rule: RouteRule, context: PageContext, scores: ScoreValues): Route | ScoreName[] {
  if (rule === 'influences') {
    return { next: routeAfterInfluences(context.optionalInProgress), unlock: [] };
  }
  const missing = ROUTE_NEEDS[rule].filter((name) => scores[name] === undefined);
  const { userType } = context;
  if (missing.length > 0 || userType === null) return missing;
  switch (rule) {
    case 'fully_present':
      return routeAfterFullyPresent(
        {
          lifeValues: scores.life_values_score ?? 0,
          awareness: scores.behavioural_score ?? 0,
          decisionMaking: scores.decision_making_score ?? 0,
        },
        userType,
      );
    case 'values_feedback':
      return routeAfterValuesFeedback(
        {
          decisionMaking: scores.decision_making_score ?? 0,
          awareness: scores.behavioural_score ?? 0,
        },
        userType,
      );
    case 'injunctive_feedback':
      return { next: nextAfterInjunctiveFeedback(userType), unlock: [] };
  }
}

/** The scores rules see: the context's, with `user_type` taken from the context's user type. */
function scoresOf(context: PageContext): ScoreValues {
  const { user_type: _ignored, ...scores } = context.scores;
  return context.userType === null ? scores : { ...scores, user_type: context.userType };
}

/**
 * Resolves actions: routing rules become a next page (the first one found;
 * none in review mode, like score rules) and an unlock action; the others
 * pass through.
 */
function resolveActions(
  actions: readonly PageAction[],
  context: PageContext,
  scores: ScoreValues,
): Resolved {
  const resolved: Resolved = { next: null, actions: [], missingScores: [] };
  const unlock = (modules: readonly ModuleId[]) => {
    // Only modules the student's user type may have (docs/product.md §6, docs/decisions/0006).
    const open = modules.filter((id) => mayHaveModule(context.userType, id));
    if (open.length > 0) resolved.actions.push({ type: 'unlock', modules: open });
  };
  for (const action of actions) {
    if (action.type === 'unlock') {
      unlock(action.modules);
      continue;
    }
    if (action.type !== 'route') {
      resolved.actions.push(action);
      continue;
    }
    const route = runRoute(action.rule, context, scores);
    if (Array.isArray(route)) {
      resolved.missingScores.push(...route);
      continue;
    }
    if (!context.reviewMode) resolved.next ??= route.next;
    unlock(route.unlock);
  }
  return resolved;
}

function matches(condition: Condition, event: Extract<PageEvent, { type: 'answer' }>): boolean {
  const answerOk =
    condition.answer === undefined ||
    (event.answer !== undefined && String(event.answer) === String(condition.answer));
  const indexOk = condition.index === undefined || event.index === condition.index;
  return answerOk && indexOk;
}

/**
 * Evaluates the decision tree of docs/product.md §3 for one page event.
 * - `load`: the page's `feedback` to fetch, `load.actions`, `load.score` rules, `load.next`.
 * - `completed`: `completed.actions`, `completed.process`, `completed.score` rules, `completed.next`.
 * - `answer`: the first condition for the question's data_id that matches: its `next` and actions.
 * The next page is the first of: a matching score rule's, a routing rule's,
 * the static `next`. Score and routing rules set no next page in review mode.
 * `final` is the page's flag or a matching score rule's. A page without an
 * entry yields nothing to do.
 */
export function evaluatePage(
  tree: DecisionTree,
  pageId: string,
  event: PageEvent,
  context: PageContext,
): PageOutcome {
  const rule: PageRule = Object.hasOwn(tree, pageId) ? (tree[pageId] ?? {}) : {};
  const scores = scoresOf(context);
  const outcome: PageOutcome = {
    next: null,
    actions: [],
    feedback: null,
    process: null,
    final: rule.final ?? false,
    missingScores: [],
  };
  if (event.type === 'answer') {
    const conditions =
      rule.conditions && Object.hasOwn(rule.conditions, event.dataId)
        ? (rule.conditions[event.dataId] ?? [])
        : [];
    const condition = conditions.find((candidate) => matches(candidate, event));
    if (!condition) return outcome;
    const resolved = resolveActions(condition.actions ?? [], context, scores);
    return { ...outcome, ...resolved, next: condition.next ?? resolved.next };
  }
  const stage = event.type === 'load' ? rule.load : rule.completed;
  const resolved = resolveActions(stage?.actions ?? [], context, scores);
  const scored = applyScoreRules(stage?.score ?? [], scores, context.reviewMode);
  return {
    ...outcome,
    ...resolved,
    next: scored.next ?? resolved.next ?? stage?.next ?? null,
    feedback: event.type === 'load' ? (rule.feedback ?? null) : null,
    process: event.type === 'completed' ? (rule.completed?.process ?? null) : null,
    final: outcome.final || scored.final,
  };
}

/** How many `load` redirects {@link servedPage} follows at most (a loop in the tree stops there). */
const MAX_REDIRECTS = 5;

/**
 * The page that serves the student when the path leads to `page` (docs/decisions/0006): a page's
 * `load` rules may send some students on, e.g. 2-0 sends user type 2 to 2C-0, the module of
 * their own. Followed in every mode, review included, since it says whom a page is for.
 */
export function servedPage(
  tree: DecisionTree,
  page: string,
  context: Omit<PageContext, 'reviewMode'>,
): string {
  let current = page;
  for (let hop = 0; hop < MAX_REDIRECTS; hop += 1) {
    const { next } = evaluatePage(
      tree,
      current,
      { type: 'load' },
      { ...context, reviewMode: false },
    );
    if (next === null || next === current) return current;
    current = next;
  }
  return current;
}

/**
 * The pages of `pages` the student's path steps over: where finishing a page sends this student
 * further on in the same module (1-1 → 1-3 for a student who used no drug), the pages in
 * between are not on their path, unless some other page's finishing leads to one. Answers'
 * conditions are not read (they depend on what is answered then). Nothing is skipped before the
 * rules can be decided (no user type yet, a score not known).
 */
export function skippedPages(
  tree: DecisionTree,
  pages: readonly string[],
  context: Omit<PageContext, 'reviewMode'>,
): Set<string> {
  const jumps: [from: string, to: string][] = [];
  for (const page of pages) {
    const { next } = evaluatePage(
      tree,
      page,
      { type: 'completed' },
      { ...context, reviewMode: false },
    );
    if (next !== null) jumps.push([page, next]);
  }
  const targets = new Set(jumps.map(([, to]) => to));
  const skipped = new Set<string>();
  for (const [from, to] of jumps) {
    const module = moduleOfPage(from);
    if (moduleOfPage(to) !== module) continue;
    for (const page of pages) {
      const between = comparePageIds(from, page) < 0 && comparePageIds(page, to) < 0;
      if (between && moduleOfPage(page) === module && !targets.has(page)) skipped.add(page);
    }
  }
  return skipped;
}
