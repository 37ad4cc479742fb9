import { fileURLToPath } from 'node:url';
import path from 'node:path';

// This file sits directly in src/, and the bundle's entry points sit directly in dist/,
// so in both cases the server package root is one level up from here.
export const SERVER_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '..', '..');
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'drizzle');
export const DEFAULT_WEB_DIST_DIR = path.join(REPO_ROOT, 'apps', 'web', 'dist');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, 'data');
