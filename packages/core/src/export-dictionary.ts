import type { AdminDataDictionaryResponse, DataDictionaryColumn } from './api/admin';
import {
  ACTIVITY_TYPE_LABELS,
  ACTIVITY_TYPES,
  DRUGS,
  SCORE_TYPE_LABELS,
  SCORE_TYPES,
} from './catalogue';
import { DAST_SEVERITIES } from './dast';
import { isJsonObject } from './json-object';
import { MODULE_IDS } from './modules';
import { DESCRIPTIVE_NORM_TARGETS } from './norms';
import { SCORE_RANGES } from './answers';
import { USER_TYPES } from './user-type';

/**
 * The columns of the anonymised export (docs/product.md §6), from which the server writes its
 * CSV header and JSON keys, and the data dictionary is generated: one list, so the file and its
 * description cannot drift apart.
 */

/** What a commit stored, as the events table names it (docs/architecture.md §3). */
export const EVENT_KINDS = [
  'activity',
  'score',
  'dast_responses',
  'user_type',
  'selected_drugs',
  'navigation_history',
  'optional_history',
  'willingness',
] as const;

/** Activity types whose answers are free text: their values are left out of the export. */
export const FREE_TEXT_ACTIVITY_TYPES: readonly number[] = [
  ACTIVITY_TYPES.personalGoals,
  ACTIVITY_TYPES.smart,
  ACTIVITY_TYPES.otherInfluences,
];

/** A copy of `value` with every option's own words (`other`) left out, at any depth. */
function withoutOtherTexts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutOtherTexts);
  if (!isJsonObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'other')
      .map(([key, entry]) => [key, withoutOtherTexts(entry)]),
  );
}

/** Whether a page answer could hold typed text: a string, or a list with one. */
function mayBeText(answer: unknown): boolean {
  return typeof answer === 'string' || (Array.isArray(answer) && answer.some(mayBeText));
}

/**
 * The texts a widget saves that are not typed by the student: an option's, a drug's or a quiz
 * answer's id (lower-case letters and digits joined by hyphens: `val-health`) or a date.
 */
const VALUE_TEXT = /^(?:[a-z0-9]{1,32}(?:-[a-z0-9]{1,32}){0,6}|\d{4}-\d{2}-\d{2})$/;

/** Whether every text in a page answer is such a value, at any depth. */
function holdsOnlyValues(answer: unknown): boolean {
  if (typeof answer === 'string') return VALUE_TEXT.test(answer);
  if (Array.isArray(answer)) return answer.every(holdsOnlyValues);
  if (isJsonObject(answer)) return Object.values(answer).every(holdsOnlyValues);
  return true;
}

/**
 * A navigation history's answers without the student's own words: on each page the keys
 * `ownWordsOn` names go, and so does any other answer holding a text that is not an id or a
 * date (saved under a key no widget of the page declares: a widget renamed since, or a crafted
 * request); a page the content does not have (any more) keeps no text at all.
 */
function historyWithoutOwnWords(
  history: unknown,
  ownWordsOn: (pageId: string) => ReadonlySet<string> | undefined,
): unknown {
  if (!isJsonObject(history)) return null;
  return Object.fromEntries(
    Object.entries(history).map(([pageId, answers]) => {
      if (!isJsonObject(answers)) return [pageId, null];
      const ownWords = ownWordsOn(pageId);
      const kept = Object.entries(answers).filter(([key, answer]) =>
        ownWords ? !ownWords.has(key) && holdsOnlyValues(answer) : !mayBeText(answer),
      );
      return [pageId, Object.fromEntries(kept)];
    }),
  );
}

/**
 * The value an event shows in the export (its `value` column), without the student's own words,
 * which may name a person: free-text answers (personal goals, SMART goal, other influences)
 * are null; an option's "other" text is left out of every list; a navigation history keeps
 * its pages' answers but not the texts typed on them (`ownWordsOn(pageId)`: the answer keys
 * that hold them on that page, from the content; see own-words.ts).
 */
export function exportedEventValue(
  event: { kind: string; type: number | null; value: unknown },
  ownWordsOn: (pageId: string) => ReadonlySet<string> | undefined,
): unknown {
  if (event.kind === 'activity') {
    return FREE_TEXT_ACTIVITY_TYPES.includes(event.type ?? -1)
      ? null
      : withoutOtherTexts(event.value);
  }
  if (event.kind === 'navigation_history' && isJsonObject(event.value)) {
    const { previous } = event.value;
    return {
      ...event.value,
      navigation_history: historyWithoutOwnWords(event.value.navigation_history, ownWordsOn),
      ...(previous === undefined ? {} : { previous: historyWithoutOwnWords(previous, ownWordsOn) }),
    };
  }
  return event.value;
}

