/** A quiz heading that takes focus on a slide change: visible focus, from the theme. */
export const FOCUSABLE_HEADING_SX = {
  mb: 2,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;
