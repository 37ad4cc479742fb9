import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { BrandLink, HeaderBar } from '../../components/header-bar';
import { SkipLink } from '../../components/skip-link';
import { ThemeToggle } from '../../components/theme-toggle';
import { MAIN_CONTENT_ID, routes } from '../../config/routes';
import { sectionHref } from './admin-sections';

interface AdminFrameProps {
  children: ReactNode;
  /** Controls at the end of the header (tenant choice, sign out). */
  actions?: ReactNode;
  /** The sections menu, when signed in. */
  sections?: readonly { segment: string; label: string }[];
  /** The query string the menu links keep (tenant and filters), with its `?`. */
  search?: string;
}

/**
 * The staff area's page: skip link, a header of its own (no student links), the sections menu
 * and the main landmark.
 */
export function AdminFrame({ children, actions, sections, search = '' }: AdminFrameProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      <HeaderBar
        below={sections ? <SectionsMenu sections={sections} search={search} /> : undefined}
      >
        <BrandLink to={routes.administration.href()}>
          <Box component="span" sx={{ fontSize: '1.125rem', fontWeight: 500 }}>
            Clearpath
            {/* On a phone the name alone, so the header keeps to one row. */}
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              {' '}
              administration
            </Box>
          </Box>
        </BrandLink>
        <Box sx={{ flexGrow: 1 }} />
        <ThemeToggle />
        {actions}
      </HeaderBar>
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, outline: 'none', py: { xs: 3, md: 4 } }}
      >
        <Container maxWidth="lg">{children}</Container>
      </Box>
    </Box>
  );
}

function SectionsMenu({
  sections,
  search,
}: {
  sections: readonly { segment: string; label: string }[];
  search: string;
}) {
  return (
    <Container maxWidth="lg">
      <Box component="nav" aria-label="Administration">
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}
        >
          {sections.map((section) => (
            <li key={section.segment}>
              <Link
                component={NavLink}
                to={sectionHref(section.segment, search)}
                end
                underline="none"
                sx={{
                  display: 'inline-block',
                  px: 1.5,
                  py: 1.25,
                  fontWeight: 500,
                  color: 'text.secondary',
                  borderBottom: 3,
                  borderColor: 'transparent',
                  '&[aria-current="page"]': { color: 'primary.main', borderColor: 'primary.main' },
                }}
              >
                {section.label}
              </Link>
            </li>
          ))}
        </Box>
      </Box>
    </Container>
  );
}
