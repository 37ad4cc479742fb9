import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { BatchIdSchema } from '@clearpath/core';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { routes } from '../../config/routes';
import { ApiError } from '../../lib/api-client';
import { authActions, type SolvedChallenge } from './auth-store';
import type { ChallengeSolver } from './challenge-solver';
import { BusySubmitButton } from './busy-submit-button';
import { ChoiceCheckbox } from './choice-checkbox';
import { REMEMBER_ME_TEXT } from './choice-texts';
import { deviceCookies } from '../../lib/device-cookies';

/** A solved challenge is used within this time, well inside the server's expiry. */
const CHALLENGE_FRESH_MS = 5 * 60_000;

/**
 * Solves the registration challenge as soon as the student shows interest in starting, so that
 * "Start" rarely waits. Each solution is used once.
 */
function usePreparedChallenge(solve: ChallengeSolver) {
  const prepared = useRef<{ solution: Promise<SolvedChallenge>; at: number } | null>(null);

  const prepare = useCallback(() => {
    const current = prepared.current;
    if (current && Date.now() - current.at < CHALLENGE_FRESH_MS) return current.solution;
    const solution = solve();
    solution.catch(() => {
      if (prepared.current?.solution === solution) prepared.current = null;
    });
    prepared.current = { solution, at: Date.now() };
    return solution;
  }, [solve]);

  const take = useCallback(() => {
    const solution = prepare();
    prepared.current = null;
    return solution;
  }, [prepare]);

  return { prepare, take };
}

/**
 * What a student is told when the sign-up link's batch is closed or unknown, instead of being
 * put silently in the default batch (docs/architecture.md §4).
 */
export const BATCH_PROBLEMS = {
  batch_closed: {
    title: 'This sign-up link has closed',
    text: 'The link you followed was for a study or group that is no longer taking new people. You can still use Clearpath on your own, in exactly the same way.',
  },
  batch_unknown: {
    title: 'We don’t recognise this sign-up link',
    text: 'Part of the link may be missing. Check the link you were given, or use Clearpath on your own, in exactly the same way.',
  },
} as const;
type BatchProblem = keyof typeof BATCH_PROBLEMS;

function batchProblemOf(error: unknown): BatchProblem | null {
  if (!(error instanceof ApiError)) return null;
  return error.code === 'batch_closed' || error.code === 'batch_unknown' ? error.code : null;
}

interface Props {
  solveChallenge: ChallengeSolver;
  /** The recruitment batch from the link (`?batch=`) as given, if any. */
  batchId: string | null;
  onRegistered: (code: string) => void;
}

/**
 * "Start": a new anonymous session, remembered on this device only if chosen. The analytics
 * choice is the cookie banner's and the cookie dialog's, not asked again here.
 */
export function RegisterForm({ solveChallenge, batchId, onRegistered }: Props) {
  const titleId = useId();
  const [remember, setRemember] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [batchProblem, setBatchProblem] = useState<BatchProblem | null>(null);
  const challenge = usePreparedChallenge(solveChallenge);
  const prepare = () => void challenge.prepare().catch(() => {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setError(null);
    if (batchId !== null && !BatchIdSchema.safeParse(batchId).success) {
      setBatchProblem('batch_unknown');
      return;
    }
    setBusy(true);
    try {
      const outcome = await authActions['auth/register_user']({
        // Analytics is the cookie banner's choice (docs/product.md §2): off until allowed there.
        enableGa: deviceCookies.allowAnalytics() === '1' ? 1 : 0,
        rememberMe: remember ? 1 : 0,
        batchId,
        solveChallenge: challenge.take,
      });
      if (outcome.ok) {
        onRegistered(outcome.code);
        return;
      }
      setError(outcome.reason);
    } catch (caught) {
      const problem = batchProblemOf(caught);
      if (problem) setBatchProblem(problem);
      else setError(caught instanceof Error ? caught.message : String(caught));
    }
    setBusy(false);
  };

  return (
    <Box
      component="form"
      noValidate
      aria-labelledby={titleId}
      onSubmit={(event) => void submit(event)}
      onFocus={prepare}
      onPointerEnter={prepare}
    >
      <Typography variant="h3" component="h3" id={titleId} sx={{ mb: 1 }}>
        New here?
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Start now and you’ll get a private access code. It’s the only thing you need to come back.
      </Typography>
      <ChoiceCheckbox {...REMEMBER_ME_TEXT} checked={remember} onChange={setRemember} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      ) : null}
      {batchProblem ? (
        <Alert severity="info" role="alert" sx={{ mb: 2 }}>
          <AlertTitle>{BATCH_PROBLEMS[batchProblem].title}</AlertTitle>
          {BATCH_PROBLEMS[batchProblem].text}
          <Box sx={{ mt: 1.5 }}>
            <Button
              component={RouterLink}
              to={`${routes.landing.href()}#start`}
              variant="outlined"
              onClick={() => setBatchProblem(null)}
            >
              Start without the link
            </Button>
          </Box>
        </Alert>
      ) : null}
      <BusySubmitButton busy={busy} busyLabel="Starting…" size="large" fullWidth>
        Start
      </BusySubmitButton>
      <Box role="status">
        {busy ? (
          <>
            <Typography variant="body2" sx={{ mt: 1.5 }}>
              Setting up your private space. This usually takes a second or two.
            </Typography>
            <LinearProgress aria-label="Setting up" sx={{ mt: 1 }} />
          </>
        ) : null}
      </Box>
    </Box>
  );
}
