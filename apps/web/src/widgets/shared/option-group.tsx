import { useMemo, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import type { ContentOption, OptionSetName } from '@clearpath/core';
import { OptionSetStatus } from './option-set-status';
import { useCombinedAnswer } from './use-option-answers';
import { useOptionSet } from './use-option-set';

/** What each row of an option group gets: its option and the group's answer plumbing. */
export interface OptionRowProps {
  pageId: string;
  dataId: string;
  option: ContentOption;
  /** The row's value from the combined answer, for answers saved before per-option keys. */
  fallback: number | undefined;
  report: (optionId: string, value: number | undefined) => void;
  onAnswer: (optionId: string, value: number) => void;
}

/**
 * A fieldset with one numeric answer per option of an option set (select and slider groups):
 * loads the options, shows their loading or error state, and keeps the combined answer
 * (see use-option-answers.ts). `renderRow` draws one option's control.
 */
export function OptionGroup({
  pageId,
  dataId,
  setName,
  label,
  renderRow,
}: {
  pageId: string;
  dataId: string;
  setName: OptionSetName;
  label: string;
  renderRow: (row: OptionRowProps) => ReactNode;
}) {
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
        {options?.map((option, index) =>
          renderRow({
            pageId,
            dataId,
            option,
            fallback: combined?.[index],
            report,
            onAnswer: change,
          }),
        )}
      </Stack>
    </FormControl>
  );
}
