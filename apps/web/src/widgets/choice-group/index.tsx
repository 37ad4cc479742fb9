import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { OptionSetStatus } from '../shared/option-set-status';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';

/**
 * Radio buttons (one answer, saved as the chosen data_id) or checkboxes (`multiple`, saved as
 * the chosen data_ids in the option set's order), inside a fieldset whose legend is `label`.
 */
function ChoiceGroup({ attributes, pageId }: WidgetProps<'choice-group'>) {
  const { data_id: dataId, options: setName, multiple = false } = attributes;
  const label = attributes.label ?? (multiple ? 'Choose any that apply' : 'Choose one');
  const query = useOptionSet(setName);
  const [answer, save] = usePageAnswer<string | string[]>(pageId, dataId);
  const options = query.data?.options ?? [];
  const legendId = `${pageId}-${dataId}-legend`;

  const chosen = new Set(
    Array.isArray(answer) ? answer : typeof answer === 'string' ? [answer] : [],
  );

  function toggle(id: string, checked: boolean) {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    save(options.map((option) => option.data_id).filter((option) => next.has(option)));
  }

  return (
    <FormControl component="fieldset" sx={{ my: 2, width: '100%' }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1, color: 'text.primary' }}>
        {label}
      </FormLabel>
      <OptionSetStatus query={query} label={label} />
      {query.isSuccess &&
        (multiple ? (
          <FormGroup>
            {options.map((option) => (
              <FormControlLabel
                key={option.data_id}
                sx={{ py: 0.5, alignItems: 'flex-start', '& .MuiCheckbox-root': { mt: -0.5 } }}
                control={
                  <Checkbox
                    checked={chosen.has(option.data_id)}
                    onChange={(event) => toggle(option.data_id, event.target.checked)}
                  />
                }
                label={option.text}
              />
            ))}
          </FormGroup>
        ) : (
          <RadioGroup
            aria-labelledby={legendId}
            name={`${pageId}-${dataId}`}
            value={typeof answer === 'string' ? answer : ''}
            onChange={(event) => save(event.target.value)}
          >
            {options.map((option) => (
              <FormControlLabel
                key={option.data_id}
                value={option.data_id}
                sx={{ py: 0.5, alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
                control={<Radio />}
                label={option.text}
              />
            ))}
          </RadioGroup>
        ))}
    </FormControl>
  );
}

export const widget: WebWidget<'choice-group'> = {
  name: 'choice-group',
  Component: ChoiceGroup,
  prefetch: (client, { options }) => void client.prefetchQuery(optionSetQuery(options)),
};
