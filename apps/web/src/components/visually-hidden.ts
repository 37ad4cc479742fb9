/**
 * Hides content on screen but keeps it for screen readers (the usual clip pattern). For `sx`:
 * lengths are strings, since `sx` reads `width: 1` as 100 % and `margin: -1` as a theme spacing.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
