import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/CheckCircle';
import ChevronIcon from '@mui/icons-material/ChevronRight';
import LightbulbIcon from '@mui/icons-material/LightbulbOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { routes } from '../../config/routes';
import type { MenuEntry } from './dashboard-model';

/** The "Available" chip's text and edge in the light scheme: 5.0:1 on white (AA). */
const AVAILABLE_ON_LIGHT = '#B45309';

export interface ModuleFacts {
  color: string;
  summary: string;
  image?: string | null | undefined;
  minutes: number;
}

function Status({ entry }: { entry: MenuEntry }) {
  if (entry.icon === 'check') {
    return (
      <Chip
        icon={<CheckIcon aria-hidden />}
        label="Completed"
        size="small"
        color="success"
        variant="outlined"
      />
    );
  }
  if (entry.icon === 'lightbulb') {
    return (
      <Chip
        icon={<LightbulbIcon aria-hidden />}
        label="Available"
        size="small"
        color="warning"
        variant="outlined"
        // MUI's warning orange is 3.1:1 on white; a darker amber (5:1) in the light scheme.
        sx={(t) =>
          t.applyStyles('light', {
            color: AVAILABLE_ON_LIGHT,
            borderColor: AVAILABLE_ON_LIGHT,
            '& .MuiChip-icon': { color: AVAILABLE_ON_LIGHT },
          })
        }
      />
    );
  }
  if (entry.upcoming)
    return (
      <Chip icon={<LockIcon aria-hidden />} label="Coming up" size="small" variant="outlined" />
    );
  // Open, not done, and not where "Get Started" leads: a module the path went past (type 1 sent
  // from module 2 straight to Review leaves Maintaining My Values), still there to do.
  if (!entry.current)
    return (
      <Chip label={entry.started ? 'Started' : 'Not started'} size="small" variant="outlined" />
    );
  return null;
}

/** One module on the menu: its colour, image, summary and status; the current one is marked. */
export function ModuleCard({
  entry,
  facts,
  onOpen,
}: {
  entry: MenuEntry;
  facts: ModuleFacts | undefined;
  onOpen: () => void;
}) {
  const color = facts?.color ?? 'primary.main';
  const body = (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', p: 2 }}>
      {facts?.image ? (
        <Box
          component="img"
          src={facts.image}
          alt=""
          sx={{ width: 56, height: 56, flexShrink: 0 }}
        />
      ) : null}
      {/* A long word under enlarged text breaks rather than pushing the card past the screen's
          edge (WCAG 1.4.4). */}
      <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 0.5 }}>
          <Typography
            variant="h3"
            component="h3"
            sx={{ fontSize: '1.15rem', fontWeight: 600, hyphens: 'auto' }}
          >
            {entry.title}
          </Typography>
          {entry.current ? <Chip label="You are here" size="small" color="primary" /> : null}
          <Status entry={entry} />
        </Box>
        {facts ? (
          <Typography variant="body2" color="text.secondary">
            {facts.summary} About {facts.minutes} minutes.
          </Typography>
        ) : null}
        {entry.repeat ? (
          <Typography variant="body2" color="primary" sx={{ mt: 0.5, fontWeight: 600 }}>
            Repeat Module
          </Typography>
        ) : null}
      </Box>
      {entry.upcoming ? null : <ChevronIcon aria-hidden />}
    </Box>
  );
  return (
    <Card
      variant="outlined"
      aria-current={entry.current ? 'step' : undefined}
      sx={{
        borderLeft: 6,
        borderLeftColor: color,
        borderWidth: entry.current ? 2 : 1,
        borderLeftWidth: 6,
        opacity: entry.upcoming ? 0.85 : 1,
      }}
    >
      {entry.upcoming ? (
        body
      ) : (
        <CardActionArea
          component={RouterLink}
          to={routes.page.href(entry.entryPage)}
          onClick={onOpen}
          // The card clips what lies outside it: the focus ring is drawn inside its edge (WCAG
          // 2.4.7). Doubled, to outrank the theme's focus ring on ButtonBase.
          sx={{ '&&:focus-visible': { outlineOffset: '-4px' } }}
        >
          {body}
        </CardActionArea>
      )}
    </Card>
  );
}
