import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BODY_PANELS, type BodyPanel, type HarmsPanel } from '@clearpath/core';
import { BodyFigure } from './body-figure';
import { BODY_PARTS } from './body-parts';

/**
 * The body diagram (wider screens) and the same twelve parts as a list of buttons (always,
 * for small screens and screen readers); choosing one shows its panel in a polite live region.
 */
export function BodyExplorer({
  drugName,
  panels,
}: {
  drugName: string;
  panels: Record<BodyPanel, HarmsPanel>;
}) {
  const [selected, setSelected] = useState<BodyPanel | null>(null);
  const detailsId = useId();
  const listLabelId = useId();
  const panel = selected === null ? null : panels[selected];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ my: 2 }}>
      <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
        <BodyFigure selected={selected} controls={detailsId} onSelect={setSelected} />
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id={listLabelId} sx={{ mb: 1 }} color="text.secondary">
          Parts of the body
        </Typography>
        <Box
          component="ul"
          aria-labelledby={listLabelId}
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
          }}
        >
          {BODY_PANELS.map((name, index) => (
            <li key={name}>
              <Button
                fullWidth
                variant={selected === name ? 'contained' : 'outlined'}
                aria-pressed={selected === name}
                aria-controls={detailsId}
                onClick={() => setSelected(name)}
                sx={{ justifyContent: 'flex-start', textAlign: 'left', minHeight: 44 }}
              >
                <Box component="span" aria-hidden="true" sx={{ mr: 1, fontWeight: 700 }}>
                  {index + 1}.
                </Box>
                {BODY_PARTS[name].label}
              </Button>
            </li>
          ))}
        </Box>
        <Paper
          id={detailsId}
          role="region"
          aria-label="About this part of the body"
          aria-live="polite"
          variant="outlined"
          sx={{ mt: 2, p: 2, minHeight: 120 }}
        >
          {selected === null || panel === null ? (
            <Typography color="text.secondary">
              Choose a part of the body to find out how {drugName} can affect it.
            </Typography>
          ) : (
            <>
              <Typography variant="body2" color="text.secondary">
                {BODY_PARTS[selected].label}
              </Typography>
              <Typography variant="h3" sx={{ mb: 1 }}>
                {panel.title}
              </Typography>
              <Typography>{panel.text}</Typography>
            </>
          )}
        </Paper>
      </Box>
    </Stack>
  );
}
