import { useId, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BODY_PANELS, type BodyPanel, type HarmsPanel } from '@clearpath/core';
import { PhoneText } from '../../features/support/phone-text';
import { BodyFigure } from './body-figure';
import { BODY_PARTS } from './body-parts';

/**
 * The body diagram and the same twelve parts as a list of buttons, on every screen size. A
 * part's text opens right under its button (a disclosure), so on a phone it appears where the
 * student tapped. Choosing a part on the diagram opens it in the list and moves focus to its
 * button, which scrolls the text into view.
 */
export function BodyExplorer({
  drugName,
  panels,
}: {
  drugName: string;
  panels: Record<BodyPanel, HarmsPanel>;
}) {
  const [selected, setSelected] = useState<BodyPanel | null>(null);
  const baseId = useId();
  const buttons = useRef(new Map<BodyPanel, HTMLButtonElement>());
  const panelId = (name: BodyPanel) => `${baseId}-${name.replace(/\s+/g, '-')}`;

  function chooseOnFigure(name: BodyPanel) {
    setSelected(name);
    const button = buttons.current.get(name);
    button?.focus();
    // A script's smooth scroll is not stopped by the reduced-motion CSS rule: asked here.
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    button?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ my: 2 }}>
      <BodyFigure selected={selected} controls={panelId} onSelect={chooseOnFigure} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ mb: 1 }} color="text.secondary">
          Choose a part of the body to find out how {drugName} can affect it.
        </Typography>
        <Box
          component="ul"
          aria-label="Parts of the body"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
        >
          {BODY_PANELS.map((name, index) => {
            const open = selected === name;
            const panel = panels[name];
            return (
              <li key={name}>
                <Button
                  ref={(element) => {
                    if (element) buttons.current.set(name, element);
                    else buttons.current.delete(name);
                  }}
                  fullWidth
                  variant={open ? 'contained' : 'outlined'}
                  aria-expanded={open}
                  aria-controls={panelId(name)}
                  onClick={() => setSelected(open ? null : name)}
                  endIcon={
                    <ExpandMoreIcon
                      aria-hidden
                      sx={{ transform: open ? 'rotate(180deg)' : 'none' }}
                    />
                  }
                  sx={{
                    justifyContent: 'flex-start',
                    textAlign: 'left',
                    minHeight: 44,
                    scrollMarginTop: 96,
                    '& .MuiButton-endIcon': { ml: 'auto' },
                  }}
                >
                  <Box component="span" aria-hidden="true" sx={{ mr: 1, fontWeight: 700 }}>
                    {index + 1}.
                  </Box>
                  {BODY_PARTS[name].label}
                </Button>
                <Paper
                  id={panelId(name)}
                  role="region"
                  aria-label={BODY_PARTS[name].label}
                  hidden={!open}
                  variant="outlined"
                  sx={{ mt: 1, p: 2 }}
                >
                  <Typography variant="h3" sx={{ mb: 1 }}>
                    {panel.title}
                  </Typography>
                  <Typography>
                    <PhoneText text={panel.text} />
                  </Typography>
                </Paper>
              </li>
            );
          })}
        </Box>
      </Box>
    </Stack>
  );
}
