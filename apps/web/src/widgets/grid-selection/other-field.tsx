import { INPUT_LIMITS, otherAnswerKey } from '@clearpath/core';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { StackedField } from '../../components/stacked-field';

/**
 * "Something else": free text saved under `<data_id>-other` as a string, in the navigation store
 * as it is typed, as every text on a page is: the store keeps it in the tab at once (a reload or
 * a closed tab straight after typing loses nothing) and sends it once typing pauses. The field
 * shows the saved answer, so one restored after login appears.
 */
export function OtherField({
  pageId,
  dataId,
  onType,
}: {
  pageId: string;
  dataId: string;
  /** Called as text is typed (the grid clears its standalone choice). */
  onType?: () => void;
}) {
  const [saved, save] = usePageAnswer<string>(pageId, otherAnswerKey(dataId));
  return (
    <StackedField
      label="Something else (optional)"
      helperText="Anything that isn't in the list, in your own words."
      value={typeof saved === 'string' ? saved : ''}
      onChange={(event) => {
        save(event.target.value.slice(0, INPUT_LIMITS.text));
        if (event.target.value.trim() !== '') onType?.();
      }}
      multiline
      minRows={1}
      slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.text } }}
      sx={{ mt: 2 }}
    />
  );
}
