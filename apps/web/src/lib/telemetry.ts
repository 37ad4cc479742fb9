import { analytics } from './analytics';
import { catchEarlyErrors, startErrorReporting } from './error-reporting';
import { loadPublicConfig } from './public-config';

/**
 * Starts error reporting and analytics from this deployment's settings (`GET /api/config`):
 * neither loads anything on the first screen's path, and neither sends anything unless
 * configured (and, for analytics, allowed).
 */
export function startTelemetry(): void {
  catchEarlyErrors();
  void loadPublicConfig().then((config) => {
    analytics.configure(config?.analytics_measurement_id ?? null);
    return startErrorReporting(config);
  });
}
