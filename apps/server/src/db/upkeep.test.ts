import { PgDialect } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Database } from './client';
import { createEmbeddedUpkeep } from './upkeep';

const dialect = new PgDialect();

/** Lets every promise chained so far run (a vacuum's statement, what follows it). */
async function settle() {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
}

/** A database that records each statement and finishes it when the test says. */
function fakeDatabase() {
  const statements: string[] = [];
  const finish: ((failure?: Error) => void)[] = [];
  const db = {
    execute(query: SQL) {
      statements.push(dialect.sqlToQuery(query).sql);
      return new Promise<void>((resolve, reject) => {
        finish.push((failure) => (failure ? reject(failure) : resolve()));
      });
    },
  } as unknown as Database;
  /** Lets the statement that is waiting finish, and everything chained on it run. */
  async function complete(failure?: Error) {
    const next = finish.shift();
    if (!next) throw new Error('no statement is running');
    next(failure);
    await settle();
  }
  return { db, statements, complete };
}

describe('the embedded database’s upkeep', () => {
  it('vacuums the saved states once the commits stored reach the count, then counts again', async () => {
    const { db, statements, complete } = fakeDatabase();
    const upkeep = createEmbeddedUpkeep({ db, commitsBetweenVacuums: 100, onError: () => {} });
    upkeep.wrote(60);
    upkeep.wrote(39);
    await settle();
    expect(statements).toEqual([]);
    upkeep.wrote(1);
    await settle();
    expect(statements).toEqual(['VACUUM participant_state']);
    await complete();
    upkeep.wrote(99);
    await settle();
    expect(statements).toHaveLength(1);
    upkeep.wrote(1);
    await settle();
    expect(statements).toHaveLength(2);
  });

  it('starts no second vacuum of the saved states while one runs: the count goes on', async () => {
    const { db, statements, complete } = fakeDatabase();
    const upkeep = createEmbeddedUpkeep({ db, commitsBetweenVacuums: 10, onError: () => {} });
    upkeep.wrote(10);
    await settle();
    upkeep.wrote(30);
    await settle();
    expect(statements).toEqual(['VACUUM participant_state']);
    await complete();
    // The commits counted meanwhile start the next one at the next batch.
    upkeep.wrote(1);
    await settle();
    expect(statements).toEqual(['VACUUM participant_state', 'VACUUM participant_state']);
  });

  it('vacuums and analyzes the whole database after the vacuum in progress, and is idle only after both', async () => {
    const { db, statements, complete } = fakeDatabase();
    const upkeep = createEmbeddedUpkeep({ db, commitsBetweenVacuums: 1, onError: () => {} });
    upkeep.wrote(1);
    let allDone = false;
    void upkeep.vacuumAll().then(() => {
      allDone = true;
    });
    let idle = false;
    void upkeep.idle().then(() => {
      idle = true;
    });
    await settle();
    expect(statements).toEqual(['VACUUM participant_state']);
    await complete();
    expect(statements).toEqual(['VACUUM participant_state', 'VACUUM (ANALYZE)']);
    expect(allDone).toBe(false);
    expect(idle).toBe(false);
    await complete();
    expect(allDone).toBe(true);
    expect(idle).toBe(true);
  });

  it('reports a vacuum that failed and vacuums again at the next count', async () => {
    const { db, statements, complete } = fakeDatabase();
    const errors: unknown[] = [];
    const upkeep = createEmbeddedUpkeep({
      db,
      commitsBetweenVacuums: 5,
      onError: (error) => errors.push(error),
    });
    upkeep.wrote(5);
    await settle();
    const failure = new Error('the database is closing');
    await complete(failure);
    expect(errors).toEqual([failure]);
    await expect(upkeep.idle()).resolves.toBeUndefined();
    upkeep.wrote(5);
    await settle();
    expect(statements).toHaveLength(2);
  });
});
