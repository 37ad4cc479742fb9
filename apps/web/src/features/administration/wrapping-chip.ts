/**
 * A chip whose words wrap, and whose long words break, under text enlarged to 200 % at 320 px
 * instead of widening its card (WCAG 1.4.4, 1.4.10). MUI's chip is one line of fixed height.
 */
export const WRAPPING_CHIP_SX = {
  maxWidth: '100%',
  height: 'auto',
  minHeight: 24,
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere' },
} as const;
