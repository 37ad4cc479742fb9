import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import HomeIcon from '@mui/icons-material/HomeOutlined';
import { evaluatePage, isModuleId, moduleOfPage, scoreValuesOfProfile } from '@clearpath/core';
import { routes } from '../../config/routes';
import { pageListQuery } from '../../features/content/content-api';
import { usePageContext } from '../../features/content/page-context';
import {
  arrowTargetsOf,
  followPath,
  useNavigationStore,
} from '../../features/navigation/navigation-store';
import { isBefore, resolveNextStep } from '../../features/navigation/navigation-rules';
import {
  clearGateMessage,
  gateMessageId,
  runBeforeNext,
  useGateMessage,
} from '../../features/navigation/page-gate';
import { useGoToPage } from '../../features/navigation/use-go-to-page';
import { useProfileStore } from '../../features/profile/profile-store';
import type { WebWidget, WidgetProps } from '../types';

/** Previous and next (docs/product.md §2): from the visited pages, the decision tree and the page's facts. */
function NavArrows({ attributes, pageId }: WidgetProps<'nav-arrows'>) {
  const context = usePageContext();
  const goTo = useGoToPage();
  // The target drawn, not the history: recording this visit or an answer does not change it.
  const previous = useNavigationStore(
    (state) => attributes.previous ?? arrowTargetsOf(state, pageId).previous,
  );
  const pages = useQuery(pageListQuery()).data;
  const blocked = useGateMessage(pageId);
  const [checking, setChecking] = useState(false);

  // A gate's message is about the answers as they were at the tap: once the student changes an
  // answer on this page it no longer holds, so it goes (the next tap on Next checks again).
  useEffect(() => {
    if (blocked === null) return;
    const answers = useNavigationStore.getState().navigation_history[pageId];
    return useNavigationStore.subscribe((state) => {
      if (state.navigation_history[pageId] !== answers) clearGateMessage(pageId);
    });
  }, [blocked, pageId]);
  // A message is about this visit: leaving the page takes it away.
  useEffect(() => () => clearGateMessage(pageId), [pageId]);
  // The message goes above the buttons and pushes them down: the page follows, so that the
  // message and the Next just pressed (which keeps the focus) stay on screen (WCAG 2.4.11).
  const nav = useRef<HTMLElement>(null);
  useEffect(() => {
    if (blocked !== null) nav.current?.scrollIntoView({ block: 'nearest' });
  }, [blocked]);

  /** docs/product.md §4: a module change to a page that does not exist is skipped (the menu instead). */
  const goToPage = (target: string) => {
    const store = useNavigationStore.getState();
    if (pages && moduleOfPage(target) !== moduleOfPage(pageId)) {
      const existing = new Set(pages.map((page) => page.id));
      if (store.moduleChange(target, existing) === null) {
        store.leaveToMenu();
        void goTo(routes.dashboard.href());
        return;
      }
    }
    void goTo(routes.page.href(target), { viaArrows: true });
  };

  const onNext = async () => {
    if (checking) return;
    setChecking(true);
    // A message it answers stays on the page (useGateMessage) until an answer changes.
    const message = await runBeforeNext(pageId).finally(() => setChecking(false));
    if (message !== null) return;
    const store = useNavigationStore.getState();
    const outcome = evaluatePage(
      store.tree,
      pageId,
      { type: 'completed' },
      {
        reviewMode: store.review_mode,
        userType: store.user_type,
        scores: scoreValuesOfProfile(useProfileStore.getState().profile),
        optionalInProgress: store.optional_mode,
      },
    );
    store.applyActions(outcome.actions);
    // The page the path really leads to, with an optional module it enters unlocked (docs/product.md §4).
    const scores = scoreValuesOfProfile(useProfileStore.getState().profile);
    const treeNext = outcome.next === null ? null : followPath(outcome.next, scores);
    store.setNextPage(treeNext);
    const step = resolveNextStep({
      pageId,
      treeNext: attributes.next ?? treeNext,
      final: outcome.final || context?.page.final === true,
      pageNext: context?.page.next ?? null,
      moduleLast: context?.module?.last ?? null,
      arrowNext: arrowTargetsOf(store, pageId).next,
      reviewMode: store.review_mode,
    });
    const module = context?.page.module ?? context?.module?.id ?? null;
    if (step?.kind === 'page') goToPage(step.id);
    else if (step?.kind === 'complete' && module !== null && isModuleId(module)) {
      void goTo(routes.sectionComplete.href(module), { viaArrows: true });
    }
  };

  const onPrevious = () => {
    if (isBefore(previous, pageId)) {
      void goTo(routes.page.href(previous), { viaArrows: true, back: true });
    } else {
      useNavigationStore.getState().leaveToMenu();
      void goTo(routes.dashboard.href());
    }
  };

  return (
    <Box
      component="nav"
      ref={nav}
      aria-label="Page"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 2,
        mt: 4,
        flexWrap: 'wrap',
        // Room below the buttons when the page follows them, for their focus ring.
        scrollMarginBottom: '16px',
      }}
    >
      <Box sx={{ flexBasis: '100%', '&:empty': { display: 'none' } }}>
        {blocked !== null &&
          (typeof blocked === 'string' ? (
            <Alert severity="warning" id={gateMessageId(pageId)}>
              {blocked}
            </Alert>
          ) : (
            <Alert severity="success" role="status">
              {blocked.saved}
            </Alert>
          ))}
      </Box>
      <Button
        variant="outlined"
        size="large"
        onClick={onPrevious}
        startIcon={
          isBefore(previous, pageId) ? <ArrowBackIcon aria-hidden /> : <HomeIcon aria-hidden />
        }
      >
        {isBefore(previous, pageId) ? 'Previous' : 'Menu'}
      </Button>
      <Button
        variant="contained"
        size="large"
        onClick={() => void onNext()}
        aria-busy={checking}
        endIcon={<ArrowForwardIcon aria-hidden />}
      >
        Next
      </Button>
    </Box>
  );
}

export const widget: WebWidget<'nav-arrows'> = { name: 'nav-arrows', Component: NavArrows };
