import Box from '@mui/material/Box';
import { useFeedbackItem } from '../../features/profile/use-feedback-item';
import type { WebWidget, WidgetProps } from '../types';

/**
 * Markdown shown only when the source's feedback item (a processing call's `content_no`, or the
 * injunctive overall result) is this block's `item`. Nothing is shown while the answers it reads
 * are missing or the call failed (docs/product.md §8).
 */
function Feedback({ attributes, children }: WidgetProps<'feedback'>) {
  const feedback = useFeedbackItem(attributes.source);
  if (feedback.status !== 'ready' || feedback.item !== attributes.item) return null;
  return (
    <Box
      component="section"
      aria-label="Your feedback"
      data-feedback-source={attributes.source}
      data-feedback-item={attributes.item}
      sx={{ my: 2 }}
    >
      {children}
    </Box>
  );
}

export const widget: WebWidget<'feedback'> = { name: 'feedback', Component: Feedback };
