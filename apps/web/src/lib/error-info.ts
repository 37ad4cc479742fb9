import { isRouteErrorResponse } from 'react-router';
import { errorStatus as statusOfError } from '@clearpath/core';

/** The HTTP-like status of a route error: a router response's, else core's rule (docs/product.md §8). */
export function errorStatus(error: unknown): number {
  return isRouteErrorResponse(error) ? error.status : statusOfError(error);
}

/** A message to show for a route error, in words a student can read. */
export function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    if (typeof error.data === 'string' && error.data.trim() !== '') return error.data;
    return error.statusText || `The request failed with status ${error.status}.`;
  }
  if (error instanceof Error && error.message.trim() !== '') return error.message;
  if (typeof error === 'string' && error.trim() !== '') return error;
  return 'Something went wrong that we did not expect.';
}
