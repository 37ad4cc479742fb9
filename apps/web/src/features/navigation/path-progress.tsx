import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { OPTIONAL_TOTAL_STEPS, moduleOfPage, moduleProgress, type ModuleId } from '@clearpath/core';
import { useNavigationStore } from './navigation-store';
import { completedOf } from './use-path';

/**
 * A labelled bar: `label` on screen, short enough for one line on a phone, and `name`, which
 * contains it, for screen readers. With no value yet it is drawn at 0 %, unseen and out of the accessibility
 * tree, so nothing moves when the value comes. Two bars share a row at any width (their labels
 * wrap on a phone): stacked, the second pushed a result page's support services off the first
 * screen.
 */
function Bar({ label, name, value }: { label: string; name: string; value: number | null }) {
  const shown = value ?? 0;
  return (
    <Box
      aria-hidden={value === null ? true : undefined}
      sx={{
        flex: '1 1 0',
        minWidth: 0,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        visibility: value === null ? 'hidden' : undefined,
      }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          columnGap: 1,
          mb: 0.5,
        }}
      >
        <Typography variant="body2" aria-hidden sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          {label}
        </Typography>
        <Typography variant="body2" aria-hidden>
          {shown}%
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={shown}
        aria-label={name}
        aria-valuetext={`${shown}%`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Box>
  );
}

/**
 * How far the student is (docs/product.md §4): the path's standard progress, and the module's
 * own, for `module`, the module of the page shown (known from its address). A module with step
 * totals (3, 4, 4A, 5A) counts its own in the store (core's `optionalProgress`); any other but
 * Review gives its last page (`lastPage`, from its content), and its progress is counted from
 * the pages of it visited (core's `moduleProgress`), so a long module shows the student moving
 * on, not a path bar at 0 % for sixteen pages. The module's bar is drawn from the first frame
 * and keeps its place unseen until its value is known: until the store has recorded the visit
 * to this module (a student's first page has no module before it) and, for the others, its last
 * page is known (the modules list on its way). Drawn only once the store knew the module, it
 * pushed the path's bar aside on a first visit (a layout shift, issue #19).
 */
export function PathProgress({
  module,
  lastPage = null,
}: {
  module: ModuleId | null;
  lastPage?: string | null;
}) {
  const visiting = useNavigationStore(
    (state) => module !== null && state.current_module === module,
  );
  const optional = useNavigationStore((state) => state.progress);
  const pathProgress = useNavigationStore((state) => state.std_progress);
  const counted = module !== null && Object.hasOwn(OPTIONAL_TOTAL_STEPS, module);
  const own = useNavigationStore((state) => {
    if (counted || module === null || lastPage === null || moduleOfPage(lastPage) !== module) {
      return null;
    }
    const visited = Object.keys(state.navigation_history);
    if (state.current_page !== null) visited.push(state.current_page);
    const completed = completedOf(state.navigation_history).includes(module);
    return moduleProgress(lastPage, visited, completed);
  });
  const moduleValue = !visiting ? null : counted ? optional : own;
  return (
    <Box sx={{ display: 'flex', gap: 2, my: 2 }}>
      {module !== null && module !== 'Review' && (
        <Bar label="This module" name="Progress through this module" value={moduleValue} />
      )}
      <Bar label="Your path" name="Progress through your path" value={pathProgress} />
    </Box>
  );
}
