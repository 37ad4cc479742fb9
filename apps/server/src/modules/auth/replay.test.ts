import { describe, expect, it } from 'vitest';
import { ACCESS_CODE_BYTES, accessCodeFromBytes, type RegisterUserResponse } from '@clearpath/core';
import { openAnswer, registrationSettings, replayKeyHash, sealAnswer } from './replay';

const CODE = accessCodeFromBytes(new Uint8Array(ACCESS_CODE_BYTES).fill(42));

const ANSWER = {
  status: true,
  token: 'tok_0123456789abcdef0123456789abcdef0123456789a',
  user: {
    batch_id: 'b-1',
    user_uuid: '2b1f0c8e-8a43-4c39-9d55-0d6a1f4f7a11',
    tenant_id: 'ucc',
    password: CODE,
  },
  tree: { rules: [] },
  batch_id: 'b-1',
  remember_me: 0,
  enable_ga: 1,
} as unknown as Extract<RegisterUserResponse, { status: true }>;

const SECRETS = {
  pepper: 'pepper-of-the-test',
  idempotencyKey: 'reg-1',
  challengeId: '8f0e2f64-0d1c-4f0e-9d0b-6f1c2a3b4c5d',
};
const IV = new Uint8Array(12).fill(7);
const SETTINGS = registrationSettings({
  batch_id: null,
  domain: 'localhost',
  enable_ga: 1,
  remember_me: 0,
});

describe('a registration answer kept for a replay', () => {
  it('opens with the same key and challenge, without the decision tree, with its settings', () => {
    const sealed = sealAnswer(ANSWER, SETTINGS, { ...SECRETS, iv: IV });
    const { tree: _tree, ...kept } = ANSWER;
    expect(openAnswer(sealed, SECRETS)).toEqual({ answer: kept, request: SETTINGS });
    expect(sealed).not.toContain(CODE);
  });

  it('does not open with another Idempotency-Key, challenge or pepper, nor when altered', () => {
    const sealed = sealAnswer(ANSWER, SETTINGS, { ...SECRETS, iv: IV });
    expect(openAnswer(sealed, { ...SECRETS, idempotencyKey: 'reg-2' })).toBeNull();
    expect(openAnswer(sealed, { ...SECRETS, challengeId: 'another' })).toBeNull();
    expect(openAnswer(sealed, { ...SECRETS, pepper: 'another' })).toBeNull();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(openAnswer(bytes.toString('base64'), SECRETS)).toBeNull();
    expect(openAnswer('c2hvcnQ=', SECRETS)).toBeNull();
  });

  it('refuses an IV of the wrong length', () => {
    expect(() => sealAnswer(ANSWER, SETTINGS, { ...SECRETS, iv: new Uint8Array(8) })).toThrow(
      /12 bytes/,
    );
  });

  it('tells settings apart: batch, domain and each choice', () => {
    const base = { batch_id: null, domain: 'localhost', enable_ga: 1, remember_me: 0 };
    const variants = [
      base,
      { ...base, batch_id: '0d6a1f4f-7a11-4c39-9d55-2b1f0c8e8a43' },
      { ...base, domain: 'other.example' },
      { ...base, enable_ga: 0 },
      { ...base, remember_me: 1 },
    ].map(registrationSettings);
    expect(new Set(variants).size).toBe(variants.length);
    expect(registrationSettings({ ...base, batch_id: undefined })).toBe(registrationSettings(base));
  });

  it('keeps the Idempotency-Key only as a hash', () => {
    expect(replayKeyHash('reg-1')).toMatch(/^[0-9a-f]{64}$/);
    expect(replayKeyHash('reg-1')).not.toBe(replayKeyHash('reg-2'));
  });
});
