import { Link as RouterLink, useLoaderData, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ModulesIcon from '@mui/icons-material/ViewListOutlined';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { formatPageId, moduleOfPage, scoreValuesOfProfile } from '@clearpath/core';
import { routes } from '../../config/routes';
import { NotFoundMessage } from '../../components/not-found-message';
import { modulesQuery, pageListQuery, pageQuery } from '../../features/content/content-api';
import { PageLoading } from '../../features/content/content-page-view';
import { PageSlot, usePageAhead } from '../../features/content/page-ahead';
import { usePrefetchNext } from '../../features/content/use-prefetch-next';
import { ModuleClosed } from '../../features/navigation/module-closed';
import {
  arrowTargetsOf,
  servedPageOf,
  useNavigationStore,
} from '../../features/navigation/navigation-store';
import { useModuleOpen } from '../../features/navigation/use-path';
import { useProfileStore } from '../../features/profile/profile-store';
import { Notifier } from '../../features/navigation/notifier';
import { PathProgress } from '../../features/navigation/path-progress';
import { RevisitDialog } from '../../features/navigation/revisit-dialog';
import { isArrowState } from '../../features/navigation/use-go-to-page';
import { usePageVisit } from '../../features/navigation/use-page-visit';
import type { ContentPageParams } from './page-id-loader';

function idOf(page: ContentPageParams): string {
  return 'special' in page ? page.special : formatPageId(page);
}

/**
 * `/page/:page`: a page whose module is not open to the student is refused (core's
 * `isModuleOpen`); a page that is for other students sends them on to theirs (core's
 * `servedPage`, e.g. 2-0 → 2C-0 for user type 2); otherwise the page itself.
 */
export function ContentPage() {
  const params = useLoaderData<ContentPageParams>();
  const pageId = idOf(params);
  const navigate = useNavigate();
  const open = useModuleOpen(moduleOfPage(pageId));
  // A closed module's page that does not exist either (/page/2C-99) is "not found", as it would
  // be once the module opens: the page list says which pages exist.
  const pages = useQuery({ ...pageListQuery(), enabled: !open && !('special' in params) });
  const profile = useProfileStore((state) => state.profile);
  const served = useNavigationStore((state) =>
    servedPageOf(state, pageId, scoreValuesOfProfile(profile)),
  );
  useEffect(() => {
    if (served !== pageId) void navigate(routes.page.href(served), { replace: true });
  }, [navigate, pageId, served]);
  if (!open) {
    if (pages.isPending && pages.fetchStatus === 'fetching') return <PageLoading />;
    if (pages.data && !pages.data.some((page) => page.id === pageId)) {
      return <NotFoundMessage menu />;
    }
    return <ModuleClosed />;
  }
  if (served !== pageId) return null;
  return <OpenContentPage pageId={pageId} />;
}

/**
 * The line above a module page's title: "All modules" and the module's number, over a rule in the
 * module's colour. The pre-drawn module page draws it too (src/prerender/module-page.tsx).
 */
export function ModuleLine({
  moduleId,
  color,
  onMenu,
}: {
  moduleId: ReturnType<typeof moduleOfPage>;
  color: string | null;
  onMenu?: () => void;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        // Enlarged text (WCAG 1.4.4) puts the module's number under the link, not off the screen.
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        columnGap: 2,
        pb: 1,
        mb: 3,
        borderBottom: 4,
        borderColor: color ?? 'primary.main',
      }}
    >
      <Link
        component={RouterLink}
        to={routes.dashboard.href()}
        onClick={onMenu}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, py: 1 }}
      >
        <ModulesIcon fontSize="small" aria-hidden />
        All modules
      </Link>
      {moduleId !== null && moduleId !== 'Review' ? (
        <Typography variant="body2" color="text.secondary">
          Module {moduleId}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * The content page, with the visit recorded, the next page prefetched and drawn ahead, and the
 * dialogs.
 */
function OpenContentPage({ pageId }: { pageId: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const arrows = isArrowState(location.state) ? location.state : null;
  const page = useQuery(pageQuery(pageId));
  const modules = useQuery(modulesQuery());
  const module = modules.data?.find((item) => item.id === page.data?.module) ?? null;
  usePageVisit(pageId, module?.color ?? null, arrows?.back ?? false);
  // The target alone: recording this visit (or an answer) does not change it, so the route is
  // not drawn again for it.
  const arrowNext = useNavigationStore((state) => arrowTargetsOf(state, pageId).next);
  const next = page.data?.next ?? arrowNext;
  const likelyNext = pageId === module?.last ? null : next;
  usePrefetchNext(likelyNext);
  const ahead = usePageAhead(likelyNext === pageId ? null : likelyNext);
  const slots = ahead === null ? [pageId] : [pageId, ahead.id];
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  // Known from the address, so the module line and the progress bars are drawn with the first
  // frame and do not push the page down when the modules list arrives (CLS, issue #19).
  const moduleId = module?.id ?? moduleOfPage(pageId);
  return (
    <>
      <ModuleLine moduleId={moduleId} color={module?.color ?? null} onMenu={leaveToMenu} />
      {moduleId !== null && moduleId !== 'Review' ? (
        <PathProgress module={moduleId} lastPage={module?.last ?? null} />
      ) : null}
      {/* The likely next page is drawn ahead, hidden, once prefetched (PageSlot): on a slow
          phone a tap on "Next" then shows a page already drawn (issue #19). */}
      {slots.map((id) => (
        <PageSlot
          key={id}
          id={id}
          shown={id === pageId}
          parts={ahead?.id === id ? ahead.parts : null}
        />
      ))}
      <RevisitDialog
        key={`revisit-${pageId}`}
        pageId={pageId}
        viaArrows={arrows !== null}
        onContinue={(furthest) => void navigate(routes.page.href(furthest))}
      />
      <Notifier />
    </>
  );
}
