import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { StackedField } from '../../components/stacked-field';
import {
  ACTIVITY_TYPES,
  INPUT_LIMITS,
  isProfileValueSet,
  profileUpdateForActivity,
  type FreeTextActivity,
} from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { useBeforeNext } from '../../features/navigation/page-gate';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore, type ProfileState } from '../../features/profile/profile-store';
import { visuallyHidden } from '../../components/visually-hidden';
import { describeLength, lengthMilestone } from '../shared/character-count';
import { SavedAnswers } from '../shared/saved-note';
import type { WebWidget, WidgetProps } from '../types';

/** From this many characters on, the field says how many are left. */
export const COUNTER_FROM = Math.floor(INPUT_LIMITS.text * 0.8);

/** The profile commit a free text with `activity` saves on Next (docs/product.md §7: type 16). */
function activityCommit(_activity: FreeTextActivity, text: string) {
  return { type: ACTIVITY_TYPES.otherInfluences, value: text } as const;
}

/** Whether the profile keeps the text `activity` saves (as first given: it takes no other). */
function keepsText(activity: FreeTextActivity | undefined): (state: ProfileState) => boolean {
  return (state) =>
    activity !== undefined &&
    isProfileValueSet(state.profile, profileUpdateForActivity(activityCommit(activity, '-')).field);
}

/**
 * One multi-line text field in the student's own words, saved on the page as they type (at most
 * INPUT_LIMITS.text characters, with a counter near the limit). With `activity`, Next saves the
 * text to the profile once; a blank text is simply not sent. Once the profile keeps it, a text
 * written on an earlier visit is shown as it stands, as it is in review mode: a change would
 * reach neither the profile nor Review.
 */
function FreeText({ attributes, pageId }: WidgetProps<'free-text'>) {
  const { data_id: dataId, activity, placeholder } = attributes;
  const label = attributes.label ?? 'In your own words (optional)';
  const [answer, save] = usePageAnswer<string>(pageId, dataId);
  const text = typeof answer === 'string' ? answer : '';
  const counterId = useId();
  const hintId = useId();
  const counter = describeLength(text.length, COUNTER_FROM);
  const milestone = lengthMilestone(text.length, COUNTER_FROM);
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const kept = useProfileStore(keepsText(activity));
  // Whether the page opened with a text written on an earlier visit (not one typed since).
  const [writtenBefore] = useState(() => text.trim() !== '');

  useBeforeNext(pageId, () => {
    if (activity === undefined || useNavigationStore.getState().review_mode) return null;
    const own = text.trim();
    if (own !== '') void useProfileStore.getState().saveActivity(activityCommit(activity, own));
    return null;
  });

  if (reviewMode || (kept && writtenBefore)) {
    return (
      <SavedAnswers label={label} saved={reviewMode ? null : { subject: 'Your words' }}>
        <Typography color={text.trim() ? 'text.primary' : 'text.secondary'} sx={{ mt: 1 }}>
          {text.trim() || 'Nothing written here.'}
        </Typography>
      </SavedAnswers>
    );
  }

  // The example shows under the label, always: a placeholder would vanish as the student types.
  const describedBy = [placeholder ? hintId : null, counter ? counterId : null].filter(Boolean);
  return (
    <Box sx={{ my: 2 }}>
      <StackedField
        label={label}
        hint={
          placeholder && (
            <Typography id={hintId} color="text.secondary" sx={{ mb: 1 }}>
              {placeholder}
            </Typography>
          )
        }
        value={text}
        onChange={(event) => save(event.target.value.slice(0, INPUT_LIMITS.text))}
        multiline
        minRows={3}
        helperText={counter}
        slotProps={{
          htmlInput: {
            maxLength: INPUT_LIMITS.text,
            'aria-describedby': describedBy.join(' ') || undefined,
          },
          formHelperText: { id: counterId },
        }}
      />
      {/* Spoken as the text nears the limit, a few times on the way, not at every key. */}
      <Box role="status" sx={visuallyHidden}>
        {milestone}
      </Box>
    </Box>
  );
}

export const widget: WebWidget<'free-text'> = { name: 'free-text', Component: FreeText };
