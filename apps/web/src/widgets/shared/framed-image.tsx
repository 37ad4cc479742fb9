import Box from '@mui/material/Box';

/**
 * An image in a box of fixed proportions, so the page never jumps when it arrives on a slow
 * connection. The content gives no image sizes, so the box is 16:9 and the whole image is
 * fitted inside it (never cropped: it may carry words or a diagram).
 */
export function FramedImage({
  src,
  alt,
  ratio = '16 / 9',
}: {
  src: string;
  alt: string;
  ratio?: string;
}) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      sx={{
        display: 'block',
        width: '100%',
        aspectRatio: ratio,
        objectFit: 'contain',
        bgcolor: 'action.hover',
        borderRadius: 1,
      }}
    />
  );
}
