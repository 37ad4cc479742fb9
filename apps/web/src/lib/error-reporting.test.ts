import { describe, expect, it, vi } from 'vitest';

const capture = vi.fn();
const startSentry = vi.fn(() => ({ capture }));
vi.mock('./sentry-web', () => ({ startSentry }));

const CONFIG = {
  sentry_dsn: 'https://key@errors.example.ie/3',
  analytics_measurement_id: null,
  environment: 'test',
  release: 'clearpath@0.1.0',
};

async function freshModule() {
  vi.resetModules();
  capture.mockClear();
  startSentry.mockClear();
  return import('./error-reporting');
}

describe('reporting errors', () => {
  it('loads nothing and sends nothing without a DSN', async () => {
    const { reportError, startErrorReporting } = await freshModule();
    reportError(new Error('early'), 'route');
    await startErrorReporting({ ...CONFIG, sentry_dsn: null });
    reportError(new Error('later'), 'route');
    await startErrorReporting(null);
    expect(startSentry).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
  });

  it('keeps the first moments’ errors and sends them once the reporter has loaded', async () => {
    const { catchEarlyErrors, reportError, startErrorReporting } = await freshModule();
    catchEarlyErrors();
    const early = new Error('early');
    reportError(early, 'error-page');
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('window'), message: 'window' }),
    );
    await startErrorReporting(CONFIG);
    expect(startSentry).toHaveBeenCalledWith(CONFIG);
    expect(capture).toHaveBeenCalledWith(early, 'error-page');
    expect(capture).toHaveBeenCalledWith(expect.objectContaining({ message: 'window' }), 'window');
    const later = new Error('later');
    reportError(later, 'route');
    expect(capture).toHaveBeenLastCalledWith(later, 'route');
    expect(capture).toHaveBeenCalledTimes(3);
  });

  it('keeps at most ten errors while waiting', async () => {
    const { reportError, startErrorReporting } = await freshModule();
    for (let i = 0; i < 15; i += 1) reportError(new Error(`e${i}`), 'route');
    await startErrorReporting(CONFIG);
    expect(capture).toHaveBeenCalledTimes(10);
  });
});
