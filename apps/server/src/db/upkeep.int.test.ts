import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../test/harness';
import { queryRows } from './client';
import { registerStudent, send, TEST_ENV } from '../modules/progress/test-support';

const apps: TestApp[] = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const test of apps.splice(0)) await test.close();
});

const STUDENTS = 40;
const COMMITS_EACH = 30;

/** The saved-state table's size on disk after every student stored their commits, in bytes. */
async function tableSizeAfterCommits(commitsBetweenVacuums: number): Promise<number> {
  const test = await createTestApp({ env: TEST_ENV, overrides: { commitsBetweenVacuums } });
  apps.push(test);
  const students = [];
  for (let i = 0; i < STUDENTS; i += 1) students.push(await registerStudent(test.app));
  for (let n = 0; n < COMMITS_EACH; n += 1) {
    // Together, as many students' commits arrive: written in one batch. Each moves the
    // student to another page, so each changes their saved state (an answer kept as first
    // given would write the row only now and then: progress/commit.ts, `counterReserve`).
    const answers = await Promise.all(
      students.map((student) =>
        send(test.app, student, {
          method: 'POST',
          url: '/api/activity/commit_navigation_history',
          payload: {
            navigation_history: { '1-0': {}, '1-1': {} },
            last_page: n % 2 === 0 ? '1-0' : '1-1',
          },
        }),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(students.map(() => 200));
  }
  await test.app.close();
  const [row] = await queryRows<{ size: number }>(
    test.database.handle.db,
    sql`SELECT pg_relation_size('participant_state')::int AS size`,
  );
  return row?.size ?? 0;
}

// PostgreSQL's own autovacuum keeps its tables: the server vacuums only PGlite.
describe.skipIf(TEST_DATABASE_KIND !== 'pglite')('the embedded database’s upkeep', () => {
  it('keeps the saved-state table near the size of its live rows however many commits are stored', async () => {
    // Every commit writes a new version of its student's row: 1,200 versions of 40 rows.
    const never = await tableSizeAfterCommits(Number.POSITIVE_INFINITY);
    const vacuumed = await tableSizeAfterCommits(20);
    // Without the upkeep each commit's old version stays: 1,200 of them, about a megabyte.
    expect(never).toBeGreaterThanOrEqual(40 * 8192);
    // With it, about the live rows (40 of some 900 bytes each) and the versions one batch left
    // before its vacuum: nine pages, where the table without it took 95.
    expect(vacuumed).toBeLessThanOrEqual(12 * 8192);
  });

  it('vacuums and analyzes every table hourly, with the sweep of ended sessions', async () => {
    // Only the sweeps' clock is faked: PGlite and the requests keep their own timers.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const test = await createTestApp({ env: TEST_ENV });
    apps.push(test);
    await registerStudent(test.app);
    const { db } = test.database.handle;
    // PostgreSQL counts a table never vacuumed nor analyzed as -1 rows.
    const counted = async () =>
      (
        await queryRows<{ rows: number }>(
          db,
          sql`SELECT reltuples::int AS rows FROM pg_class WHERE relname = 'participants'`,
        )
      )[0]?.rows;
    expect(await counted()).toBe(-1);
    vi.advanceTimersByTime(59 * 60_000);
    await new Promise((resolve) => setImmediate(resolve));
    expect(await counted()).toBe(-1);
    vi.advanceTimersByTime(60_000);
    await vi.waitFor(async () => expect(await counted()).toBe(1));
  });
});
