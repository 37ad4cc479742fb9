import { useMemo } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ContentOption } from '@clearpath/core';
import { OptionSetStatus } from '../shared/option-set-status';
import { useCombinedAnswer, useOptionAnswer } from '../shared/use-option-answers';
import { useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';

/** An answer in a drop-down: the number saved and the words shown. */
interface Choice {
  value: number;
  text: string;
}

/** Without a `match` range, each option is answered on this five-point scale (saved as 0–4). */
const DEFAULT_CHOICES: readonly Choice[] = [
  { value: 0, text: 'Not at all' },
  { value: 1, text: 'A little' },
  { value: 2, text: 'Somewhat' },
  { value: 3, text: 'Quite a lot' },
  { value: 4, text: 'A lot' },
];

/** The most numbers a `match` range may offer before it is too long to pick from. */
const MAX_RANGE_CHOICES = 101;

/** The answers for an option: the whole numbers of its `match` range, or the default scale. */
export function choicesFor(option: ContentOption): readonly Choice[] {
  if (!option.match) return DEFAULT_CHOICES;
  const first = Math.ceil(option.match.min);
  const last = Math.min(Math.floor(option.match.max), first + MAX_RANGE_CHOICES - 1);
  const choices: Choice[] = [];
  for (let value = first; value <= last; value += 1) choices.push({ value, text: String(value) });
  return choices;
}

interface RowProps {
  pageId: string;
  dataId: string;
  option: ContentOption;
  fallback: number | undefined;
  report: (optionId: string, value: number | undefined) => void;
  onAnswer: (optionId: string, value: number) => void;
}

function SelectRow({ pageId, dataId, option, fallback, report, onAnswer }: RowProps) {
  const [value, save] = useOptionAnswer(pageId, dataId, option.data_id, fallback, report);
  const choices = choicesFor(option);
  return (
    <TextField
      select
      label={option.text}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => {
        if (event.target.value === '') return;
        const next = Number(event.target.value);
        save(next);
        onAnswer(option.data_id, next);
      }}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" disabled>
        Choose an answer
      </option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.text}
        </option>
      ))}
    </TextField>
  );
}

/**
 * One native drop-down per option (quick on phones, read well by screen readers). Each answer
 * is a number; see use-option-answers.ts for how they are saved.
 */
function SelectGroup({ attributes, pageId }: WidgetProps<'select-group'>) {
  const { data_id: dataId, options: setName } = attributes;
  const label = attributes.label ?? 'Choose an answer for each';
  const query = useOptionSet(setName);
  const options = query.data?.options;
  const optionIds = useMemo(() => (options ?? []).map((option) => option.data_id), [options]);
  const { combined, report, change } = useCombinedAnswer(pageId, dataId, optionIds);

  return (
    <FormControl component="fieldset" sx={{ my: 2, width: '100%' }}>
      <FormLabel component="legend" sx={{ mb: 2, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OptionSetStatus query={query} label={label} />
      <Stack spacing={3}>
        {options?.map((option, index) => (
          <SelectRow
            key={option.data_id}
            pageId={pageId}
            dataId={dataId}
            option={option}
            fallback={combined?.[index]}
            report={report}
            onAnswer={change}
          />
        ))}
      </Stack>
    </FormControl>
  );
}

export const widget: WebWidget<'select-group'> = { name: 'select-group', Component: SelectGroup };
