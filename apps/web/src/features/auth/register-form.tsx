import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { authActions, type SolvedChallenge } from './auth-store';
import type { ChallengeSolver } from './challenge-solver';
import { BusySubmitButton } from './busy-submit-button';
import { ChoiceCheckbox } from './choice-checkbox';
import { ANALYTICS_TEXT, REMEMBER_ME_TEXT } from './choice-texts';

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

interface Props {
  solveChallenge: ChallengeSolver;
  /** The recruitment batch from the link (`?batch=`), if any. */
  batchId: string | null;
  onRegistered: (code: string) => void;
}

/** "Start": a new anonymous session with the two cookie choices, both off until chosen. */
export function RegisterForm({ solveChallenge, batchId, onRegistered }: Props) {
  const titleId = useId();
  const [remember, setRemember] = useState(false);
  const [analytics, setAnalytics] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const challenge = usePreparedChallenge(solveChallenge);
  const prepare = () => void challenge.prepare().catch(() => {});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      const outcome = await authActions['auth/register_user']({
        enableGa: analytics ? 1 : 0,
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
      setError(caught instanceof Error ? caught.message : String(caught));
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
      <ChoiceCheckbox {...ANALYTICS_TEXT} checked={analytics} onChange={setAnalytics} />
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
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
