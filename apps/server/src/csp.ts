import { ANALYTICS_CSP_SOURCES } from '@clearpath/core';
import { sentryDsnParts, type AppConfig } from './config';

/**
 * The third-party origins the content security policy allows beyond 'self', by directive: the
 * analytics tag's only with a measurement id, the error reporter's only with a DSN.
 */
export function thirdPartySources(config: Pick<AppConfig, 'analytics' | 'errorReporting'>): {
  scriptSrc: string[];
  connectSrc: string[];
  imgSrc: string[];
} {
  const analytics = config.analytics.measurementId !== null;
  const dsn = config.errorReporting.dsn;
  const reporter = dsn ? sentryDsnParts(dsn)?.origin : undefined;
  return {
    scriptSrc: analytics ? [...ANALYTICS_CSP_SOURCES.scriptSrc] : [],
    connectSrc: [
      ...(analytics ? ANALYTICS_CSP_SOURCES.connectSrc : []),
      ...(reporter ? [reporter] : []),
    ],
    imgSrc: analytics ? [...ANALYTICS_CSP_SOURCES.imgSrc] : [],
  };
}
