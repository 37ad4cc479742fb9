import { createTheme, lighten } from '@mui/material/styles';
import { MOBILE_BREAKPOINT, THEME_PRIMARY } from '@clearpath/core';

/**
 * The one MUI theme, with a light and a dark colour scheme switched by a data attribute on
 * <html> (see theme-storage.ts for how the choice is remembered).
 *
 * `contrastThreshold: 4.5` makes MUI pick button text colours that meet WCAG AA (its default, 3,
 * lets white text sit on mid-tone reds and blues).
 * Dark scheme: THEME_PRIMARY on the dark background is only about 3.8:1, below WCAG AA for text,
 * so the dark primary is the same blue lightened until links and buttons read at 8:1 or more.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-color-scheme', cssVarPrefix: 'cp' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: THEME_PRIMARY },
        background: { default: '#F7F9FC', paper: '#FFFFFF' },
      },
    },
    dark: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: lighten(THEME_PRIMARY, 0.5) },
        background: { default: '#101418', paper: '#171C22' },
        text: { secondary: 'rgba(255, 255, 255, 0.78)' },
      },
    },
  },
  breakpoints: {
    // `md` is the mobile/desktop boundary of the specification.
    values: { xs: 0, sm: 600, md: MOBILE_BREAKPOINT, lg: 1200, xl: 1536 },
  },
  typography: {
    fontFamily: 'Roboto, system-ui, -apple-system, "Segoe UI", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 500, lineHeight: 1.25 },
    h2: { fontSize: '1.5rem', fontWeight: 500, lineHeight: 1.3 },
    h3: { fontSize: '1.2rem', fontWeight: 500, lineHeight: 1.35 },
    body1: { lineHeight: 1.6 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  shape: { borderRadius: 10 },
  focusVisible: true,
  motion: { reducedMotion: 'system' },
  components: {
    MuiLink: { defaultProps: { underline: 'always' } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiCssBaseline: {
      styleOverrides: (t) => ({
        // Native elements get the same ring as MUI's focusVisible.
        'a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
          outline: `2px solid ${t.vars?.palette.primary.main ?? THEME_PRIMARY}`,
          outlineOffset: 2,
        },
        // Focus moved by script after a navigation (headings, main) needs no ring.
        '[tabindex="-1"]:focus': { outline: 'none' },
        '@media (prefers-reduced-motion: reduce)': {
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            scrollBehavior: 'auto !important',
          },
        },
      }),
    },
  },
});
