import { useEffect, useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MAIN_CONTENT_ID } from '../../config/routes';
import { openCookieDialog } from './cookie-dialog-store';
import { saveCookieChoices, useAnalyticsChoice } from './use-cookie-choices';

const CONFIRMATION = {
  accepted: 'You’ve accepted analytics cookies.',
  rejected: 'You’ve rejected analytics cookies.',
} as const;

/**
 * The cookie banner (docs/product.md §2): on a first visit, before any choice about analytics,
 * at the top of the page in the normal flow, so it never covers "Get help" or the support
 * links. Accept and Reject are the same kind of button; "View cookies" opens the dialog. After
 * a choice, a short confirmation takes its place until hidden.
 */
export function CookieBanner() {
  const choice = useAnalyticsChoice();
  const [confirmed, setConfirmed] = useState<keyof typeof CONFIRMATION | null>(null);
  const headingId = useId();
  const confirmationRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (confirmed) confirmationRef.current?.focus();
  }, [confirmed]);

  if (choice !== undefined && confirmed === null) return null;

  const choose = (analytics: 0 | 1) => {
    setConfirmed(analytics ? 'accepted' : 'rejected');
    void saveCookieChoices({ analytics });
  };

  const hide = () => {
    setConfirmed(null);
    document.getElementById(MAIN_CONTENT_ID)?.focus();
  };

  return (
    <Box
      component="section"
      // The pre-drawn landing hides it when the student has answered (first-screen-loader).
      data-cookie-banner=""
      aria-labelledby={confirmed ? undefined : headingId}
      aria-label={confirmed ? 'Cookies on Clearpath' : undefined}
      sx={{
        bgcolor: 'background.paper',
        borderTop: 4,
        borderTopColor: 'primary.main',
        borderBottom: 1,
        borderBottomColor: 'divider',
      }}
    >
      <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 3 } }}>
        {confirmed ? (
          <Box>
            <Typography ref={confirmationRef} tabIndex={-1} sx={{ mb: 2, outline: 'none' }}>
              {CONFIRMATION[confirmed]} You can change your cookie settings at any time, from
              “Cookie settings” at the bottom of every page.
            </Typography>
            <Button variant="outlined" onClick={hide}>
              Hide cookie message
            </Button>
          </Box>
        ) : (
          <>
            <Typography
              variant="h2"
              id={headingId}
              sx={{ fontSize: '1.25rem', fontWeight: 500, mb: 1 }}
            >
              Cookies on Clearpath
            </Typography>
            <Typography sx={{ mb: 1 }}>
              We use a few essential cookies to make Clearpath work.
            </Typography>
            <Typography sx={{ mb: 2 }}>
              We’d also like to use analytics cookies to count which pages get used, so we can
              improve Clearpath. They never include your answers or your access code.
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
              <Button variant="contained" onClick={() => choose(1)}>
                Accept analytics cookies
              </Button>
              <Button variant="contained" onClick={() => choose(0)}>
                Reject analytics cookies
              </Button>
              <Button variant="text" onClick={openCookieDialog}>
                View cookies
              </Button>
            </Box>
          </>
        )}
      </Container>
    </Box>
  );
}
