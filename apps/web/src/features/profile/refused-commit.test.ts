import { describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '@clearpath/core';
import {
  refusedCommitMessage,
  UNSAVED_ANSWER_MESSAGE,
  UNSAVED_CHARACTER_MESSAGE,
} from './refused-commit';

describe('refusedCommitMessage', () => {
  it('names the character when the server refused text it cannot store', () => {
    const error = { status: 400, fields: { value: [UNSTORABLE_TEXT_MESSAGE] } };
    expect(refusedCommitMessage(error)).toBe(UNSAVED_CHARACTER_MESSAGE);
  });

  it('asks to check the answer for any other 400', () => {
    expect(refusedCommitMessage({ status: 400, fields: undefined })).toBe(UNSAVED_ANSWER_MESSAGE);
  });

  it('says nothing for a conflict (the first answer stands)', () => {
    expect(refusedCommitMessage({ status: 409, fields: undefined })).toBeNull();
  });
});
