import { useId } from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OptionGroup, type OptionRowProps } from '../shared/option-group';
import { useOptionAnswer } from '../shared/use-option-answers';
import type { WebWidget, WidgetProps } from '../types';
import { unansweredSliderSx } from '../shared/unanswered-slider';

interface Scale {
  min: number;
  max: number;
  step: number;
  minLabel: string | undefined;
  maxLabel: string | undefined;
}

const NOT_ANSWERED = 'Not answered yet';

/** Where an untouched slider's thumb rests: the middle of the scale, on a step. */
export function restingValue({ min, max, step }: Scale): number {
  return min + Math.round((max - min) / 2 / step) * step;
}

/** What a screen reader says for a value: the number, with the end label at either end. */
export function describeValue(value: number | undefined, scale: Scale): string {
  if (value === undefined) return NOT_ANSWERED;
  if (value === scale.min && scale.minLabel) return `${value}, ${scale.minLabel}`;
  if (value === scale.max && scale.maxLabel) return `${value}, ${scale.maxLabel}`;
  return `${value} out of ${scale.max}`;
}

interface RowProps extends OptionRowProps {
  scale: Scale;
}

function SliderRow({ pageId, dataId, option, scale, fallback, report, onAnswer }: RowProps) {
  const [value, save] = useOptionAnswer(pageId, dataId, option.data_id, fallback, report);
  const labelId = useId();
  const endsId = useId();
  const answered = value !== undefined;
  const answer = (next: number) => {
    save(next);
    onAnswer(option.data_id, next);
  };
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 2 }}>
        <Typography id={labelId}>{option.text}</Typography>
        <Typography
          aria-hidden
          sx={{
            flexShrink: 0,
            fontWeight: answered ? 500 : 400,
            color: answered ? 'text.primary' : 'text.secondary',
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
          onChange={(_event, next) => {
            if (typeof next === 'number') answer(next);
          }}
          onKeyDown={(event) => {
            // An untouched slider can be answered where it rests with Enter or Space.
            if (!answered && (event.key === 'Enter' || event.key === ' ')) {
              event.preventDefault();
              answer(restingValue(scale));
            }
          }}
          getAriaValueText={(current) => describeValue(answered ? current : undefined, scale)}
          aria-labelledby={labelId}
          slotProps={{ input: { 'aria-describedby': endsId } }}
          sx={unansweredSliderSx(answered)}
        />
      </Box>
      <Stack
        id={endsId}
        direction="row"
        sx={{ justifyContent: 'space-between', gap: 2, mt: -1, color: 'text.secondary' }}
      >
        <Typography variant="body2">
          {scale.min}
          {scale.minLabel && ` = ${scale.minLabel}`}
        </Typography>
        <Typography variant="body2" sx={{ textAlign: 'right' }}>
          {scale.max}
          {scale.maxLabel && ` = ${scale.maxLabel}`}
        </Typography>
      </Stack>
    </Box>
  );
}

/**
 * One slider per option, each answer a number; see use-option-answers.ts for how they are saved
 * (each at once under `<data_id>-<option data_id>`, and as number[] in option order under
 * `<data_id>` once all are answered). An untouched slider says "Not answered yet".
 */
function SliderGroup({ attributes, pageId }: WidgetProps<'slider-group'>) {
  const { data_id: dataId, options: setName, min = 0, max = 10, step = 1 } = attributes;
  const label = attributes.label ?? 'Move each slider to your answer';
  const scale: Scale = {
    min,
    max,
    step,
    minLabel: attributes.min_label,
    maxLabel: attributes.max_label,
  };
  return (
    <OptionGroup
      pageId={pageId}
      dataId={dataId}
      setName={setName}
      label={label}
      renderRow={(row) => <SliderRow key={row.option.data_id} {...row} scale={scale} />}
    />
  );
}

export const widget: WebWidget<'slider-group'> = { name: 'slider-group', Component: SliderGroup };
