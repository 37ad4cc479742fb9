import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { usePrefersReducedMotion } from '../../components/charts/chart-figure';
import type { WebWidget, WidgetProps } from '../types';

/** One breath: in, a short hold, then a longer breath out (a longer out-breath helps calm). */
export const PHASES = [
  { text: 'Breathe in…', ms: 4000, scale: 1 },
  { text: 'Hold…', ms: 2000, scale: 1 },
  { text: 'Breathe out…', ms: 6000, scale: 0.55 },
] as const;
const RESTING_SCALE = 0.55;
const STILL_SCALE = 0.8;

type Status = 'idle' | 'running' | 'paused' | 'stopped' | 'done';
interface Run {
  status: Status;
  /** 0-based breath and phase. */
  breath: number;
  phase: number;
}

const IDLE: Run = { status: 'idle', breath: 0, phase: 0 };

/** The step after `run`'s phase has ended: the next phase, the next breath, or the end. */
export function nextStep(run: Run, breaths: number): Run {
  if (run.phase < PHASES.length - 1) return { ...run, phase: run.phase + 1 };
  if (run.breath < breaths - 1) return { ...run, breath: run.breath + 1, phase: 0 };
  return { status: 'done', breath: 0, phase: 0 };
}

const MESSAGES: Record<Exclude<Status, 'running'>, string> = {
  idle: "Sit comfortably and let your shoulders drop. Press Start when you're ready, then follow the words at your own pace.",
  paused: "Paused. Carry on whenever you're ready.",
  stopped: "Stopped. That's okay: you can start again whenever you like.",
  done: 'Well done. Take a moment to notice how you feel right now. You can come back to this whenever you need a pause.',
};

const MAIN_BUTTON: Record<Status, string> = {
  idle: 'Start',
  running: 'Pause',
  paused: 'Carry on',
  stopped: 'Start',
  done: 'Do it again',
};

/**
 * A short guided breathing exercise: a circle that softly grows as the student breathes in and
 * shrinks as they breathe out, with the step and the breath count announced politely once per
 * step. With reduced motion the circle stays still and only the words change.
 */
function BreathingGuide({ attributes }: WidgetProps<'breathing-guide'>) {
  const breaths = attributes.breaths ?? 3;
  const [run, setRun] = useState<Run>(IDLE);
  const reducedMotion = usePrefersReducedMotion();
  const mainButton = useRef<HTMLButtonElement>(null);
  const active = run.status === 'running' || run.status === 'paused';
  const phase = PHASES[run.phase]!;

  useEffect(() => {
    if (run.status !== 'running') return;
    const timer = setTimeout(() => setRun((current) => nextStep(current, breaths)), phase.ms);
    return () => clearTimeout(timer);
  }, [run, phase.ms, breaths]);

  // The Stop button goes when the exercise ends: focus on it moves to the main button.
  const stopFocused = useRef(false);
  useEffect(() => {
    if (!active && stopFocused.current) {
      stopFocused.current = false;
      mainButton.current?.focus();
    }
  }, [active]);

  function onMain() {
    if (run.status === 'running') setRun({ ...run, status: 'paused' });
    else if (run.status === 'paused') setRun({ ...run, status: 'running' });
    else setRun({ status: 'running', breath: 0, phase: 0 });
  }

  function stop() {
    setRun({ status: 'stopped', breath: 0, phase: 0 });
    mainButton.current?.focus();
  }

  const scale = reducedMotion ? STILL_SCALE : active ? phase.scale : RESTING_SCALE;
  const seconds = run.status === 'running' ? phase.ms / 1000 : 0;

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Breathing exercise"
      sx={{ p: { xs: 2, sm: 3 }, my: 2, textAlign: 'center' }}
    >
      <Box
        aria-hidden
        data-testid="breathing-circle"
        sx={{ width: 180, height: 180, mx: 'auto', mb: 2, display: 'grid', placeItems: 'center' }}
      >
        <Box
          style={{
            transform: `scale(${scale})`,
            transition: reducedMotion ? 'none' : `transform ${seconds}s ease-in-out`,
          }}
          sx={(theme) => ({
            width: '100%',
            height: '100%',
            borderRadius: '50%',
            border: 3,
            borderColor: 'primary.main',
            bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.2),
          })}
        />
      </Box>
      <Box role="status" aria-live="polite" sx={{ minHeight: '4.5rem' }}>
        {run.status === 'running' ? (
          <>
            <Typography variant="h3" component="p" sx={{ fontSize: '1.5rem' }}>
              {phase.text}
            </Typography>
            <Typography color="text.secondary">
              Breath {run.breath + 1} of {breaths}
            </Typography>
          </>
        ) : (
          <Typography>{MESSAGES[run.status]}</Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 2, mt: 2, flexWrap: 'wrap' }}>
        <Button ref={mainButton} variant="contained" size="large" onClick={onMain}>
          {MAIN_BUTTON[run.status]}
        </Button>
        {active && (
          <Button
            variant="outlined"
            onClick={stop}
            onFocus={() => (stopFocused.current = true)}
            // Focus moving on clears it; the button's own removal (no next target) does not.
            onBlur={(event) => {
              if (event.relatedTarget !== null) stopFocused.current = false;
            }}
          >
            Stop
          </Button>
        )}
      </Box>
    </Paper>
  );
}

export const widget: WebWidget<'breathing-guide'> = {
  name: 'breathing-guide',
  Component: BreathingGuide,
};
