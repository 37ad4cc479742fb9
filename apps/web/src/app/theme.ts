import { createTheme, lighten, type Theme } from '@mui/material/styles';
import { MOBILE_BREAKPOINT, THEME_PRIMARY } from '@clearpath/core';
import { COLOR_SCHEME_ATTRIBUTE } from './theme-storage';

/**
 * The sticky header's height (56–64 px) and a little room: where scrolled-to content stops. In
 * rem, since the header grows with the text (about 137 px with text at 200 %).
 */
export const STICKY_HEADER_CLEARANCE = '5rem';

/** Link text colour, set per colour scheme below; a variable so that `sx` can still override it. */
const LINK_COLOR_VAR = '--cp-link-color';

/** The edge of a form control on the page: 3.9:1 on the light background, 5.2:1 on the dark. */
function controlEdge(t: Theme): string {
  return t.vars
    ? t.alpha(t.vars.palette.common.onBackground, 0.5)
    : t.alpha(t.palette.text.primary, 0.5);
}

/**
 * The one MUI theme, with a light and a dark colour scheme switched by a data attribute on
 * <html> (see theme-storage.ts for how the choice is remembered).
 *
 * Light scheme: a white background, because THEME_PRIMARY text (outlined and text buttons) is
 * only 4.6:1 on white and drops below AA on any off-white.
 * `contrastThreshold: 4.5` makes MUI pick button text colours that meet WCAG AA (its default, 3,
 * lets white text sit on mid-tone reds and blues).
 * Dark scheme: THEME_PRIMARY on the dark background is only about 3.8:1, below WCAG AA for text,
 * so the dark primary is the same blue lightened until links and buttons read at 8:1 or more.
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE, cssVarPrefix: 'cp' },
  colorSchemes: {
    light: {
      palette: {
        contrastThreshold: 4.5,
        primary: { main: THEME_PRIMARY, dark: '#1565C0' },
        background: { default: '#FFFFFF', paper: '#FFFFFF' },
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
    // No scroll lock under dialogs. The lock hides the page's scrollbar, and where
    // scrollbars take room (a desktop browser) Chrome lays the page out once without it as the
    // lock ends: a page scrolled to its end was pulled up by the scrollbar's reflow (50–135 px),
    // and the button that opened the dialog, which gets the focus back, went off the screen
    // (WCAG 2.4.11). The backdrop still covers the page while a dialog is open.
    MuiDialog: { defaultProps: { disableScrollLock: true } },
    MuiLink: {
      defaultProps: { underline: 'always' },
      styleOverrides: {
        // THEME_PRIMARY is 4.6:1 on white, just above AA, and below it on any tint (hover,
        // selected rows): link text in the light scheme uses the primary's darker shade (5.9:1).
        root: { color: `var(${LINK_COLOR_VAR})` },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        // The hover tint under THEME_PRIMARY text leaves 4.4:1, below AA: hovered text and
        // outlined buttons take the link colour (the darker shade in the light scheme).
        root: {
          variants: [
            {
              props: { color: 'primary', variant: 'text' },
              style: { '&:hover': { color: `var(${LINK_COLOR_VAR})` } },
            },
            {
              props: { color: 'primary', variant: 'outlined' },
              style: { '&:hover': { color: `var(${LINK_COLOR_VAR})` } },
            },
          ],
        },
      },
    },
    // A chip's words wrap and its long words break under text enlarged to 200 % at 320 px,
    // instead of widening what holds it (WCAG 1.4.4, 1.4.10): MUI's is one line of fixed height.
    MuiChip: {
      styleOverrides: {
        root: { maxWidth: '100%', height: 'auto', minHeight: 24 },
        label: { whiteSpace: 'normal', overflowWrap: 'anywhere' },
      },
    },
    // WCAG 1.4.11: a text field's outline and a slider's rail show where the control is, so
    // they need 3:1 against the page. MUI's are 0.23 and 0.38 alpha (1.7:1 and 1.8:1 on white).
    MuiFormLabel: {
      styleOverrides: {
        // A group's legend keeps the text colour while a choice inside it has focus: in the
        // link colour it would look like a link. A field's own label still turns blue.
        root: ({ theme: t }) => ({
          'legend&.Mui-focused': { color: t.vars?.palette.text.primary ?? t.palette.text.primary },
        }),
      },
    },
    MuiOutlinedInput: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          '@media (hover: none)': {
            '&:hover .MuiOutlinedInput-notchedOutline': { borderColor: controlEdge(t) },
          },
        }),
        notchedOutline: ({ theme: t }) => ({ borderColor: controlEdge(t) }),
      },
    },
    MuiSlider: {
      styleOverrides: {
        rail: ({ theme: t }) => ({ opacity: 1, backgroundColor: controlEdge(t) }),
        // The thumb is a target of its own: at least 24 × 24 px (WCAG 2.5.8), MUI's is 20.
        thumb: { width: 24, height: 24 },
      },
    },
    MuiCssBaseline: {
      styleOverrides: (t) => ({
        // Native elements get the same ring as MUI's focusVisible.
        'a:focus-visible, summary:focus-visible, [tabindex]:not([tabindex="-1"]):focus-visible': {
          outline: `2px solid ${t.vars?.palette.primary.main ?? THEME_PRIMARY}`,
          outlineOffset: 2,
        },
        // Inside a menu the ring is drawn within the item: the menu's edge would clip it.
        '.MuiMenu-list [tabindex]:focus-visible': { outlineOffset: -2 },
        ':root': { [LINK_COLOR_VAR]: t.vars?.palette.primary.main ?? THEME_PRIMARY },
        [`[${COLOR_SCHEME_ATTRIBUTE}="light"]`]: { [LINK_COLOR_VAR]: t.vars?.palette.primary.dark },
        // Content scrolled to (a focused control, a #fragment) stops below the sticky header,
        // not under it (WCAG 2.4.11).
        html: { scrollPaddingTop: STICKY_HEADER_CLEARANCE },
        // Headings and chart captions wrap into lines of even length, not a last word alone;
        // a word longer than the line (text enlarged to 200 % at 320 px) breaks, with a hyphen
        // where the language allows, instead of leaving the screen (WCAG 1.4.4, 1.4.10).
        // `anywhere`, not `break-word`: a heading in a flex row (a module card's title) may
        // then shrink below its longest word instead of pushing the row off the screen.
        'h1, h2, h3, figcaption': {
          textWrap: 'balance',
          overflowWrap: 'anywhere',
          hyphens: 'auto',
        },
        // A word longer than the line in running text (a web address staff typed into a support
        // service's description) breaks at the edge instead of pushing the page sideways (WCAG
        // 1.4.10). `break-word` leaves the widths of flex rows and tables as they were. Set on
        // the body and inherited, so a box that asks for `anywhere` (a module card's text)
        // still passes it to its paragraphs.
        body: { overflowWrap: 'break-word' },
        // A phone number stays on one line, so a student reads or copies it whole.
        'a[href^="tel:"]': { whiteSpace: 'nowrap' },
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
