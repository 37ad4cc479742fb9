import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, sentryDsnParts } from './config';
import { DEFAULT_DATA_DIR } from './paths';

describe('loadConfig', () => {
  it('defaults to port 3000 and the embedded database in ./data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      env: 'production',
      dataDir: DEFAULT_DATA_DIR,
    });
    expect(config.database).toEqual({
      kind: 'pglite',
      dataDir: path.join(DEFAULT_DATA_DIR, 'pglite'),
    });
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/clearpath',
      DATABASE_POOL_SIZE: '20',
      CODE_PEPPER: 'a-shared-secret-of-at-least-32-characters',
    });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u:p@db:5432/clearpath',
      poolSize: 20,
    });
  });

  it('honours PORT, HOST, DATA_DIR and treats empty variables as unset', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/clearpath',
      LOG_LEVEL: '',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/clearpath',
      logLevel: 'info',
    });
  });

  it('requires CODE_PEPPER with DATABASE_URL, so every process hashes codes alike', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/clearpath' })).toThrow(
      /CODE_PEPPER: required/,
    );
  });

  it('reads the auth settings', () => {
    const config = loadConfig({
      REGISTRATION_MODE: 'test',
      SESSION_TTL_HOURS: '12',
      LOGIN_FAILURES_PER_MINUTE: '5',
      CAPTCHA_MAX_NUMBER: '1000',
    });
    expect(config).toMatchObject({
      registrationMode: 'test',
      sessionTtlHours: 12,
      loginFailuresPerMinute: 5,
      captcha: { maxNumber: 1000, ttlSeconds: 600 },
    });
  });

  it('reads TRUST_PROXY as off, a hop count (true is one) or a list of proxies, and the global login ceiling', () => {
    expect(loadConfig({})).toMatchObject({ trustProxy: false, loginFailuresGlobalPerMinute: 1000 });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toEqual({ hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8,192.0.2.10', LOGIN_FAILURES_GLOBAL_PER_MINUTE: '50' }),
    ).toMatchObject({
      trustProxy: { proxies: ['10.0.0.0/8', '192.0.2.10'] },
      loginFailuresGlobalPerMinute: 50,
    });
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' })).toThrow(
      /TRUST_PROXY: must be false, true, a hop count/,
    );
  });

  it('reports no errors and loads no analytics unless configured', () => {
    const config = loadConfig({ NODE_ENV: 'test' });
    expect(config.errorReporting).toEqual({ dsn: null, environment: 'test' });
    expect(config.analytics).toEqual({ measurementId: null });
  });

  it('reads SENTRY_DSN, SENTRY_ENVIRONMENT and ANALYTICS_MEASUREMENT_ID', () => {
    const config = loadConfig({
      SENTRY_DSN: 'https://0123abcd@glitchtip.example.ie/4',
      SENTRY_ENVIRONMENT: 'staging',
      ANALYTICS_MEASUREMENT_ID: 'G-ABC123DEF4',
    });
    expect(config.errorReporting).toEqual({
      dsn: 'https://0123abcd@glitchtip.example.ie/4',
      environment: 'staging',
    });
    expect(config.analytics).toEqual({ measurementId: 'G-ABC123DEF4' });
  });

  it('reads the administration settings: PUBLIC_URL without its last slash and ADMIN_SESSION_HOURS', () => {
    expect(loadConfig({}).admin).toEqual({ publicUrl: 'http://localhost:3000', sessionHours: 8 });
    expect(
      loadConfig({ PUBLIC_URL: 'https://tool.example.ie/', ADMIN_SESSION_HOURS: '12' }).admin,
    ).toEqual({ publicUrl: 'https://tool.example.ie', sessionHours: 12 });
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://tool.example.ie' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ADMIN_SESSION_HOURS: '0' })).toThrow(ConfigError);
  });

  it('finds the origin and project of a DSN', () => {
    expect(sentryDsnParts('http://key@127.0.0.1:9000/sub/12')).toEqual({
      origin: 'http://127.0.0.1:9000',
      projectId: '12',
    });
    expect(sentryDsnParts('https://errors.example.ie/12')).toBeNull();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ CODE_PEPPER: 'short' }, 'CODE_PEPPER'],
    [{ REGISTRATION_MODE: 'open' }, 'REGISTRATION_MODE'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY'],
    [{ SENTRY_DSN: 'not a url' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'ftp://key@errors.example.ie/1' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://errors.example.ie/1' }, 'SENTRY_DSN'],
    [{ SENTRY_DSN: 'https://key@errors.example.ie/project' }, 'SENTRY_DSN'],
    [{ SENTRY_ENVIRONMENT: 'has spaces' }, 'SENTRY_ENVIRONMENT'],
    [{ ANALYTICS_MEASUREMENT_ID: 'UA-12345-1' }, 'ANALYTICS_MEASUREMENT_ID'],
    [{ ANALYTICS_MEASUREMENT_ID: 'G-<script>' }, 'ANALYTICS_MEASUREMENT_ID'],
  ])('rejects %j with a message naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}:`));
  });
});
