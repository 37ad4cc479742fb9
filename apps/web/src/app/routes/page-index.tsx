import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import {
  DASHBOARD_MODULES,
  comparePageIds,
  isModuleOpen,
  scoreValuesOfProfile,
  skippedPages,
} from '@clearpath/core';
import { routes } from '../../config/routes';
import { pageListQuery } from '../../features/content/content-api';
import { servedPageOf, useNavigationStore } from '../../features/navigation/navigation-store';
import { usePathState } from '../../features/navigation/use-path';
import { useProfileStore } from '../../features/profile/profile-store';

/** A page written for some students in place of another (2-0A for 2-0): its id ends in letters. */
const isVariant = (id: string) => /-\d+[A-Z]+$/.test(id);

/**
 * `/page`: the pages of every module open to the student (core's `isModuleOpen`), from the
 * content API. Modules not open yet, or meant for other students, are left out: their pages
 * would only say so. A page that the path serves to this student in place of another (2-0A for
 * a student who used no drug) is listed instead of it, and other students' variants not at all,
 * so no two links share a title; pages their path steps over (core's `skippedPages`) are left out.
 */
export function PageIndexPage() {
  const pages = useQuery(pageListQuery());
  const path = usePathState();
  const open = DASHBOARD_MODULES.filter((module) => isModuleOpen(module.id, path));
  const route = useNavigationStore(
    useShallow(({ tree, user_type, optional_mode }) => ({ tree, user_type, optional_mode })),
  );
  const profile = useProfileStore((state) => state.profile);
  const all = pages.data ?? [];
  const scores = scoreValuesOfProfile(profile);
  // Where the path takes this student for each page: itself, or the page served in its place.
  const servedTo = new Map(all.map((page) => [page.id, servedPageOf(route, page.id, scores)]));
  const servedInstead = new Set([...servedTo].filter(([id, to]) => to !== id).map(([, to]) => to));
  // Pages the path steps over for this student (1-2 and 1-4 to 1-7 for one who used no drug).
  const skipped = skippedPages(
    route.tree,
    all.map((page) => page.id),
    { userType: route.user_type, scores, optionalInProgress: route.optional_mode },
  );
  const listed = all.filter(
    (page) =>
      servedTo.get(page.id) === page.id &&
      (!isVariant(page.id) || servedInstead.has(page.id)) &&
      !skipped.has(page.id),
  );
  return (
    <>
      <title>Activities · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Activities
      </Typography>
      <Typography sx={{ mb: 3 }}>
        Every page of the modules open to you, in order. More modules open as you go along your
        path, and the menu shows where to carry on.
      </Typography>
      {pages.isError ? <Alert severity="error">{pages.error.message}</Alert> : null}
      {pages.isPending ? <Typography role="status">Loading the pages…</Typography> : null}
      {open.map((module) => {
        const own = listed
          .filter((page) => page.module === module.id || page.id === module.id)
          .sort((a, b) => comparePageIds(a.id, b.id));
        if (own.length === 0) return null;
        return (
          <Box
            component="section"
            key={module.id}
            aria-labelledby={`index-${module.id}`}
            sx={{ mb: 3 }}
          >
            <Typography variant="h2" id={`index-${module.id}`} sx={{ mb: 1, fontSize: '1.25rem' }}>
              {module.title}
            </Typography>
            <Box component="ul" sx={{ pl: 3, m: 0 }}>
              {own.map((page) => (
                <Typography component="li" key={page.id} sx={{ mb: 0.5 }}>
                  <Link component={RouterLink} to={routes.page.href(page.id)}>
                    {page.title}
                  </Link>
                </Typography>
              ))}
            </Box>
          </Box>
        );
      })}
    </>
  );
}
