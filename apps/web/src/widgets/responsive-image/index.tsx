import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FramedImage } from '../shared/framed-image';
import type { WebWidget, WidgetProps } from '../types';

/** An image with its text alternative, lazily loaded in a fixed-ratio box; a caption if given. */
function ResponsiveImage({ attributes }: WidgetProps<'responsive-image'>) {
  const { src, alt, caption } = attributes;
  const captionId = useId();
  if (!caption) {
    return (
      <Box sx={{ my: 2 }}>
        <FramedImage src={src} alt={alt} />
      </Box>
    );
  }
  return (
    <Box component="figure" sx={{ mx: 0, my: 2 }} aria-labelledby={captionId}>
      <FramedImage src={src} alt={alt} />
      <Typography
        id={captionId}
        component="figcaption"
        variant="body2"
        color="text.secondary"
        sx={{ mt: 1 }}
      >
        {caption}
      </Typography>
    </Box>
  );
}

export const widget: WebWidget<'responsive-image'> = {
  name: 'responsive-image',
  Component: ResponsiveImage,
};
