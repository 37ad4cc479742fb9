import { INPUT_LIMITS } from '@clearpath/core';

/**
 * A text field's counter: nothing before `from` characters, then how many of the `limit` are
 * used; at the limit it also says that nothing more was added, since the field (its maxlength)
 * silently drops the rest of a long paste. A character that takes two places (an emoji) may stop
 * one short of the limit, so that counts as full too.
 */
export function describeLength(
  length: number,
  from: number,
  limit: number = INPUT_LIMITS.text,
): string | undefined {
  if (length < from) return undefined;
  const count = `${length} of ${limit} characters`;
  return length >= limit - 1
    ? `${count}: that's the most this box holds, so anything past it wasn't added.`
    : count;
}

/**
 * What a screen reader is told as a long text nears the limit: the same words from one step to
 * the next (200, 100 and 50 characters left, then full), so a live region holding them speaks
 * a few times on the way, never at every key as the counter itself changes.
 */
export function lengthMilestone(
  length: number,
  from: number,
  limit: number = INPUT_LIMITS.text,
): string | undefined {
  if (length < from) return undefined;
  if (length >= limit - 1) return `This box is full: ${limit} of ${limit} characters.`;
  const left = limit - length;
  const step = [50, 100, 200].find((size) => left <= size);
  return step === undefined
    ? `${length} of ${limit} characters used.`
    : `${step} characters or fewer left in this box.`;
}
