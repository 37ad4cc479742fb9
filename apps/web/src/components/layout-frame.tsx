import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { MAIN_CONTENT_ID } from '../config/routes';
import { CookieBanner } from '../features/cookies/cookie-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SkipLink } from './skip-link';

/**
 * What every layout shares: skip link, the cookie banner (first visit only), header, the main
 * landmark and the footer. The banner sits in the page flow, after the skip link, so it never
 * covers the header's "Get help".
 */
export function LayoutFrame({
  children,
  headerActions,
}: {
  children: ReactNode;
  /** Extra controls at the end of the header. */
  headerActions?: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <CookieBanner />
      <SiteHeader actions={headerActions} />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', pt: { xs: 3, md: 5 } }}
      >
        {children}
      </Box>
      <SiteFooter />
    </Box>
  );
}
