import { useId } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import type { ContentOption } from '@clearpath/core';
import { READ_ONLY_CHOICE_SX } from '../shared/read-only-choice';

/**
 * One question: a fieldset of radio buttons. Read-only once saved: the radios are disabled
 * but keep full-strength text, so the saved answer stays easy to read.
 */
export function NormQuestion({
  name,
  legend,
  options,
  value,
  readOnly,
  onChange,
  describedBy,
}: {
  name: string;
  legend: string;
  options: readonly ContentOption[];
  value: string | undefined;
  readOnly: boolean;
  onChange: (id: string) => void;
  /** A message about this question (what Next still asks for), while it stands. */
  describedBy?: string | undefined;
}) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" sx={{ my: 1, width: '100%' }}>
      <FormLabel
        component="legend"
        id={legendId}
        sx={{
          mb: 1,
          fontWeight: 500,
          color: 'text.primary',
        }}
      >
        {legend}
      </FormLabel>
      <RadioGroup
        aria-labelledby={legendId}
        aria-describedby={describedBy}
        aria-invalid={describedBy === undefined ? undefined : true}
        aria-readonly={readOnly || undefined}
        name={name}
        value={value ?? ''}
        onChange={(event) => {
          if (!readOnly) onChange(event.target.value);
        }}
      >
        {options.map((option) => (
          <FormControlLabel
            key={option.data_id}
            value={option.data_id}
            disabled={readOnly}
            control={<Radio />}
            label={option.text}
            sx={{
              py: 0.5,
              alignItems: 'flex-start',
              '& .MuiRadio-root': { mt: -0.5 },
              ...READ_ONLY_CHOICE_SX,
            }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
