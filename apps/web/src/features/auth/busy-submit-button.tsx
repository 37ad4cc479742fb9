import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A form's submit button that stays focusable while the form is busy (aria-disabled, not
 * disabled, so keyboard and screen-reader users keep their place) and says what is happening.
 */
export function BusySubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button
      type="submit"
      variant="contained"
      aria-disabled={busy}
      // The pre-drawn landing shows it when pressed before the app is there (first-screen-loader).
      data-busy-label={busyLabel}
      sx={busy ? { opacity: 0.7 } : undefined}
      {...props}
    >
      {busy ? busyLabel : children}
    </Button>
  );
}
