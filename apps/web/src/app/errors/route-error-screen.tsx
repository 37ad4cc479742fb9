import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useRouteError } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { NotFoundMessage } from '../../components/not-found-message';
import { authActions } from '../../features/auth/auth-store';
import { routes } from '../../config/routes';
import {
  browserChunkReloadDeps,
  canReloadForChunkError,
  isChunkError,
  reloadForChunkError,
  type ChunkReloadDeps,
} from '../../lib/chunk-reload';
import { ApiError } from '../../lib/api-client';
import { errorMessage, errorStatus } from '../../lib/error-info';
import { reportError } from '../../lib/error-reporting';
import { useReleasePredrawn } from '../../lib/predrawn';

interface Props {
  /** Clock, storage and reload for the chunk-load recovery; the browser's by default. */
  chunkReload?: ChunkReloadDeps;
}

/** Every route's error element: 404 → the not-found page; anything else → the error screen. */
export function RouteErrorScreen({ chunkReload }: Props) {
  const error = useRouteError();
  useReleasePredrawn();
  const status = errorStatus(error);
  if (status === 404) return <NotFoundMessage />;
  return <ErrorScreen error={error} status={status} chunkReload={chunkReload} />;
}

const GENERIC_TEXT =
  'Something went wrong while loading this screen. Going back and trying again usually helps.';
const CHUNK_FAILED_TEXT =
  'Part of Clearpath could not be downloaded. This can happen on a weak signal or just after we update the site. Check your connection, then reload the page.';

interface ErrorScreenProps {
  error: unknown;
  status: number;
  chunkReload: ChunkReloadDeps | undefined;
}

function ErrorScreen({ error, status, chunkReload }: ErrorScreenProps) {
  const navigate = useNavigate();
  const location = useLocation();
  const [deps] = useState(() => chunkReload ?? browserChunkReloadDeps());
  const chunkFailed = isChunkError(error);
  const [reloading] = useState(() => chunkFailed && canReloadForChunkError(deps));
  const [retrying, setRetrying] = useState(false);

  useEffect(() => {
    if (reloading) reloadForChunkError(error, deps);
  }, [reloading, error, deps]);

  // Docs/product.md §7: what broke is reported (scrubbed), unless it is only a lost connection.
  useEffect(() => {
    const offline = error instanceof ApiError && error.status === 0;
    if (!reloading && !offline) reportError(error, 'route');
  }, [reloading, error]);

  if (reloading) {
    return (
      <Typography role="status" sx={{ py: 4 }}>
        Loading the latest version of Clearpath…
      </Typography>
    );
  }

  // docs/product.md §2, §8: "Go Back" first logs in again with the code in memory, and logs out if that
  // fails. The first location of a session has the key "default": there is nothing in the app
  // to go back to, so it goes home instead of leaving Clearpath.
  const goBack = async () => {
    if (retrying) return;
    setRetrying(true);
    const outcome = await authActions['auth/retryLogin']();
    if (outcome === 'logged-out' || location.key === 'default') {
      void navigate(routes.landing.href());
    } else {
      void navigate(-1);
    }
  };

  return (
    <>
      <title>Error · Clearpath</title>
      <Typography variant="h1" gutterBottom>
        Oh no! There&apos;s been an error.
      </Typography>
      <Typography sx={{ mb: 2 }}>{chunkFailed ? CHUNK_FAILED_TEXT : GENERIC_TEXT}</Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, mb: 3 }}>
        {/* A message may hold an address with no place to break (a failed chunk's URL). */}
        <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {errorMessage(error)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Error code {status}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 3 }}>
        <Button
          variant="contained"
          size="large"
          aria-disabled={retrying}
          onClick={() => void goBack()}
        >
          Go Back
        </Button>
        {chunkFailed ? (
          <Button variant="outlined" size="large" onClick={() => deps.reload()}>
            Reload page
          </Button>
        ) : null}
        <Link component={RouterLink} to={routes.landing.href()}>
          Home page
        </Link>
      </Box>
    </>
  );
}
