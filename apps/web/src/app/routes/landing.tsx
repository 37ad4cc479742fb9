import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { AccessPanel } from '../../features/auth/access-panel';
import { HelpNowPanel } from '../../features/support/help-now-panel';
import { HowAnonymityWorks, HowLongItTakes, WhatYouGet } from './landing-sections';

/** `/`; `firstScreen` when the build pre-draws it (prerender/landing.tsx; see `AccessPanel`). */
export function LandingPage({ firstScreen = false }: { firstScreen?: boolean }) {
  return (
    <>
      <title>Clearpath · A private check-in on your drug use</title>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
            // Wide screens: the tall start panel sits beside the introduction and the first
            // sections, so neither column leaves a gap. The source order (introduction, panel,
            // sections, help) is the reading and tab order on every screen.
            gridTemplateRows: { md: 'auto auto 1fr' },
            alignItems: 'start',
          }}
        >
          <Box sx={{ gridColumn: 1, gridRow: { md: 1 } }}>
            <Typography
              component="p"
              variant="overline"
              color="text.secondary"
              sx={{ fontSize: '0.875rem', letterSpacing: '0.08em' }}
            >
              For students in Ireland
            </Typography>
            {/* A non-breaking hyphen (U+2011): "check-" never ends a line of the heading. */}
            <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: 2 }}>
              A private check‑in on your drug use
            </Typography>
            <Typography sx={{ fontSize: '1.2rem' }}>
              Clearpath helps you take an honest look at your drug use — or your choice not to use —
              without anyone knowing it is you. Answer some questions, get feedback made for you,
              learn practical ways to stay safer, and find support if you want it.
            </Typography>
          </Box>
          <Box sx={{ gridColumn: { xs: 1, md: 2 }, gridRow: { md: '1 / span 2' } }}>
            <AccessPanel firstScreen={firstScreen} />
          </Box>
          <Box sx={{ gridColumn: 1, gridRow: { md: '2 / span 2' } }}>
            <WhatYouGet />
            <HowAnonymityWorks />
            <HowLongItTakes />
          </Box>
          <Box sx={{ gridColumn: { xs: 1, md: 2 }, gridRow: { md: 3 } }}>
            <HelpNowPanel />
          </Box>
        </Box>
      </Container>
    </>
  );
}
