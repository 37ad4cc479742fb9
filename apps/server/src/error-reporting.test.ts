import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { thirdPartySources } from './csp';
import { createErrorReporter, noErrorReporter, RELEASE, scrubServerEvent } from './error-reporting';
import { publicConfigRoutes } from './modules/telemetry/routes';

describe('scrubServerEvent', () => {
  it('drops quoted values and query parameters from a database error', () => {
    const event = scrubServerEvent({
      exception: {
        values: [
          {
            type: 'DrizzleQueryError',
            value: 'Failed query: insert into "answers" params: I drink,4',
          },
          { type: 'error', value: 'invalid input syntax for type integer: "I drink to forget"' },
          { type: 'Error', value: "Forced failure for code 7K3M-Q9XW-2HNP, answer 'alone'" },
          { type: 'Error' },
          'odd',
        ],
      },
    });
    expect(event.exception.values).toEqual([
      { type: 'DrizzleQueryError', value: 'Failed query: insert into "[redacted]"' },
      { type: 'error', value: 'invalid input syntax for type integer: "[redacted]"' },
      { type: 'Error', value: 'Forced failure for code [redacted], answer "[redacted]"' },
      { type: 'Error' },
      'odd',
    ]);
  });

  it('passes an event without an exception through the shared scrubber', () => {
    expect(scrubServerEvent({ message: 'x', user: { id: 1 } })).toEqual({ message: 'x' });
  });
});

describe('createErrorReporter', () => {
  it('loads nothing and sends nothing without a DSN', async () => {
    expect(await createErrorReporter({ dsn: null, environment: 'test' })).toBe(noErrorReporter);
    expect(noErrorReporter.capture(new Error('x'), { method: 'GET', route: '/' })).toBeUndefined();
    await expect(noErrorReporter.flush(10)).resolves.toBeUndefined();
  });
});

describe('thirdPartySources', () => {
  it('adds nothing when neither analytics nor error reporting is configured', () => {
    expect(
      thirdPartySources({
        analytics: { measurementId: null },
        errorReporting: { dsn: null, environment: 'production' },
      }),
    ).toEqual({ scriptSrc: [], connectSrc: [], imgSrc: [] });
  });

  it("adds the analytics origins with an id, and the reporter's origin with a DSN", () => {
    const sources = thirdPartySources({
      analytics: { measurementId: 'G-ABC123' },
      errorReporting: { dsn: 'https://key@errors.example.ie/3', environment: 'production' },
    });
    expect(sources.scriptSrc).toEqual(['https://www.googletagmanager.com']);
    expect(sources.connectSrc).toContain('https://*.google-analytics.com');
    expect(sources.connectSrc).toContain('https://errors.example.ie');
    expect(sources.imgSrc).toContain('https://*.google-analytics.com');
  });
});

describe('GET /api/config without settings', () => {
  it('sends no DSN and no measurement id', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(publicConfigRoutes(loadConfig({ NODE_ENV: 'test' })), { prefix: '/api' });
    const res = await app.inject({ url: '/api/config' });
    expect(res.json()).toEqual({
      sentry_dsn: null,
      analytics_measurement_id: null,
      environment: 'test',
      release: RELEASE,
    });
    await app.close();
  });
});
