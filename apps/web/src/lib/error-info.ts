import { isRouteErrorResponse } from 'react-router';

const DEFAULT_STATUS = 500;

function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' && Number.isInteger(found) ? found : undefined;
}

/** The HTTP-like status of a route error: statusCode, status or response.status, else 500. */
export function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status;
  const response =
    typeof error === 'object' && error !== null && 'response' in error
      ? (error as { response: unknown }).response
      : undefined;
  const status =
    numberAt(error, 'statusCode') ?? numberAt(error, 'status') ?? numberAt(response, 'status');
  return status !== undefined && status >= 400 && status <= 599 ? status : DEFAULT_STATUS;
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
