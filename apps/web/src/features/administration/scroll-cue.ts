import type { Theme } from '@mui/material/styles';

/**
 * Shadows at the edges of a table that scrolls sideways (a phone, a long table), on the side
 * where more of it lies: the background's own covers scroll with the content and hide each
 * shadow once its edge is reached. Without them nothing says the table goes on past the screen.
 * Pure CSS: the table keeps its semantics and its own scrolling, and nothing moves.
 */
export const SCROLL_CUE_SX = (theme: Theme) => {
  const paper = theme.vars?.palette.background.paper ?? theme.palette.background.paper;
  const shadow = theme.vars
    ? theme.alpha(theme.vars.palette.common.onBackground, 0.3)
    : 'rgba(0, 0, 0, 0.3)';
  return {
    backgroundColor: paper,
    backgroundImage: [
      `linear-gradient(to right, ${paper} 40%, transparent)`,
      `linear-gradient(to left, ${paper} 40%, transparent)`,
      `radial-gradient(farthest-side at 0 50%, ${shadow}, transparent)`,
      `radial-gradient(farthest-side at 100% 50%, ${shadow}, transparent)`,
    ].join(', '),
    backgroundPosition: 'left center, right center, left center, right center',
    backgroundRepeat: 'no-repeat',
    backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
    backgroundAttachment: 'local, local, scroll, scroll',
  };
};
