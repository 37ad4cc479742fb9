import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import FlagIcon from '@mui/icons-material/OutlinedFlag';
import {
  CONTINUE_ANSWER,
  MENU_CONTINUATION,
  canCompleteModule,
  continuationAfterModule,
  moduleOfPage,
} from '@clearpath/core';
import { NotFoundMessage } from '../../components/not-found-message';
import { routes } from '../../config/routes';
import { modulesQuery, pageListQuery } from '../../features/content/content-api';
import { ContentPageView } from '../../features/content/content-page-view';
import { asModuleId, useNavigationStore } from '../../features/navigation/navigation-store';
import { ModuleClosed } from '../../features/navigation/module-closed';
import { Notifier } from '../../features/navigation/notifier';
import { PathProgress } from '../../features/navigation/path-progress';
import { usePathState } from '../../features/navigation/use-path';
import { useGoToPage } from '../../features/navigation/use-go-to-page';

/** "Section complete!" after a module: records the completion, then shows the code screen. */
export function SectionCompletePage() {
  const [params] = useSearchParams();
  const moduleId = asModuleId(params.get('module'));
  const modules = useQuery(modulesQuery());
  const module = modules.data?.find((item) => item.id === moduleId) ?? null;
  const completeModule = useNavigationStore((state) => state.completeModule);
  const leaveToMenu = useNavigationStore((state) => state.leaveToMenu);
  const goTo = useGoToPage();
  // Where the tree sent the student on, as they arrived; after a reload, where the completion
  // saved it (the module's last page), unless they look back over a module done before.
  const treeNext = useNavigationStore((state) => {
    if (state.next_page !== null || state.review_mode || module === null) return state.next_page;
    const saved = state.navigation_history[module.last]?.[CONTINUE_ANSWER];
    return typeof saved === 'string' ? saved : null;
  });
  const path = usePathState();
  // Never on into a module already completed (core's `continuationAfterModule`): the menu instead.
  const nextPage = treeNext === null ? null : continuationAfterModule(treeNext, path.completed);
  const pageList = useQuery(pageListQuery());
  const pages = pageList.data;
  // The tree's next page after the module (e.g. 2-0A after module 1), when it exists (docs/product.md §4).
  const onward = nextPage !== null && pages?.some((page) => page.id === nextPage) ? nextPage : null;
  const onwardModule = onward === null ? null : moduleOfPage(onward);
  const onwardTitle = modules.data?.find((item) => item.id === onwardModule)?.title ?? null;
  const allowed = module === null || canCompleteModule(module.id, path);
  // A module is complete only once its last page was reached (visited pages are kept in the
  // history): this address typed or followed by hand completes nothing.
  const reached = useNavigationStore(
    (state) => module !== null && Object.hasOwn(state.navigation_history, module.last),
  );
  const unknown = moduleId === null || (modules.isSuccess && module === null);
  // Where the path goes on: a page, or the menu ('my influences', docs/product.md §4); known once the page
  // list has loaded (or failed to: the completion itself is never held back for long).
  const continueTo =
    nextPage === MENU_CONTINUATION ? nextPage : pageList.isPending ? undefined : onward;

  useEffect(() => {
    if (module && allowed && reached && continueTo !== undefined) {
      completeModule(module.id, module.last, continueTo);
    }
  }, [completeModule, module, allowed, reached, continueTo]);

  // Review closes the programme for everyone (decision 0006): its main button is "Finish".
  const finishing = module?.id === 'Review';

  if (unknown) return <NotFoundMessage menu />;
  if (!allowed) return <ModuleClosed screening={module?.id === '1'} />;
  if (module && !reached) return <NotFoundMessage menu />;

  return (
    <>
      {module && module.id !== 'Review' ? (
        <PathProgress module={module.id} lastPage={module.last} />
      ) : null}
      <ContentPageView pageId={module?.last ?? 'section-complete'} contentId="section-complete" />
      <Box
        component="nav"
        aria-label="Page"
        sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 4, flexWrap: 'wrap' }}
      >
        {module ? (
          <Button
            variant="outlined"
            size="large"
            startIcon={<ArrowBackIcon aria-hidden />}
            onClick={() =>
              void goTo(routes.page.href(module.last), { viaArrows: true, back: true })
            }
          >
            Previous
          </Button>
        ) : (
          <span />
        )}
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <Button
            variant={onward === null && !finishing ? 'contained' : 'outlined'}
            size="large"
            startIcon={<HomeIcon aria-hidden />}
            onClick={() => {
              leaveToMenu();
              void goTo(routes.dashboard.href());
            }}
          >
            Go to the menu
          </Button>
          {finishing && (
            <Button
              variant="contained"
              size="large"
              endIcon={<FlagIcon aria-hidden />}
              onClick={() => void goTo(routes.end.href())}
            >
              Finish
            </Button>
          )}
          {!finishing && onward !== null && (
            <Button
              variant="contained"
              size="large"
              endIcon={<ArrowForwardIcon aria-hidden />}
              onClick={() => {
                const store = useNavigationStore.getState();
                store.setNextPage(null);
                store.saveHistory();
                void goTo(routes.page.href(onward));
              }}
            >
              {onwardTitle === null ? 'Continue' : `Continue to ${onwardTitle}`}
            </Button>
          )}
        </Box>
      </Box>
      <Notifier />
    </>
  );
}