/** "0 positive effects, 2 personal goals, …": a catalogue's numbers with their names, in order. */
function typeKey<Name extends string>(
  types: Record<Name, number>,
  labels: Record<Name, string>,
): string {
  return (Object.keys(types) as Name[])
    .sort((a, b) => types[a] - types[b])
    .map((name) => `${types[name]} ${labels[name]}`)
    .join(', ');
}

/** A column as declared here (lists read-only); `dataDictionary` copies it into the API's shape. */
type Column = Omit<DataDictionaryColumn, 'allowed'> & { allowed?: readonly (string | number)[] };

function toApi(column: Column): DataDictionaryColumn {
  const { allowed, ...rest } = column;
  return allowed ? { ...rest, allowed: [...allowed] } : rest;
}

const score = (
  name: string,
  range: keyof typeof SCORE_RANGES,
  spec: string,
  description: string,
): Column => ({
  name,
  type: 'integer',
  nullable: true,
  description: `${description} (${SCORE_RANGES[range].min}–${SCORE_RANGES[range].max}); empty when not answered.`,
  spec,
});

export const PARTICIPANT_EXPORT_COLUMNS = [
  {
    name: 'participant',
    type: 'string',
    nullable: false,
    description:
      'A pseudonymous id made for this export only: the same student has another id in another export. Never the access code, its hash or a database id.',
    spec: 'docs/product.md §6',
  },
  {
    name: 'batch',
    type: 'string',
    nullable: false,
    description: 'The recruitment batch the student registered in.',
    spec: 'docs/architecture.md §4',
  },
  {
    name: 'registered_on',
    type: 'string',
    nullable: false,
    description: 'The day of registration (UTC, YYYY-MM-DD).',
    spec: 'docs/product.md §5',
  },
  {
    name: 'test_participant',
    type: 'boolean',
    nullable: false,
    description: 'Registered through register_test_user (only present when asked for).',
    spec: 'docs/product.md §7',
  },
  {
    name: 'user_type',
    type: 'integer',
    nullable: true,
    description: 'The path of the student from the screening: 1, 2 or 3; empty before it.',
    allowed: [...USER_TYPES],
    spec: 'docs/product.md §3',
  },
  {
    name: 'dast_score',
    type: 'integer',
    nullable: true,
    description: 'DAST-10 score (0–10); 0 for a student who selected no drug; empty before it.',
    spec: 'docs/product.md §3',
  },
  {
    name: 'dast_band',
    type: 'string',
    nullable: false,
    description: 'The severity band of the DAST score.',
    allowed: [...DAST_SEVERITIES, 'Not answered'],
    spec: 'docs/product.md §3',
  },
  {
    name: 'primary_drug',
    type: 'string',
    nullable: true,
    description: 'The drug the student chose as their main one; empty when none.',
    allowed: DRUGS.map((drug) => drug.name),
    spec: 'docs/product.md §3',
  },
  score('quiz_score', 'quiz', 'docs/product.md §3', 'Quiz score'),
  score('decision_making_score', 'decisionMaking', 'docs/product.md §3', 'Decision-making score'),
  score('life_values_score', 'lifeValues', 'docs/product.md §3', 'Life values score'),
  score(
    'behavioural_score',
    'behaviouralAwareness',
    'docs/product.md §3',
    'Behavioural awareness score',
  ),
  score(
    'relationship_score_1',
    'relationship',
    'docs/product.md §3',
    'Relationships score, item 1',
  ),
  score(
    'relationship_score_2',
    'relationship',
    'docs/product.md §3',
    'Relationships score, item 2',
  ),
  score(
    'relationship_score_3',
    'relationship',
    'docs/product.md §3',
    'Relationships score, item 3',
  ),
  score('confidence_score', 'confidence', 'docs/product.md §3', 'Confidence ruler score'),
  score('willingness_score', 'confidence', 'docs/product.md §3', 'Willingness score'),
  score('hr_commitment', 'hrCommitment', 'docs/product.md §3', 'Harm-reduction commitment'),
  ...DESCRIPTIVE_NORM_TARGETS.map((target, index) =>
    score(
      `descriptive_norm_${index + 1}`,
      'descriptiveNorm',
      'docs/product.md §3',
      `Descriptive-norm guess ${index + 1} in percent (the target is ${target}%)`,
    ),
  ),
  {
    name: 'modules_started',
    type: 'string',
    nullable: false,
    description: 'Modules with at least one visited page, separated by ";".',
    allowed: [...MODULE_IDS],
    spec: 'docs/product.md §2',
  },
  {
    name: 'modules_completed',
    type: 'string',
    nullable: false,
    description: 'Modules completed or left behind on the path, separated by ";".',
    allowed: [...MODULE_IDS],
    spec: 'docs/product.md §4',
  },
  {
    name: 'optional_unlocked',
    type: 'string',
    nullable: false,
    description: 'Optional modules opened to the student, separated by ";".',
    allowed: [...MODULE_IDS],
    spec: 'docs/product.md §4',
  },
  {
    name: 'progress',
    type: 'integer',
    nullable: false,
    description: 'Standard progress in percent (0–100).',
    spec: 'docs/product.md §3',
  },
  {
    name: 'last_page',
    type: 'string',
    nullable: true,
    description: 'The page the student was last on.',
    spec: 'docs/product.md §3',
  },
] as const satisfies readonly Column[];

