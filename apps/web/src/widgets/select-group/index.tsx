import TextField from '@mui/material/TextField';
import type { ContentOption } from '@clearpath/core';
import { OptionGroup, type OptionRowProps } from '../shared/option-group';
import { useOptionAnswer } from '../shared/use-option-answers';
import type { WebWidget, WidgetProps } from '../types';
import { optionSetQuery } from '../shared/use-option-set';

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

function SelectRow({ pageId, dataId, option, fallback, report, onAnswer }: OptionRowProps) {
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
  return (
    <OptionGroup
      pageId={pageId}
      dataId={dataId}
      setName={setName}
      label={label}
      renderRow={(row) => <SelectRow key={row.option.data_id} {...row} />}
    />
  );
}

export const widget: WebWidget<'select-group'> = {
  name: 'select-group',
  Component: SelectGroup,
  prefetch: (client, { options }) => void client.prefetchQuery(optionSetQuery(options)),
};
