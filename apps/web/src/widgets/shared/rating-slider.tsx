import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { unansweredSliderSx } from './unanswered-slider';
import { describeValue, restingValue } from '../slider-group';

/** The 0–10 range of the value ratings and the confidence ruler. */
export const RATING_RANGE = { min: 0, max: 10, step: 1 } as const;

export interface RatingSliderProps {
  /** The question, shown above the slider and naming it. */
  label: string;
  value: number | undefined;
  onAnswer: (value: number) => void;
  minLabel: string;
  maxLabel: string;
  readOnly: boolean;
  /** The answers it runs through; the 0–10 rating range unless given. */
  range?: { min: number; max: number };
}

/**
 * One slider between two end labels (rating-scale's items, value ratings, the confidence ruler):
 * untouched, it says "Not answered yet" and its thumb is hollow; Enter or Space answers where it
 * rests.
 */
export function RatingSlider({
  label,
  value,
  onAnswer,
  minLabel,
  maxLabel,
  readOnly,
  range: answers = RATING_RANGE,
}: RatingSliderProps) {
  const labelId = useId();
  const endsId = useId();
  const answered = value !== undefined;
  const range = { ...answers, step: 1, minLabel, maxLabel };
  const save = (next: number) => {
    if (!readOnly) onAnswer(next);
  };
  return (
    <Box sx={{ py: 1 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId}>{label}</Typography>
        <Typography
          aria-hidden
          sx={{
            flexShrink: 0,
            fontWeight: answered ? 500 : 400,
            color: answered ? 'text.primary' : 'text.secondary',
          }}
        >
          {answered ? value : 'Not answered yet'}
        </Typography>
      </Stack>
      <Box sx={{ px: 1.5 }}>
        <Slider
          value={value ?? restingValue(range)}
          min={range.min}
          max={range.max}
          step={range.step}
          marks
          disabled={readOnly}
          onChange={(_event, next) => {
            if (typeof next === 'number') save(next);
          }}
          onKeyDown={(event) => {
            if (!answered && (event.key === 'Enter' || event.key === ' ')) {
              event.preventDefault();
              save(restingValue(range));
            }
          }}
          getAriaValueText={(current) => describeValue(answered ? current : undefined, range)}
          aria-labelledby={labelId}
          slotProps={{ input: { 'aria-describedby': endsId } }}
          sx={{ ...unansweredSliderSx(answered), '&.Mui-disabled': { color: 'primary.main' } }}
        />
      </Box>
      <Stack
        id={endsId}
        direction="row"
        sx={{ justifyContent: 'space-between', gap: 2, mt: -1, color: 'text.secondary' }}
      >
        <Typography variant="body2">
          {range.min} = {minLabel}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          {range.max} = {maxLabel}
        </Typography>
      </Stack>
    </Box>
  );
}