export const EVENT_EXPORT_COLUMNS = [
  {
    name: 'participant',
    type: 'string',
    nullable: false,
    description: 'The pseudonymous id of the participants table of the same export.',
    spec: 'docs/product.md §6',
  },
  {
    name: 'seq',
    type: 'integer',
    nullable: false,
    description: 'The order of the event among this student’s events, from 1.',
    spec: 'docs/architecture.md §3',
  },
  {
    name: 'at',
    type: 'date-time',
    nullable: false,
    description:
      'When the server stored the answer (UTC, ISO 8601, to the millisecond). The same in every export, so it can join two exports of one student: keep it as carefully as the answers.',
    spec: 'docs/architecture.md §3',
  },
  {
    name: 'kind',
    type: 'string',
    nullable: false,
    description: 'Which call sent the answer.',
    allowed: [...EVENT_KINDS],
    spec: 'docs/product.md §7',
  },
  {
    name: 'type',
    type: 'integer',
    nullable: true,
    description:
      'The activity or score type number of the call, for activity and score events; the same ' +
      `number means different things in the two. Activity: ${typeKey(ACTIVITY_TYPES, ACTIVITY_TYPE_LABELS)}. ` +
      `Score: ${typeKey(SCORE_TYPES, SCORE_TYPE_LABELS)}.`,
    allowed: [...new Set([...Object.values(ACTIVITY_TYPES), ...Object.values(SCORE_TYPES)])].sort(
      (a, b) => a - b,
    ),
    spec: 'docs/product.md §7',
  },
  {
    name: 'applied',
    type: 'boolean',
    nullable: false,
    description:
      'Whether the answer changed the stored state (most values are kept as first given).',
    spec: 'docs/product.md §5',
  },
  {
    name: 'value',
    type: 'json',
    nullable: true,
    description:
      'The answer as a JSON value (in a JSON file) or its JSON text (in a CSV file), without the student’s own words, which may name a person: free-text answers (personal goals, SMART goal, other influences) are null (an empty cell in a CSV file), and an option’s “something else” text and the texts typed on pages (statements, SMART fields, free text) are left out of lists and of the navigation history.',
    spec: 'docs/product.md §7',
  },
] as const satisfies readonly Column[];

export type ParticipantExportColumn = (typeof PARTICIPANT_EXPORT_COLUMNS)[number]['name'];
export type EventExportColumn = (typeof EVENT_EXPORT_COLUMNS)[number]['name'];

/** The data dictionary of the export (`GET /api/admin/export/dictionary`). */
export function dataDictionary(): AdminDataDictionaryResponse {
  return {
    tables: [
      {
        table: 'participants',
        description: 'One row per student: their path, screening, scores and how far they got.',
        columns: PARTICIPANT_EXPORT_COLUMNS.map(toApi),
      },
      {
        table: 'events',
        description: 'One row per answer the student sent, in the order the server stored them.',
        columns: EVENT_EXPORT_COLUMNS.map(toApi),
      },
    ],
  };
}
