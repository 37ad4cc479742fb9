import { useQuery } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PlayIcon from '@mui/icons-material/PlayArrow';
import ReplayIcon from '@mui/icons-material/Replay';
import { DASHBOARD_MODULES, FIRST_PAGE } from '@clearpath/core';
import { routes } from '../../config/routes';
import { modulesQuery, tenantQuery } from '../content/content-api';
import { useNavigationStore } from '../navigation/navigation-store';
import { completedModules } from '../navigation/navigation-rules';
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

/** The menu of modules (spec §2). */
export function Dashboard({ loggedIn }: { loggedIn: boolean }) {
  const state = useNavigationStore(
    useShallow((s) => ({
      navigation_history: s.navigation_history,
      user_type: s.user_type,
      menu_items: s.menu_items,
      optional_available: s.optional_available,
      optional_completed: s.optional_completed,
      current_module: s.current_module,
      next_viewed_page: s.next_viewed_page,
      enterOptional: s.enterOptional,
      enterReview: s.enterReview,
    })),
  );
  const tenant = useQuery(tenantQuery());
  const completed = completedModules(state.navigation_history);
  const model = buildDashboard({
    userType: state.user_type,
    menuItems: state.menu_items,
    completed,
    optionalAvailable: state.optional_available,
    optionalCompleted: state.optional_completed,
    currentModule: state.current_module,
  });
  const resume = state.next_viewed_page;
  const current = DASHBOARD_MODULES.find((module) => module.id === state.current_module);
  const open = (entry: MenuEntry) => {
    if (entry.icon === 'lightbulb') state.enterOptional();
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 4 }}>
        <Button
          component={RouterLink}
          to={routes.page.href(resume ?? FIRST_PAGE)}
          variant="contained"
          size="large"
          startIcon={<PlayIcon aria-hidden />}
        >
          Get Started
        </Button>
        {current ? (
          <Button
            component={RouterLink}
            to={routes.page.href(current.entryPage)}
            onClick={state.enterReview}
            variant="outlined"
            size="large"
            startIcon={<ReplayIcon aria-hidden />}
          >
            Repeat Module
          </Button>
        ) : null}
      </Box>
      <Typography sx={{ mb: 3 }} color="text.secondary">
        {resume
          ? `“Get Started” takes you back to where you left off.`
          : 'Everyone starts with My Profile. The modules after it depend on your answers.'}
      </Typography>
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
          <Alert severity="info" variant="outlined">
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
