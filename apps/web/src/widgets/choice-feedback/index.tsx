import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { otherAnswerKey, type AnswerValue, type ContentOption } from '@clearpath/core';
import { routes } from '../../config/routes';
import { usePageAnswer } from '../../features/navigation/use-page-answer';
import { OptionSetStatus } from '../shared/option-set-status';
import { optionSetQuery, useOptionSet } from '../shared/use-option-set';
import type { WebWidget, WidgetProps } from '../types';

/** The chosen options, in option-set order (an answer that is not a list chose nothing). */
export function chosenOptions(options: readonly ContentOption[], answer: AnswerValue | undefined) {
  const chosen = new Set(Array.isArray(answer) ? answer : []);
  return options.filter((option) => chosen.has(option.data_id));
}

function ownText(value: AnswerValue | undefined): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function Entry({ heading, text }: { heading: string; text?: string | undefined }) {
  return (
    <Box component="li" sx={{ mb: 2 }}>
      <Typography variant="h3" sx={{ fontSize: '1.05rem', fontWeight: 600, mb: 0.5 }}>
        {heading}
      </Typography>
      {text !== undefined && <Typography>{text}</Typography>}
    </Box>
  );
}

/**
 * Feedback on what the student chose on page `from` (saved there under `data_id`, as
 * grid-selection saves it), under the label as a heading (h2): each chosen option's text as a
 * small heading (h3) with its `feedback` below, in option order, then their own "Something
 * else" words. A kind note with a way back
 * when nothing was chosen.
 */
function ChoiceFeedback({ attributes }: WidgetProps<'choice-feedback'>) {
  const { from, data_id: dataId, options: setName } = attributes;
  const label = attributes.label ?? 'About what you chose';
  const labelId = useId();
  const [answer] = usePageAnswer(from, dataId);
  const [other] = usePageAnswer(from, otherAnswerKey(dataId));
  const query = useOptionSet(setName);
  const otherText = ownText(other);
  const anything = (Array.isArray(answer) && answer.length > 0) || otherText !== undefined;
  const chosen = chosenOptions(query.data?.options ?? [], answer);

  return (
    // Its heading is one of the page's own sections, spaced and sized as the Markdown's are.
    <Box component="section" aria-labelledby={labelId} sx={{ my: 2 }}>
      <Typography id={labelId} variant="h2" sx={{ mt: 4, mb: 1.5 }}>
        {label}
      </Typography>
      {!anything ? (
        <Typography color="text.secondary">
          You didn&apos;t choose anything on that page, and that&apos;s completely fine. If
          you&apos;d like to, you can{' '}
          <Link component={RouterLink} to={routes.page.href(from)}>
            go back to that page
          </Link>{' '}
          and pick what fits you.
        </Typography>
      ) : !query.isSuccess ? (
        <OptionSetStatus query={query} label={label} />
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {chosen.map((option) => (
            <Entry key={option.data_id} heading={option.text} text={option.feedback} />
          ))}
          {otherText !== undefined && <Entry heading={otherText} />}
        </Box>
      )}
    </Box>
  );
}

export const widget: WebWidget<'choice-feedback'> = {
  name: 'choice-feedback',
  Component: ChoiceFeedback,
  prefetch: (client, { options }) => void client.prefetchQuery(optionSetQuery(options)),
};
