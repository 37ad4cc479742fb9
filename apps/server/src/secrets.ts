import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config';

/**
 * The pepper for access-code hashes: CODE_PEPPER, or (embedded default) a random secret
 * created once in DATA_DIR/secrets/code-pepper and read back on every later start.
 * Losing it makes every stored code unusable, so it is never regenerated over an old one.
 */
export function resolveCodePepper(config: Pick<AppConfig, 'codePepper' | 'dataDir'>): string {
  if (config.codePepper) return config.codePepper;
  const dir = path.join(config.dataDir, 'secrets');
  const file = path.join(dir, 'code-pepper');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const pepper = randomBytes(32).toString('base64url');
  writeFileSync(file, `${pepper}\n`, { mode: 0o600, flag: 'wx' });
  return pepper;
}
