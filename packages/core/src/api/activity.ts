import { z } from 'zod';
import { DastAnswersSchema, DastScoreSchema } from '../dast';
import { INPUT_LIMITS, NavigationHistorySchema, OptionalStepsSchema } from '../answers';
import { ACTIVITY_TYPES as A, SCORE_TYPES as S, type DrugId } from '../catalogue';
import { ModuleListSchema as ModuleList } from '../optional';
import { PageIdSchema } from '../page-id-schema';
import { UserTypeSchema } from '../user-type';
import { ACTIVITY_VALUE_SCHEMAS as AV, SCORE_VALUE_SCHEMAS as SV } from './activity-values';
import { Flag01Schema, OkResponseSchema, jsonOrValue } from './common';

/** Navigation history may be long: a JSON string of it is bounded separately. */
export const NAVIGATION_HISTORY_MAX_JSON = 200_000;

function activity<T extends number, V extends z.ZodType>(type: T, value: V) {
  return z.object({ type: z.literal(type), value: jsonOrValue(value, INPUT_LIMITS.json) });
}

/**
 * `POST /activity/commit_activity`: `type` one of the activity types, `value`
 * of that type's shape (`ACTIVITY_VALUE_SCHEMAS`), as itself or a JSON string.
 */
export const CommitActivityRequestSchema = z.discriminatedUnion('type', [
  activity(A.positives, AV[A.positives]),
  activity(A.personalGoals, AV[A.personalGoals]),
  activity(A.negatives, AV[A.negatives]),
  activity(A.smart, AV[A.smart]),
  activity(A.influences, AV[A.influences]),
  activity(A.injunctiveNorms, AV[A.injunctiveNorms]),
  activity(A.hooks, AV[A.hooks]),
  activity(A.values, AV[A.values]),
  activity(A.reasonsForUse, AV[A.reasonsForUse]),
  activity(A.needs, AV[A.needs]),
  activity(A.helpsAndHrPractices, AV[A.helpsAndHrPractices]),
  activity(A.skills, AV[A.skills]),
  activity(A.otherInfluences, AV[A.otherInfluences]),
  activity(A.valueScores, AV[A.valueScores]),
]);
export type CommitActivityRequest = z.infer<typeof CommitActivityRequestSchema>;
export const CommitActivityResponseSchema = OkResponseSchema;

function score<T extends number, V extends z.ZodType>(type: T, value: V) {
  return z.object({ type: z.literal(type), value: jsonOrValue(value, 100) });
}

/** `POST /activity/commit_score`: `type` 2–9, `value` within that type's range (`SCORE_VALUE_SCHEMAS`). */
export const CommitScoreRequestSchema = z.discriminatedUnion('type', [
  score(S.quiz, SV[S.quiz]),
  score(S.decisionMaking, SV[S.decisionMaking]),
  score(S.lifeValues, SV[S.lifeValues]),
  score(S.behaviouralAwareness, SV[S.behaviouralAwareness]),
  score(S.relationships, SV[S.relationships]),
  score(S.confidence, SV[S.confidence]),
  score(S.hrCommitment, SV[S.hrCommitment]),
  score(S.descriptiveNorms, SV[S.descriptiveNorms]),
]);
export type CommitScoreRequest = z.infer<typeof CommitScoreRequestSchema>;
export const CommitScoreResponseSchema = OkResponseSchema;

/** `POST /activity/commit_dast_responses`: the nine answers, as an array or its JSON string. */
export const CommitDastResponsesRequestSchema = z.object({
  dast_answers: jsonOrValue(DastAnswersSchema, 100),
});
export type CommitDastResponsesRequest = z.infer<typeof CommitDastResponsesRequestSchema>;
/** The score and user type computed on the server. */
export const CommitDastResponsesResponseSchema = z.object({
  user_type: UserTypeSchema,
  score: DastScoreSchema,
});
export type CommitDastResponsesResponse = z.infer<typeof CommitDastResponsesResponseSchema>;

