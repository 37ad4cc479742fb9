import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import {
  createStorageGuard,
  freeBytesOf,
  STORAGE_CHECK_MS,
  storesAnswers,
  type StorageGuardDeps,
} from './storage-guard';

function guardWith(overrides: Partial<StorageGuardDeps>) {
  let clock = 0;
  let looks = 0;
  const guard = createStorageGuard({
    minFreeBytes: 100,
    maxDatabaseBytes: 1000,
    freeBytes: async () => {
      looks += 1;
      return 500;
    },
    databaseBytes: async () => 10,
    now: () => clock,
    ...overrides,
  });
  return { guard, advance: (ms: number) => (clock += ms), looks: () => looks };
}

describe('the storage guard', () => {
  it('lets answers through with room on the disk and in the database', async () => {
    await expect(guardWith({}).guard.assertRoom()).resolves.toBeUndefined();
  });

  it('refuses with 507 storage_full and Retry-After below the free-space floor', async () => {
    const { guard } = guardWith({ freeBytes: async () => 99 });
    const error = await guard.assertRoom().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'storage_full', headers: { 'Retry-After': '60' } });
  });

  it('refuses once the database reaches its cap, and never without a cap', async () => {
    expect(await guardWith({ databaseBytes: async () => 1000 }).guard.isFull()).toBe(true);
    const uncapped = guardWith({ maxDatabaseBytes: 0, databaseBytes: async () => 1e12 });
    expect(await uncapped.guard.isFull()).toBe(false);
  });

  it('lets answers through when it cannot look (no folder, the database away)', async () => {
    const { guard } = guardWith({ freeBytes: async () => null, databaseBytes: async () => null });
    expect(await guard.isFull()).toBe(false);
  });

  it('looks at most once per interval, and once for concurrent callers', async () => {
    const { guard, advance, looks } = guardWith({});
    await Promise.all([guard.isFull(), guard.isFull(), guard.isFull()]);
    advance(STORAGE_CHECK_MS - 1);
    await guard.isFull();
    expect(looks()).toBe(1);
    advance(1);
    await guard.isFull();
    expect(looks()).toBe(2);
  });

  it('knows it has room without waiting only while a look that found room is trusted', async () => {
    const roomy = guardWith({});
    expect(roomy.guard.hasRoomNow()).toBe(false);
    await roomy.guard.isFull();
    expect(roomy.guard.hasRoomNow()).toBe(true);
    roomy.advance(STORAGE_CHECK_MS);
    expect(roomy.guard.hasRoomNow()).toBe(false);
    const full = guardWith({ freeBytes: async () => 99 });
    await full.guard.isFull();
    expect(full.guard.hasRoomNow()).toBe(false);
  });
});

describe('freeBytesOf', () => {
  it('reads a real folder and gives null for a missing one', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'clearpath-free-'));
    try {
      expect(await freeBytesOf(dir)).toBeGreaterThan(0);
      expect(await freeBytesOf(path.join(dir, 'missing'))).toBeNull();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('storesAnswers', () => {
  it.each([
    ['POST', '/api/activity/commit_activity', true],
    ['POST', '/api/processing/process_posnegs', true],
    ['POST', '/api/auth/register_test_user', true],
    ['GET', '/api/processing/process_confidence?willingness=5', true],
    ['GET', '/api/processing/process_confidence', false],
    ['GET', '/api/processing/process_dast_score', false],
    ['POST', '/api/auth/login_user', false],
    ['GET', '/api/health', false],
  ] as const)('%s %s: %s', (method, url, stores) => {
    expect(storesAnswers(method, url)).toBe(stores);
  });
});
