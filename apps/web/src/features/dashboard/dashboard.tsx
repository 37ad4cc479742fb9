import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayIcon from '@mui/icons-material/PlayArrow';
import { isModuleId, moduleOfPage, type ModuleId } from '@clearpath/core';
import { routes } from '../../config/routes';
import { modulesQuery, tenantQuery } from '../content/content-api';
import { oncePerHistory, useNavigationStore } from '../navigation/navigation-store';
import { usePathPosition, usePathState } from '../navigation/use-path';
import { buildDashboard, type MenuEntry } from './dashboard-model';
import { DashboardLinks } from './dashboard-links';
import { ModuleCard } from './module-card';

function ModuleList({
  entries,
  onOpen,
}: {
  entries: MenuEntry[];
  onOpen: (entry: MenuEntry) => void;
}) {
  const facts = useQuery(modulesQuery()).data;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <ModuleCard
            entry={entry}
            facts={facts?.find((item) => item.id === entry.id)}
            onOpen={() => onOpen(entry)}
          />
        </li>
      ))}
    </Box>
  );
}

function moduleIdOf(page: string): ModuleId | null {
  const module = moduleOfPage(page);
  return module !== null && isModuleId(module) ? module : null;
}

/** The modules with a page in the history, once per history. */
const visitedModulesOf = oncePerHistory((history) => [
  ...new Set(Object.keys(history).flatMap((page) => moduleIdOf(page) ?? [])),
]);

/** The menu of modules (docs/product.md §2). */
export function Dashboard({ loggedIn }: { loggedIn: boolean }) {
  const state = useNavigationStore(
    useShallow((s) => ({
      user_type: s.user_type,
      menu_items: s.menu_items,
      next_viewed_page: s.next_viewed_page,
      enterOptional: s.enterOptional,
      enterReview: s.enterReview,
    })),
  );
  const visitedModules = useNavigationStore((s) => visitedModulesOf(s.navigation_history));
  const tenant = useQuery(tenantQuery());
  const path = usePathState();
  const position = usePathPosition();
  // "You are here" marks where Get Started leads, not the module last left: after "Section
  // complete!" that is the next module on the path, and nothing once the path is finished.
  const model = buildDashboard({
    ...path,
    menuItems: state.menu_items,
    visitedModules,
    currentModule: position.kind === 'page' ? moduleIdOf(position.page) : null,
  });
  const open = (entry: MenuEntry) => {
    if (entry.repeat) state.enterReview();
    else if (entry.icon === 'lightbulb') state.enterOptional();
  };
  const started = state.next_viewed_page !== null;
  return (
    <>
      {position.kind === 'finished' ? (
        // Part of the page, not news: a note, not an alert read out as the menu opens.
        <Alert severity="success" role="note" sx={{ mb: 4 }}>
          <AlertTitle component="p">You have finished every module on your path</AlertTitle>
          Well done. You can repeat any module below whenever you like
          {model.modules.some((entry) => !entry.repeat && !entry.upcoming)
            ? ', or try one you have not done yet.'
            : model.optional.some((entry) => entry.icon === 'lightbulb')
              ? ', or try one you have not done yet under “Want to learn more?”.'
              : '.'}
        </Alert>
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <Button
              component={RouterLink}
              to={routes.page.href(position.page)}
              variant="contained"
              size="large"
              startIcon={<PlayIcon aria-hidden />}
            >
              Get Started
            </Button>
          </Box>
          <Typography sx={{ mb: 3 }} color="text.secondary">
            {started
              ? '“Get Started” takes you to the next step on your path.'
              : 'Everyone starts with My Profile. The modules after it depend on your answers.'}
          </Typography>
        </>
      )}
      <Typography variant="h2" sx={{ mb: 2 }}>
        Your modules
      </Typography>
      <ModuleList
        entries={model.extra ? [...model.modules, model.extra] : model.modules}
        onOpen={open}
      />
      <Box component="section" aria-labelledby="more-title" sx={{ mt: 5 }}>
        <Typography variant="h2" id="more-title" sx={{ mb: 2 }}>
          Want to learn more?
        </Typography>
        {model.nothingUnlocked ? (
          <Alert severity="info" variant="outlined" role="note">
            Progress through the course to unlock additional modules!
          </Alert>
        ) : (
          <ModuleList entries={model.optional} onOpen={open} />
        )}
      </Box>
      <DashboardLinks tenant={tenant.data} loggedIn={loggedIn} />
    </>
  );
}
