import { useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { STANDALONE_OPTIONS, otherAnswerKey } from '@clearpath/core';
import { useNavigationStore } from '../../features/navigation/navigation-store';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { useProfileStore } from '../../features/profile/profile-store';
import { TextList } from '../plan-card/plan-sections';
import { OptionSetStatus } from '../shared/option-set-status';
import { SavedAnswers } from '../shared/saved-note';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';
import { requiredChoices, keepsActivityList, useActivityGate } from './activity-gate';
import { OtherField } from './other-field';
import { SelectionCard } from './selection-card';

/**
 * The narrowest a card may be: short options (a value, a need) sit two a row on a phone, and
 * sentences (a safer-use habit) one a row, where two would wrap them to eight lines or more.
 */
export function cardMinWidth(texts: readonly string[]): string {
  // In rem, so the columns grow with the text: at 200 % text, fewer cards a row, none cut off.
  return texts.some((text) => text.length > 40) ? '15rem' : '9.375rem';
}

/** The polite status line: how many are chosen, against the limits. */
export function describeSelection(count: number, min?: number, max?: number): string {
  const chosen = max === undefined ? `${count} chosen` : `${count} chosen (up to ${max})`;
  if (min !== undefined && count < min) {
    return `${chosen}. Choose at least ${min}.`;
  }
  return `${chosen}.`;
}

/**
 * A grid of selectable cards (checkboxes), saved as the chosen data_ids in option order.
 * `max` stops a choice past the limit and says so (never the standalone option, below); Next
 * asks kindly for `min` (see `activity-gate.ts`). With `other`, a free-text field saves under
 * `<data_id>-other` (it counts as one choice for `min`, not for `max`). A set's standalone option
 * (core's `STANDALONE_OPTIONS`) clears the other choices and the free text when chosen, and is
 * cleared by them. With `activity`, Next saves the choices to the profile (see
 * `activity-gate.ts`); once the profile keeps that list (first given), a grid answered before
 * shows its choices read-only.
 */
function GridSelection({ attributes, pageId }: WidgetProps<'grid-selection'>) {
  const { data_id: dataId, options: setName, min, max, other = false, activity } = attributes;
  const label = attributes.label ?? 'Choose any that apply to you';
  const query = useOptionSet(setName);
  const [answer, save] = usePageAnswer<string[]>(pageId, dataId);
  const [limitMessage, setLimitMessage] = useState('');
  const options = query.data?.options ?? [];
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  const legendId = `${pageId}-${dataId}-legend`;
  const statusId = `${pageId}-${dataId}-status`;
  const gate = useActivityGate({ pageId, dataId, activity, min, other });
  const reviewMode = useNavigationStore((state) => state.review_mode);
  const [otherText, saveOther] = usePageAnswer<string>(pageId, otherAnswerKey(dataId));
  const standalone = STANDALONE_OPTIONS[setName];
  const keptAsGiven = useProfileStore(
    (state) => activity !== undefined && keepsActivityList(state.profile, activity),
  );

  // Whether the page opened with choices made on an earlier visit (not those ticked since).
  const [answeredBefore] = useState(() => chosen.size > 0);

  // Answered on an earlier visit, and the profile keeps its list as first given: what the
  // student chose here is shown as given, not as boxes whose change the profile would not take.
  // In review mode too, where nothing is saved: boxes there would look open and take no tick.
  if ((reviewMode || (keptAsGiven && answeredBefore)) && query.isSuccess) {
    const texts = options
      .filter((option) => chosen.has(option.data_id))
      .map((option) => option.text);
    if (typeof otherText === 'string' && otherText.trim() !== '') texts.push(otherText.trim());
    return (
      <SavedAnswers label={label} saved={reviewMode ? null : { subject: 'Your choices' }}>
        {texts.length > 0 ? (
          <TextList items={texts} />
        ) : (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Nothing chosen here.
          </Typography>
        )}
      </SavedAnswers>
    );
  }

  function toggle(id: string, checked: boolean) {
    // The standalone option clears the rest, so it is never past the limit, nor counts towards it.
    const counted = standalone !== undefined && chosen.has(standalone) ? 0 : chosen.size;
    if (checked && id !== standalone && max !== undefined && counted >= max) {
      setLimitMessage(
        `That's the most you can choose. Untick one first if you'd like this one instead.`,
      );
      return;
    }
    setLimitMessage('');
    const next = new Set(chosen);
    if (!checked) {
      next.delete(id);
    } else if (id === standalone) {
      // "Nothing comes to mind" stands alone: the other choices and the own words go.
      next.clear();
      next.add(id);
      if (typeof otherText === 'string' && otherText !== '') saveOther('');
    } else {
      next.add(id);
      if (standalone !== undefined) next.delete(standalone);
    }
    save(options.map((option) => option.data_id).filter((option) => next.has(option)));
  }

  function typedOther() {
    if (standalone !== undefined && chosen.has(standalone)) {
      save([...chosen].filter((option) => option !== standalone));
    }
  }

  return (
    <FormControl
      component="fieldset"
      sx={{ my: 2, width: '100%' }}
      aria-describedby={gate.describedBy ? `${gate.describedBy} ${statusId}` : statusId}
    >
      <FormLabel component="legend" id={legendId} sx={{ mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OptionSetStatus query={query} label={label} />
      {query.isSuccess && (
        <>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${cardMinWidth(options.map((option) => option.text))}), 1fr))`,
            }}
          >
            {options.map((option) => (
              <li key={option.data_id}>
                <SelectionCard
                  option={option}
                  checked={chosen.has(option.data_id)}
                  onChange={(checked) => toggle(option.data_id, checked)}
                />
              </li>
            ))}
          </Box>
          <Typography id={statusId} role="status" sx={{ mt: 1.5 }} color="text.secondary">
            {describeSelection(chosen.size, requiredChoices(activity, min), max)}
            {limitMessage && ` ${limitMessage}`}
          </Typography>
          {other && <OtherField pageId={pageId} dataId={dataId} onType={typedOther} />}
        </>
      )}
    </FormControl>
  );
}

export const widget: WebWidget<'grid-selection'> = {
  name: 'grid-selection',
  Component: GridSelection,
  prefetch: (client, { options }) => void client.prefetchQuery(optionSetQuery(options)),
};
