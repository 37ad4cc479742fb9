import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unansweredSliderSx } from './unanswered-slider';

/** The answers a slider runs through, and the words at either end (if any). */
export interface SliderScale {
  min: number;
  max: number;
  step: number;
  minLabel?: string | undefined;
  maxLabel?: string | undefined;
}

/** The 0–10 range of the value ratings and the confidence ruler. */
export const RATING_RANGE = { min: 0, max: 10, step: 1 } as const;

const NOT_ANSWERED = 'Not answered yet';

/** Where an untouched slider's thumb rests: the middle of the scale, on a step. */
export function restingValue({ min, max, step }: SliderScale): number {
  return min + Math.round((max - min) / 2 / step) * step;
}

/** What a screen reader says for a value: the number, with the end label at either end. */
export function describeValue(value: number | undefined, scale: SliderScale): string {
  if (value === undefined) return NOT_ANSWERED;
  if (value === scale.min && scale.minLabel) return `${value}, ${scale.minLabel}`;
  if (value === scale.max && scale.maxLabel) return `${value}, ${scale.maxLabel}`;
  return `${value} out of ${scale.max}`;
}

export interface RatingSliderProps {
  /** The question, shown above the slider and naming it. */
  label: string;
  value: number | undefined;
  onAnswer: (value: number) => void;
  /** The answers and end labels; the 0–10 rating range unless given. */
  scale?: SliderScale;
  /** Shown, and kept from changing, when the answer can no longer change (review mode). */
  readOnly?: boolean;
  /** A tick at every step (the 0–10 ratings); off for long or fine scales. */
  marks?: boolean;
  /**
   * The id of the message that Next still needs this answer, while it stands and this one is
   * not given: the slider says so (WCAG 3.3.1) and its "Not answered yet" shows as the error.
   */
  missing?: string | undefined;
}

/**
 * One slider between two end labels (slider-group's rows, rating-scale's items, value ratings,
 * the confidence ruler): untouched, it says "Not answered yet" and its thumb is hollow; Enter or
 * Space answers where it rests.
 */
export function RatingSlider({
  label,
  value,
  onAnswer,
  scale = RATING_RANGE,
  readOnly = false,
  marks = true,
  missing,
}: RatingSliderProps) {
  const labelId = useId();
  const endsId = useId();
  const answered = value !== undefined;
  const flagged = !answered && missing !== undefined;
  const save = (next: number) => {
    if (!readOnly) onAnswer(next);
  };
  return (
    <Box sx={{ py: 1 }}>
      {/* The answer sits beside the question while both fit, and under it, to the right, when
          they do not (a narrow screen with large text). */}
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 2 }}>
        <Typography id={labelId} sx={{ flex: '1 1 9rem', minWidth: 0 }}>
          {label}
        </Typography>
        <Typography
          aria-hidden
          sx={{
            flexShrink: 0,
            ml: 'auto',
            fontWeight: answered || flagged ? 500 : 400,
            color: answered ? 'text.primary' : flagged ? 'error.main' : 'text.secondary',
          }}
        >
          {answered ? value : NOT_ANSWERED}
        </Typography>
      </Stack>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value ?? restingValue(scale)}
          min={scale.min}
          max={scale.max}
          step={scale.step}
          marks={marks}
          disabled={readOnly}
          onChange={(_event, next) => {
            if (typeof next === 'number') save(next);
          }}
          // A tap on the thumb where it rests changes nothing, so onChange stays silent: the
          // tap's end answers with that value.
          onChangeCommitted={(_event, next) => {
            if (!answered && typeof next === 'number') save(next);
          }}
          onKeyDown={(event) => {
            if (!answered && (event.key === 'Enter' || event.key === ' ')) {
              event.preventDefault();
              save(restingValue(scale));
            }
          }}
          getAriaValueText={(current) => describeValue(answered ? current : undefined, scale)}
          aria-labelledby={labelId}
          slotProps={{
            input: {
              'aria-describedby': flagged ? `${missing} ${endsId}` : endsId,
              'aria-invalid': flagged || undefined,
            },
          }}
          sx={{ ...unansweredSliderSx(answered), '&.Mui-disabled': { color: 'primary.main' } }}
        />
      </Box>
      <Stack
        id={endsId}
        direction="row"
        // Side by side while they fit; else the top end goes under the bottom one, at the right
        // (320 px with text at 200 %), rather than past the edge of the screen.
        sx={{
          justifyContent: 'space-between',
          flexWrap: 'wrap',
          columnGap: 2,
          mt: -1,
          color: 'text.secondary',
        }}
      >
        <Typography variant="body2">
          {scale.min}
          {scale.minLabel && ` = ${scale.minLabel}`}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right', ml: 'auto' }}>
          {scale.max}
          {scale.maxLabel && ` = ${scale.maxLabel}`}
        </Typography>
      </Stack>
    </Box>
  );
}
