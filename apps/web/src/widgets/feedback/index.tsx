import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { FeedbackSource } from '@clearpath/core';
import { usePageContext } from '../../features/content/page-context';
import { firstWidgetWith } from '../../features/content/page-widgets';
import { useFeedbackItem } from '../../features/profile/use-feedback-item';
import type { WebWidget, WidgetProps } from '../types';

/**
 * Where the feedback will be, while its call is on the way: a line saying so and the shape of a
 * short block, so the page does not jump as much when it comes (and "Next" does not move from
 * under a finger about to tap it).
 */
function FeedbackLoading({ source }: { source: FeedbackSource }) {
  return (
    <Box role="status" aria-live="polite" data-feedback-loading={source} sx={{ my: 2 }}>
      <Typography color="text.secondary">Working out your feedback…</Typography>
      <Skeleton variant="text" width="55%" height={40} />
      <Skeleton variant="text" />
      <Skeleton variant="text" />
      <Skeleton variant="text" width="70%" />
    </Box>
  );
}

/**
 * Markdown shown only when the source's feedback item (a processing call's `content_no`, or the
 * injunctive overall result) is this block's `item`. While the call is on its way, the page's
 * first block of the source shows that the feedback is coming; nothing is shown while the
 * answers it reads are missing, offline, or when the call failed (docs/product.md §8).
 */
function Feedback({ attributes, children }: WidgetProps<'feedback'>) {
  const feedback = useFeedbackItem(attributes.source);
  const page = usePageContext();
  if (feedback.status === 'loading') {
    const first = page
      ? firstWidgetWith(page.page.tree, 'feedback', 'source', attributes.source)
      : null;
    const holdsPlace = first !== null && Number(first.attributes.item) === attributes.item;
    return holdsPlace ? <FeedbackLoading source={attributes.source} /> : null;
  }
  if (feedback.status !== 'ready' || feedback.item !== attributes.item) return null;
  return (
    <Box
      component="section"
      aria-label={attributes.label ?? 'Your feedback'}
      data-feedback-source={attributes.source}
      data-feedback-item={attributes.item}
      sx={{ my: 2 }}
    >
      {children}
    </Box>
  );
}

export const widget: WebWidget<'feedback'> = { name: 'feedback', Component: Feedback };
