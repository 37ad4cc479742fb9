import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults the API base to /api', () => {
    expect(parseEnv({})).toEqual({ apiBase: '/api' });
    expect(parseEnv({ VITE_API_BASE: '' })).toEqual({ apiBase: '/api' });
  });

  it('accepts a path or an http(s) URL and drops trailing slashes', () => {
    expect(parseEnv({ VITE_API_BASE: '/backend/api/' })).toEqual({ apiBase: '/backend/api' });
    expect(parseEnv({ VITE_API_BASE: 'https://api.example.ie/api/' })).toEqual({
      apiBase: 'https://api.example.ie/api',
    });
  });

  it('rejects anything else with a message naming the variable', () => {
    expect(() => parseEnv({ VITE_API_BASE: 'api' })).toThrow(/VITE_API_BASE/);
    expect(() => parseEnv({ VITE_API_BASE: '//evil.example/api' })).toThrow(/VITE_API_BASE/);
    expect(() => parseEnv({ VITE_API_BASE: 'ftp://x.ie' })).toThrow(/VITE_API_BASE/);
    expect(() => parseEnv({ VITE_API_BASE: 42 })).toThrow(/VITE_API_BASE/);
  });
});
