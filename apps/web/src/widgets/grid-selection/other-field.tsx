import { useCallback, useEffect, useRef, useState } from 'react';
import TextField from '@mui/material/TextField';
import { INPUT_LIMITS, otherAnswerKey } from '@clearpath/core';
import { usePageAnswer } from '../../features/navigation/use-page-answer';

/** How long typing pauses before the text is saved (it is also saved when the field is left). */
const SAVE_DELAY_MS = 600;

/**
 * "Something else": free text saved under `<data_id>-other` as a string. What the student types
 * shows at once (a draft) and is saved after a short pause or when the field is left, so a slow
 * connection never eats a keystroke and the server is not sent one request per letter. Without
 * a draft the field shows the saved answer, so answers restored after login appear and are
 * never overwritten by an empty field.
 */
export function OtherField({ pageId, dataId }: { pageId: string; dataId: string }) {
  const [saved, save] = usePageAnswer<string>(pageId, otherAnswerKey(dataId));
  const [draft, setDraft] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef({ draft, saved, save });
  latest.current = { draft, saved, save };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const current = latest.current;
    if (current.draft !== null && current.draft !== (current.saved ?? '')) {
      current.save(current.draft);
    }
  }, []);

  // Save what is pending when the widget leaves the page.
  useEffect(() => flush, [flush]);

  return (
    <TextField
      label="Something else (optional)"
      helperText="Anything that isn't in the list, in your own words."
      value={draft ?? (typeof saved === 'string' ? saved : '')}
      onChange={(event) => {
        setDraft(event.target.value);
        clearTimeout(timer.current);
        timer.current = setTimeout(flush, SAVE_DELAY_MS);
      }}
      onBlur={() => {
        flush();
        setDraft(null);
      }}
      fullWidth
      multiline
      minRows={1}
      slotProps={{ htmlInput: { maxLength: INPUT_LIMITS.text } }}
      sx={{ mt: 2 }}
    />
  );
}