/** `POST /activity/commit_user_type`. */
export const CommitUserTypeRequestSchema = z.object({ user_type: UserTypeSchema });
export const CommitUserTypeResponseSchema = OkResponseSchema;

const DrugDigit = z.enum(['0', '1', '2', '3', '4', '5', '6', '7']);
const PrimaryDrug = z.union([
  z.literal([0, 1, 2, 3, 4, 5, 6, 7]),
  DrugDigit.transform((digit) => Number(digit) as DrugId),
]);

/**
 * `POST /activity/commit_selected_drugs`: `selection` a comma list of drug ids
 * 0–7 (`"0,2"`), each once, or empty for none; `primary_drug` one of them, and
 * absent, null or empty when none was selected. Parsed to numbers.
 */
export const CommitSelectedDrugsRequestSchema = z
  .object({
    selection: z
      .string()
      .max(15)
      .regex(/^([0-7](,[0-7])*)?$/, 'Expected a comma list of drug ids 0–7'),
    primary_drug: z.union([PrimaryDrug, z.literal(''), z.null()]).optional(),
  })
  .transform((body, context) => {
    const selection = body.selection === '' ? [] : body.selection.split(',').map(Number);
    const primary = body.primary_drug === '' ? null : (body.primary_drug ?? null);
    if (new Set(selection).size !== selection.length) {
      context.addIssue({ code: 'custom', message: 'Each drug once', path: ['selection'] });
    }
    const consistent =
      selection.length === 0 ? primary === null : selection.includes(primary ?? -1);
    if (!consistent) {
      context.addIssue({
        code: 'custom',
        message: 'primary_drug must be one of the selected drugs',
        path: ['primary_drug'],
      });
    }
    return { selection: selection as DrugId[], primary_drug: primary };
  });
export type CommitSelectedDrugsRequest = z.infer<typeof CommitSelectedDrugsRequestSchema>;
export const CommitSelectedDrugsResponseSchema = OkResponseSchema;

/**
 * `POST /activity/commit_navigation_history`: page id → answers (a JSON string) and the last page;
 * optionally `previous`, what the sender last had of the list answers it sends, so the server can
 * merge a list another device changed meanwhile (core's `mergeNavigationHistory`).
 */
export const CommitNavigationHistoryRequestSchema = z.object({
  navigation_history: jsonOrValue(NavigationHistorySchema, NAVIGATION_HISTORY_MAX_JSON),
  last_page: PageIdSchema,
  previous: jsonOrValue(NavigationHistorySchema, NAVIGATION_HISTORY_MAX_JSON).optional(),
});
export type CommitNavigationHistoryRequest = z.infer<typeof CommitNavigationHistoryRequestSchema>;
export const CommitNavigationHistoryResponseSchema = OkResponseSchema;

/**
 * `POST /activity/commit_optional_history`: highest step per optional module,
 * completed and available module ids (each may be a JSON string). A module is
 * never both completed and available.
 */
export const CommitOptionalHistoryRequestSchema = z
  .object({
    history: jsonOrValue(OptionalStepsSchema, 500),
    completed: jsonOrValue(ModuleList, 500),
    available: jsonOrValue(ModuleList, 500),
  })
  .refine((body) => !body.available.some((id) => body.completed.includes(id)), {
    message: 'A module cannot be both completed and available',
    path: ['available'],
  });
export type CommitOptionalHistoryRequest = z.infer<typeof CommitOptionalHistoryRequestSchema>;
export const CommitOptionalHistoryResponseSchema = OkResponseSchema;

/** `POST /activity/set_cookie_settings` (0/1 each). */
export const SetCookieSettingsRequestSchema = z.object({
  enable_ga: Flag01Schema,
  remember_me: Flag01Schema,
});
export type SetCookieSettingsRequest = z.infer<typeof SetCookieSettingsRequestSchema>;
export const SetCookieSettingsResponseSchema = OkResponseSchema;
