import { useId } from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import type { ScaleFile } from '@clearpath/core';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { RatingSlider } from '../shared/rating-slider';
import { CHOICE_FOCUS_SX } from '../shared/choice-focus';
import { READ_ONLY_CHOICE_SX } from '../shared/read-only-choice';

export interface ScaleItemProps {
  pageId: string;
  scale: ScaleFile;
  item: ScaleFile['items'][number];
  /** The key the answer is saved under (`<scale id>-<item data_id>`). */
  answerKey: string;
  /** The answer to show when the page has none (answers kept on another page). */
  fallback: number | undefined;
  readOnly: boolean;
  /** The id of Next's message while it stands (`RatingSlider`'s `missing`). */
  missing?: string | undefined;
}

/** An item's saved answer on this page, else the fallback; and the setter (off when read-only). */
function useItemAnswer({ pageId, answerKey, fallback, readOnly }: ScaleItemProps) {
  const [own, save] = usePageAnswer<number>(pageId, answerKey);
  const value = typeof own === 'number' ? own : fallback;
  return [value, (next: number) => !readOnly && save(next)] as const;
}

/**
 * How many answers a row holds on a wide screen: all of them up to five, else as few rows as
 * five a row allows, filled evenly (six as three and three, never five and one left alone).
 */
export function scaleColumns(answers: number): number {
  const rows = Math.max(1, Math.ceil(answers / 5));
  return Math.ceil(answers / rows);
}

const gridOf = (columns: number) => `repeat(${columns}, minmax(0, 1fr))`;

/**
 * A phone's answers: two a row (each at least 40 % of the width), or one a row once the text is
 * enlarged so far that an answer would not fit half the width (7.5rem grows with the text).
 */
const PHONE_COLUMNS = 'repeat(auto-fit, minmax(min(100%, max(7.5rem, 40%)), 1fr))';

/**
 * One item as a radio group of the scale's labels: two a row on a phone (an odd one out at the
 * end takes the whole row, so it does not sit half-width alone; one a row under enlarged
 * text), in even rows wider.
 */
export function RadioItem(props: ScaleItemProps) {
  const { scale, item, answerKey, readOnly, missing } = props;
  const [value, save] = useItemAnswer(props);
  const labelId = useId();
  const labels = scale.answers.labels ?? [];
  // Next's message stands and this item is one it asks for: said, and shown beside the item.
  const flagged = value === undefined && missing !== undefined;
  return (
    <Box sx={{ py: 1 }}>
      <Typography sx={{ mb: 0.5 }}>
        <span id={labelId}>{item.text}</span>
        {/* Seen beside the item; a screen reader hears Next's message as its description. */}
        {flagged ? (
          <Typography component="span" aria-hidden sx={{ color: 'error.main', fontWeight: 500 }}>
            {' '}
            (not answered yet)
          </Typography>
        ) : null}
      </Typography>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={flagged ? missing : undefined}
        aria-invalid={flagged || undefined}
        aria-readonly={readOnly || undefined}
        name={answerKey}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => save(Number(event.target.value))}
        sx={{
          display: 'grid',
          gap: 1,
          gridTemplateColumns: {
            xs: PHONE_COLUMNS,
            sm: gridOf(Math.min(3, scaleColumns(labels.length))),
            md: gridOf(scaleColumns(labels.length)),
          },
        }}
      >
        {labels.map((label, index) => {
          const answer = scale.answers.min + index;
          const oddOneOut = labels.length % 2 === 1 && index === labels.length - 1;
          return (
            <FormControlLabel
              key={answer}
              value={String(answer)}
              disabled={readOnly}
              control={<Radio />}
              label={label}
              sx={{
                m: 0,
                pr: 1.5,
                gridColumn: oddOneOut ? { xs: '1 / -1', sm: 'auto' } : undefined,
                minHeight: 48,
                border: 1,
                borderColor: value === answer ? 'primary.main' : 'divider',
                borderRadius: 2,
                // Under text enlarged to 200 % on a narrow phone a long word breaks, not
                // overlapping its neighbour or leaving the screen (WCAG 1.4.4, 1.4.10).
                '& .MuiFormControlLabel-label': { minWidth: 0, overflowWrap: 'anywhere' },
                ...CHOICE_FOCUS_SX,
                ...READ_ONLY_CHOICE_SX,
              }}
            />
          );
        })}
      </RadioGroup>
    </Box>
  );
}

/** One item as a slider between the end labels; untouched, it says "Not answered yet". */
export function SliderItem(props: ScaleItemProps) {
  const { scale, item, readOnly, missing } = props;
  const [value, save] = useItemAnswer(props);
  return (
    <RatingSlider
      missing={missing}
      label={item.text}
      value={value}
      onAnswer={save}
      scale={{
        min: scale.answers.min,
        max: scale.answers.max,
        step: 1,
        minLabel: scale.answers.min_label,
        maxLabel: scale.answers.max_label,
      }}
      readOnly={readOnly}
    />
  );
}
