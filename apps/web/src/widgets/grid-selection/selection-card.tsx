import { CHOICE_FOCUS_SX } from '../shared/choice-focus';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import type { ContentOption } from '@clearpath/core';

/**
 * One card of the grid: a real checkbox inside a label, so the whole card is the target and
 * keyboard, screen readers and voice control all see a checkbox. Selected cards show a tick and
 * a thicker border, not only a colour.
 */
export function SelectionCard({
  option,
  checked,
  onChange,
}: {
  option: ContentOption;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        minHeight: 48,
        cursor: 'pointer',
        borderRadius: 1,
        border: '2px solid',
        borderColor: checked ? 'primary.main' : 'divider',
        outline: checked ? '2px solid' : 'none',
        outlineColor: 'primary.main',
        bgcolor: checked ? 'action.selected' : 'background.paper',
        overflow: 'hidden',
        ...CHOICE_FOCUS_SX,
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {option.img && (
        <Box
          component="img"
          src={option.img}
          alt=""
          loading="lazy"
          decoding="async"
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, p: 1, pl: 0.5 }}>
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          sx={{ p: 0.75 }}
        />
        <Typography
          component="span"
          // A word longer than the card breaks rather than being cut off by the card's edge.
          sx={{ pt: 0.75, minWidth: 0, overflowWrap: 'anywhere', fontWeight: checked ? 500 : 400 }}
        >
          {option.text}
        </Typography>
      </Box>
    </Box>
  );
}
