import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { WebWidget, WidgetProps } from '../types';

/**
 * A video with English captions on by default. It never plays by itself (whatever the motion
 * settings), loads only its metadata until the student presses play (kind to slow connections
 * and data plans), keeps a 16:9 box so the page does not jump, and links to the captions as
 * text for anyone who would rather read.
 */
function ResponsiveVideo({ attributes }: WidgetProps<'responsive-video'>) {
  const { src, captions, title, poster } = attributes;
  const titleId = useId();
  return (
    <Box component="figure" sx={{ mx: 0, my: 2 }} aria-labelledby={titleId}>
      <Box
        component="video"
        controls
        preload="metadata"
        playsInline
        poster={poster}
        title={title}
        aria-labelledby={titleId}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          bgcolor: 'common.black',
          borderRadius: 1,
        }}
      >
        <source src={src} />
        <track kind="captions" src={captions} srcLang="en" label="English" default />
        Your browser can&apos;t play this video. You can still read what is said in it using the
        captions link below.
      </Box>
      <Box component="figcaption" sx={{ mt: 1 }}>
        <Typography id={titleId} sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
        <Link
          href={captions}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-block', py: 0.5 }}
        >
          Read what is said in the video (captions as text, opens in a new tab)
        </Link>
      </Box>
    </Box>
  );
}

export const widget: WebWidget<'responsive-video'> = {
  name: 'responsive-video',
  Component: ResponsiveVideo,
};
