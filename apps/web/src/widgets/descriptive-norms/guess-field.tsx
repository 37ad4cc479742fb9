import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { StackedField } from '../../components/stacked-field';
import { unansweredSliderSx } from '../shared/unanswered-slider';

const MIN = 0;
const MAX = 100;
/** Where an untouched slider's thumb rests. */
const RESTING = 50;

/** A typed guess as a whole number 0–100, or null when it is not one. */
export function parseGuess(text: string): number | null {
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= MIN && value <= MAX ? value : null;
}

/**
 * One guess out of 100: the question, a slider (arrows move by 1, Page Up/Down by 10, Home/End
 * to the ends) and a number field, kept in sync. Untouched, the slider shows a hollow thumb
 * and says "Not answered yet"; Enter or Space answers where it rests.
 */
export function GuessField({
  question,
  value,
  readOnly,
  onChange,
  describedBy,
}: {
  question: string;
  value: number | undefined;
  readOnly: boolean;
  onChange: (value: number) => void;
  /** A message about this question (what Next still asks for), while it stands. */
  describedBy?: string | undefined;
}) {
  const questionId = useId();
  const fieldId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const answered = value !== undefined;
  const invalid = draft !== null && parseGuess(draft) === null && draft.trim() !== '';

  return (
    <Box
      component="section"
      aria-labelledby={questionId}
      aria-describedby={describedBy}
      sx={{ my: 2 }}
    >
      <Typography id={questionId} sx={{ fontWeight: 500, mb: 1 }}>
        {question}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1, sm: 3 }}>
        <Box sx={{ flex: 1, px: 1.5, pt: 1 }}>
          <Slider
            value={value ?? RESTING}
            min={MIN}
            max={MAX}
            step={1}
            shiftStep={10}
            disabled={readOnly}
            onChange={(_event, next) => {
              if (typeof next !== 'number') return;
              setDraft(null);
              onChange(next);
            }}
            // A tap on the thumb where it rests changes nothing: the tap's end answers.
            onChangeCommitted={(_event, next) => {
              if (!answered && typeof next === 'number') {
                setDraft(null);
                onChange(next);
              }
            }}
            onKeyDown={(event) => {
              if (!answered && !readOnly && (event.key === 'Enter' || event.key === ' ')) {
                event.preventDefault();
                onChange(RESTING);
              }
            }}
            getAriaValueText={(current) =>
              answered ? `${current} out of 100` : 'Not answered yet'
            }
            aria-labelledby={questionId}
            marks={[
              { value: MIN, label: '0' },
              { value: MAX, label: '100' },
            ]}
            sx={{
              ...unansweredSliderSx(answered),
              '& .MuiSlider-markLabel': { color: 'text.secondary' },
            }}
          />
        </Box>
        {/* Its label above the box: floating in the outline it was cut short at 320 px with
            text at 200 %. */}
        <StackedField
          id={fieldId}
          label="Your guess (0 to 100)"
          type="number"
          size="small"
          value={draft ?? (answered ? String(value) : '')}
          error={invalid}
          helperText={invalid ? 'Enter a whole number from 0 to 100.' : ' '}
          onChange={(event) => {
            setDraft(event.target.value);
            const next = parseGuess(event.target.value);
            if (next !== null) onChange(next);
          }}
          // Leaving the field shows the saved guess again: an answer cannot be taken back.
          onBlur={() => setDraft(null)}
          slotProps={{
            htmlInput: {
              min: MIN,
              max: MAX,
              step: 1,
              inputMode: 'numeric',
              readOnly,
              'aria-labelledby': `${questionId} ${fieldId}-label`,
            },
          }}
          sx={{ width: { xs: '100%', sm: 180 }, flexShrink: 0 }}
        />
      </Stack>
    </Box>
  );
}
