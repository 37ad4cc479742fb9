import { UNSTORABLE_TEXT_MESSAGE } from '@clearpath/core';
import type { ApiError } from '../../lib/api-client';

export const UNSAVED_CHARACTER_MESSAGE =
  'One of your answers has a character we cannot save, so it was not saved. Please check it and try again.';
export const UNSAVED_ANSWER_MESSAGE =
  'One of your answers could not be saved. Please check it and try again.';

/**
 * What the student is told when the server refuses an answer for good (400): the queue has
 * dropped it and goes on with the next. Nothing for other refusals: a conflict means the first
 * answer stands, and a full store has its own message.
 */
export function refusedCommitMessage(error: Pick<ApiError, 'status' | 'fields'>): string | null {
  if (error.status !== 400) return null;
  const messages = Object.values(error.fields ?? {}).flat();
  return messages.includes(UNSTORABLE_TEXT_MESSAGE)
    ? UNSAVED_CHARACTER_MESSAGE
    : UNSAVED_ANSWER_MESSAGE;
}
