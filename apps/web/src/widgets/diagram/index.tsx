import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { FramedImage } from '../shared/framed-image';
import type { WebWidget, WidgetProps } from '../types';

/**
 * A diagram with its short text alternative and, when `long_description` names a heading on the
 * page, a link to that full description ("Read the description"). The image is described by the
 * link too, so a screen reader announces that a longer description exists.
 */
function Diagram({ attributes }: WidgetProps<'diagram'>) {
  const { src, alt, long_description: anchor } = attributes;
  const linkId = useId();
  return (
    <Box component="figure" sx={{ mx: 0, my: 2 }} aria-describedby={anchor ? linkId : undefined}>
      <FramedImage src={src} alt={alt} />
      {anchor && (
        <Box component="figcaption" sx={{ mt: 1 }}>
          <Link id={linkId} href={`#${anchor}`} sx={{ display: 'inline-block', py: 0.5 }}>
            Read the description of this diagram
          </Link>
        </Box>
      )}
    </Box>
  );
}

export const widget: WebWidget<'diagram'> = { name: 'diagram', Component: Diagram };
