/**
 * The ring round a choice (a card, a labelled radio) while the keyboard is on its input: 3 px in
 * the primary colour, clear of the border that marks the chosen one (WCAG 2.4.7, 1.4.11). MUI's
 * own sign is a translucent ripple round the radio, about 1.5:1 on white. Spread into an `sx`.
 */
export const CHOICE_FOCUS_SX = {
  '&:has(:focus-visible)': {
    outline: '3px solid',
    outlineColor: 'primary.main',
    outlineOffset: 2,
  },
} as const;
