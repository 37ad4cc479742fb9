import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  ACTIVITY_TYPES,
  isProfileValueSet,
  type AnswerValue,
  type ContentOption,
  type SelectionList,
  type ValueScores,
} from '@clearpath/core';
import { routes } from '../../config/routes';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { OptionSetStatus } from '../shared/option-set-status';
import { selectionOf } from '../shared/selection-of';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { RATING_RANGE, RatingSlider } from '../shared/rating-slider';
import { SavedNote } from '../shared/saved-note';

export const RATING_QUESTION = 'How much have I lived by this lately?';

/** The key each rating is saved under on the widget's page. */
export function ratingKey(dataId: string, valueId: string): string {
  return `${dataId}-${valueId}`;
}

/** The kind message while some values are not rated yet. */
export function unratedMessage(left: number): string {
  const what = left === 1 ? 'one value' : `${left} values`;
  return `Please rate ${what} still to go, then press Next. There are no wrong answers.`;
}

/** A chosen value's name: its option text, or the student's own words for "Something else". */
export function valueName(item: SelectionList[number], options: readonly ContentOption[]) {
  return item.other ?? options.find((option) => option.data_id === item.data_id)?.text;
}

/** The ratings as value scores, in the order the values were chosen; null while one is missing. */
export function valueScoresOf(
  values: SelectionList,
  answers: Record<string, AnswerValue> | undefined,
  dataId: string,
): ValueScores | null {
  const scores: ValueScores = [];
  for (const value of values) {
    const score = answers?.[ratingKey(dataId, value.data_id)];
    if (typeof score !== 'number') return null;
    scores.push({ data_id: value.data_id, score });
  }
  return scores;
}

/**
 * A 0–10 slider for each value the student chose on page `from` (saved there under `data_id`
 * by a grid of the `values` set). Each rating is saved on this page at once; Next asks for every
 * one, then saves the value scores once (commit_activity 17). Once saved, or in review mode,
 * the ratings are read-only and Next is never held up.
 */
function ValueRatings({ attributes, pageId }: WidgetProps<'value-ratings'>) {
  const { from, data_id: dataId } = attributes;
  const label = attributes.label ?? RATING_QUESTION;
  const history = useNavigationStore((state) => state.navigation_history);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const savedScores = useProfileStore((state) => state.profile.values_scores);
  const saved = useProfileStore((state) => isProfileValueSet(state.profile, 'values_scores'));
  const query = useOptionSet('values');
  const values = selectionOf(history, from, dataId);
  const answers = history[pageId];
  const locked = reviewMode || saved;

  const gate = useBeforeNext(pageId, () => {
    if (locked || values.length === 0) return null;
    const left = values.filter(
      (value) => typeof answers?.[ratingKey(dataId, value.data_id)] !== 'number',
    ).length;
    if (left > 0) return unratedMessage(left);
    const scores = valueScoresOf(values, answers, dataId);
    if (scores !== null) {
      void useProfileStore
        .getState()
        .saveActivity({ type: ACTIVITY_TYPES.valueScores, value: scores });
    }
    return null;
  });

  if (values.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ my: 2 }}>
        You didn&apos;t choose any values yet, and that&apos;s okay. If you&apos;d like to, you can{' '}
        <Link component={RouterLink} to={routes.page.href(from)}>
          go back and choose the values that matter to you
        </Link>
        .
      </Typography>
    );
  }
  if (!query.isSuccess) return <OptionSetStatus query={query} label={label} />;
  const options = query.data.options;
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, p: 0, m: 0, my: 2, minWidth: 0 }}
      aria-describedby={gate.describedBy}
    >
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1, p: 0 }}>
        {label}
      </Typography>
      {attributes.label !== undefined && (
        <Typography color="text.secondary">
          For each value, ask yourself: {RATING_QUESTION}
        </Typography>
      )}
      <Stack spacing={1}>
        {values.map((value) => (
          <ValueRating
            key={value.data_id}
            pageId={pageId}
            answerKey={ratingKey(dataId, value.data_id)}
            name={valueName(value, options) ?? value.data_id}
            fallback={savedScores.find((score) => score.data_id === value.data_id)?.score}
            readOnly={locked}
          />
        ))}
      </Stack>
      {saved && <SavedNote subject="Your ratings" />}
    </Box>
  );
}

function ValueRating(props: {
  pageId: string;
  answerKey: string;
  name: string;
  fallback: number | undefined;
  readOnly: boolean;
}) {
  const [own, save] = usePageAnswer<number>(props.pageId, props.answerKey);
  return (
    <RatingSlider
      label={props.name}
      value={typeof own === 'number' ? own : props.fallback}
      onAnswer={save}
      scale={{ ...RATING_RANGE, minLabel: 'Not at all', maxLabel: 'Fully' }}
      readOnly={props.readOnly}
    />
  );
}

export const widget: WebWidget<'value-ratings'> = {
  name: 'value-ratings',
  Component: ValueRatings,
  prefetch: (client) => void client.prefetchQuery(optionSetQuery('values')),
};
