/*
 * The rules the web app's early-requests script uses (apps/web/src/boot/early.ts): it runs
 * before the app, on a phone's first seconds, so it must not bring zod or any schema with it.
 * Only modules free of zod and of any other library are re-exported here; the web budget
 * (scripts/lib/web-budget.mjs) holds the built script's size, which a schema would break.
 */
export { COOKIE_MAX_AGE, COOKIE_NAMES } from './constants';
export { moduleOfPage } from './page-id';
export { shouldAutoLogin, shouldPersistState } from './session';
export { tenantFromHost } from './tenant';
