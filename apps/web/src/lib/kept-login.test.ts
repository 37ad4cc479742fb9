import { describe, expect, it } from 'vitest';
import { keptLogin, loginCall } from './kept-login';

const USER = { user_uuid: '0b7c9f0e-8f0a-4b6e-9a51-2f0d7c1e4a11', password: '7K3M-Q9TX-2B4D' };

describe('keptLogin', () => {
  it('reads the code and id of a kept student', () => {
    expect(keptLogin({ user: { ...USER, tenant_id: 'ucc' }, tenant: 'ucc' })).toEqual({
      user: USER.user_uuid,
      password: USER.password,
    });
  });

  it.each([
    ['nothing', null],
    ['a string', 'auth'],
    ['no user', { tenant: 'ucc' }],
    ['a user that is not an object', { user: 'someone' }],
    ['no code', { user: { user_uuid: USER.user_uuid } }],
    ['a code that is not a string', { user: { ...USER, password: 42 } }],
  ])('gives null for %s', (_, value) => {
    expect(keptLogin(value)).toBeNull();
  });
});

describe('loginCall', () => {
  it('sends the code (and a solved challenge) with no session token', () => {
    expect(loginCall('CODE')).toEqual({
      path: '/auth/login_user',
      method: 'POST',
      body: { password: 'CODE' },
      token: null,
    });
    expect(loginCall('CODE', { key: 'k', captcha: 'c' }).body).toEqual({
      password: 'CODE',
      key: 'k',
      captcha: 'c',
    });
  });
});
