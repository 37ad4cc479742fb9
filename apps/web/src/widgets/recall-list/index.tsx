import { useId } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
// A plain marker: a tick would say each item is done (steps and goals not yet taken).
import Marker from '@mui/icons-material/ChevronRightRounded';
import { otherAnswerKey, type AnswerValue } from '@clearpath/core';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { OptionSetStatus } from '../shared/option-set-status';
import { optionTextsQuery, useOptionTexts } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';

/** The answer as a list of items to show: option ids, texts or numbers. */
export function answerItems(answer: AnswerValue | undefined): string[] {
  if (Array.isArray(answer)) return answer.map(String);
  if (typeof answer === 'string' && answer.trim() !== '') return [answer];
  if (typeof answer === 'number') return [String(answer)];
  return [];
}

/**
 * What the student chose on page `from` (the answer saved there under `data_id`, plus its
 * "Something else" text), with option ids shown as their texts. Without `data_id` there is
 * nothing to read, and the kind empty state shows.
 */
function RecallList({ attributes }: WidgetProps<'recall-list'>) {
  const { from } = attributes;
  const dataId = attributes.data_id ?? '';
  const label = attributes.label ?? 'What you chose earlier';
  const labelId = useId();
  const [answer] = usePageAnswer(from, dataId);
  const [other] = usePageAnswer(from, otherAnswerKey(dataId));
  const items = attributes.data_id ? answerItems(answer) : [];
  const otherText = typeof other === 'string' && other.trim() !== '' ? other.trim() : undefined;
  const texts = useOptionTexts();
  const needsTexts = items.length > 0;

  return (
    <Box sx={{ my: 2 }}>
      <Typography id={labelId} sx={{ fontWeight: 500, mb: 1 }}>
        {label}
      </Typography>
      {items.length === 0 && !otherText ? (
        <Typography color="text.secondary">
          You didn&apos;t choose anything here earlier, and that&apos;s completely fine. You can go
          back to that page at any time if you&apos;d like to add something.
        </Typography>
      ) : needsTexts && !texts.isSuccess ? (
        <OptionSetStatus query={texts} label={label} />
      ) : (
        <List dense disablePadding aria-labelledby={labelId}>
          {items.map((item, index) => (
            // Written statements may repeat, so the position is part of the key.
            <ListItem
              key={`${index}-${item}`}
              disableGutters
              sx={{ alignItems: 'flex-start', gap: 1 }}
            >
              <Marker fontSize="small" color="primary" sx={{ mt: 0.5 }} aria-hidden />
              <Typography>{texts.data?.get(item) ?? item}</Typography>
            </ListItem>
          ))}
          {otherText && (
            <ListItem disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
              <Marker fontSize="small" color="primary" sx={{ mt: 0.5 }} aria-hidden />
              <Typography>{otherText}</Typography>
            </ListItem>
          )}
        </List>
      )}
    </Box>
  );
}

export const widget: WebWidget<'recall-list'> = {
  name: 'recall-list',
  Component: RecallList,
  prefetch: (client) => void client.prefetchQuery(optionTextsQuery()),
};
