import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from './load-error';

/**
 * What a widget shows while its options load or when they could not be loaded: a quiet
 * placeholder (announced once) or a kind error with a retry. Returns null once they are there.
 */
export function OptionSetStatus({
  query,
  label,
}: {
  query: UseQueryResult<unknown>;
  label: string;
}) {
  if (query.isSuccess) return null;
  if (query.isError) {
    return (
      <LoadError onRetry={() => void query.refetch()}>
        We couldn&apos;t load the choices for &ldquo;{label}&rdquo;. Check your connection and try
        again. Nothing you&apos;ve already answered is lost.
      </LoadError>
    );
  }
  if (query.fetchStatus === 'paused') {
    return (
      <Typography role="status" color="text.secondary">
        You&apos;re offline, and the choices for &ldquo;{label}&rdquo; aren&apos;t on this phone
        yet. They will appear as soon as you&apos;re back online.
      </Typography>
    );
  }
  return (
    <Stack spacing={1} role="status" aria-label={`Loading the choices for ${label}`}>
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
      <Skeleton variant="rounded" height={40} />
    </Stack>
  );
}
