import { describe, expect, it } from 'vitest';
import { EMPTY_PROFILE } from '../profile';
import {
  CaptchaChallengeResponseSchema,
  LoginUserRequestSchema,
  LoginUserResponseSchema,
  LogoutUserRequestSchema,
  RegisterTestUserRequestSchema,
  RegisterUserRequestSchema,
  RegisterUserResponseSchema,
  UserSchema,
} from './auth';

const base = { domain: 'ucc.clearpath.ie', enable_ga: 0, remember_me: 1 };
const user = {
  batch_id: 'default',
  user_uuid: '0b6f1d7c-3f7e-4a8c-9c55-2d4f6d1e9a10',
  tenant_id: 'ucc',
  password: 'ABCD-EFGH-JKMN',
};
const session = { token: 't'.repeat(43), user, tree: {}, batch_id: 'default' };
const registered = { ...session, remember_me: 1, enable_ga: 0 };

describe('RegisterUserRequestSchema', () => {
  it.each([
    [{ ...base, recaptcha_token: 'token' }],
    [{ ...base, key: 'challenge-1', captcha: 'payload' }],
    [{ ...base, batch_id: 'spring-2025', recaptcha_token: 'token' }],
    [{ ...base, batch_id: null, recaptcha_token: 'token' }],
    [{ ...base, enable_ga: true, remember_me: false, recaptcha_token: 'token' }],
    [{ ...base, enable_ga: '1', remember_me: '0', recaptcha_token: 'token' }],
  ])('accepts %j', (body) => {
    expect(RegisterUserRequestSchema.safeParse(body).success).toBe(true);
  });

  it('turns boolean and string flags into 0/1', () => {
    const parsed = RegisterUserRequestSchema.parse({
      ...base,
      enable_ga: true,
      remember_me: '0',
      recaptcha_token: 't',
    });
    expect([parsed.enable_ga, parsed.remember_me]).toEqual([1, 0]);
  });

  it.each([
    ['no challenge', base],
    ['a key without a captcha', { ...base, key: 'k' }],
    ['a captcha without a key', { ...base, captcha: 'c' }],
    ['an empty token', { ...base, recaptcha_token: '' }],
    ['an oversized token', { ...base, recaptcha_token: 'x'.repeat(4097) }],
    ['an oversized captcha', { ...base, key: 'k', captcha: 'x'.repeat(8193) }],
    ['no domain', { enable_ga: 0, remember_me: 0, recaptcha_token: 't' }],
    ['a domain with a path', { ...base, domain: 'evil.ie/<script>', recaptcha_token: 't' }],
    ['an oversized domain', { ...base, domain: 'x'.repeat(261), recaptcha_token: 't' }],
    ['enable_ga 2', { ...base, enable_ga: 2, recaptcha_token: 't' }],
    ["remember_me 'yes'", { ...base, remember_me: 'yes', recaptcha_token: 't' }],
    ['no remember_me', { ...base, remember_me: undefined, recaptcha_token: 't' }],
    ['a batch id with a space', { ...base, batch_id: 'a b', recaptcha_token: 't' }],
    ['an oversized batch id', { ...base, batch_id: 'x'.repeat(65), recaptcha_token: 't' }],
    ['a numeric batch id', { ...base, batch_id: 7, recaptcha_token: 't' }],
    ['a string body', 'register'],
  ])('rejects %s', (_, body) => {
    expect(RegisterUserRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('RegisterTestUserRequestSchema', () => {
  it('needs no challenge', () => {
    expect(RegisterTestUserRequestSchema.safeParse(base).success).toBe(true);
  });

  it.each([[{}], [{ ...base, enable_ga: 5 }], [{ ...base, domain: '' }]])('rejects %j', (body) => {
    expect(RegisterTestUserRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('RegisterUserResponseSchema', () => {
  it.each([[{ status: true, ...registered }], [{ status: false, reason: 'Challenge failed' }]])(
    'accepts %j',
    (body) => {
      expect(RegisterUserResponseSchema.safeParse(body).success).toBe(true);
    },
  );

  it('wants the cookie settings with a session (docs/product.md §3)', () => {
    expect(RegisterUserResponseSchema.safeParse({ status: true, ...session }).success).toBe(false);
  });

  it.each([
    ['success without a session', { status: true }],
    ['rejection without a reason', { status: false }],
    ['a string status', { status: 'ok', ...registered }],
    ['a short token', { status: true, ...registered, token: 'short' }],
    ['a bad tree', { status: true, ...registered, tree: { '9-9': {} } }],
    ['a flag that is not 0 or 1', { status: true, ...registered, enable_ga: 2 }],
  ])('rejects %s', (_, body) => {
    expect(RegisterUserResponseSchema.safeParse(body).success).toBe(false);
  });
});

describe('UserSchema', () => {
  it.each([
    [{ ...user, user_uuid: 'not-a-uuid' }],
    [{ ...user, tenant_id: 'UCC' }],
    [{ ...user, password: 'abcd-efgh-jkmn' }],
    [{ ...user, batch_id: undefined }],
  ])('rejects %j', (candidate) => {
    expect(UserSchema.safeParse(candidate).success).toBe(false);
  });
});

describe('LoginUserRequestSchema', () => {
  it.each(['ABCD-EFGH-JKMN', 'abcd efgh jkmn', '', 'not a code at all'])(
    'accepts the string %j (malformed codes are refused later, like wrong ones)',
    (password) => {
      expect(LoginUserRequestSchema.safeParse({ password }).success).toBe(true);
    },
  );

  it('takes a solved challenge beside the code, and nothing empty or oversized', () => {
    const solved = { password: 'ABCD-EFGH-JKMN', key: 'k', captcha: 'c' };
    expect(LoginUserRequestSchema.parse(solved)).toEqual(solved);
    expect(LoginUserRequestSchema.safeParse({ ...solved, key: '' }).success).toBe(false);
    expect(LoginUserRequestSchema.safeParse({ ...solved, captcha: 'x'.repeat(8193) }).success).toBe(
      false,
    );
  });

  it.each([
    [{}],
    [{ password: 123456789012 }],
    [{ password: null }],
    [{ password: 'x'.repeat(65) }],
    [42],
  ])('rejects %j', (body) => {
    expect(LoginUserRequestSchema.safeParse(body).success).toBe(false);
  });
});

describe('LoginUserResponseSchema', () => {
  const login = {
    ...session,
    remember_me: 1,
    enable_ga: 0,
    profile: { ...EMPTY_PROFILE, quiz_score: 7, user_type: 3, primary_drug: 0 },
    selected_drugs: [0, 2],
    navigation_history: { '1-0': {}, '1-1': { 'drug-select': ['0', '2'] } },
    last_page: '1-1',
    optional_history: { history: { '3': 2 }, completed: [], available: ['3'] },
    progress: 12,
  };

  it('accepts a full restore', () => {
    expect(LoginUserResponseSchema.parse(login)).toEqual(login);
  });

  it('accepts a fresh participant', () => {
    const fresh = {
      ...login,
      profile: EMPTY_PROFILE,
      selected_drugs: [],
      navigation_history: {},
      last_page: null,
      optional_history: { history: {}, completed: [], available: [] },
      progress: 0,
    };
    expect(LoginUserResponseSchema.safeParse(fresh).success).toBe(true);
  });

  it.each<[string, Record<string, unknown>]>([
    ['remember_me true', { remember_me: true }],
    ['progress 101', { progress: 101 }],
    ['drug 8', { selected_drugs: [8] }],
    ['a bad last page', { last_page: 'x' }],
    ['a bad history page', { navigation_history: { nope: {} } }],
    ['no profile', { profile: undefined }],
    [
      'a module both completed twice',
      { optional_history: { history: {}, completed: ['3', '3'], available: [] } },
    ],
  ])('rejects %s', (_, change) => {
    expect(LoginUserResponseSchema.safeParse({ ...login, ...change }).success).toBe(false);
  });
});

describe('LogoutUserRequestSchema', () => {
  it.each([
    [{}, true],
    [{ password: 'ABCD-EFGH-JKMN' }, true],
    [{ password: 5 }, false],
    [{ password: 'x'.repeat(65) }, false],
  ])('accepts %j: %s', (body, ok) => {
    expect(LogoutUserRequestSchema.safeParse(body).success).toBe(ok);
  });
});

describe('CaptchaChallengeResponseSchema', () => {
  const challenge = {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'n',
      salt: 's',
      cost: 1000,
      keyLength: 32,
      keyPrefix: '00',
      data: { key: '0b6f1d7c-3f7e-4a8c-9c55-2d4f6d1e9a10' },
      expiresAt: 1,
    },
    signature: 'g',
  };

  it('accepts an ALTCHA challenge and keeps extra parameters', () => {
    expect(CaptchaChallengeResponseSchema.parse(challenge)).toEqual(challenge);
  });

  it.each<[string, unknown]>([
    ['no signature', { parameters: challenge.parameters }],
    [
      'a key that is not a uuid',
      { ...challenge, parameters: { ...challenge.parameters, data: { key: 'k' } } },
    ],
    ['a zero cost', { ...challenge, parameters: { ...challenge.parameters, cost: 0 } }],
  ])('rejects a challenge with %s', (_, candidate) => {
    expect(CaptchaChallengeResponseSchema.safeParse(candidate).success).toBe(false);
  });
});
