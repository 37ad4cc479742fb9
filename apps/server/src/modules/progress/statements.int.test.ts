import type { PGlite, Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DATABASE_KIND, type TestApp } from '../../test/harness';
import { login, registerStudent, send, TEST_ENV } from './test-support';

// Statements per request, counted by a wrapper around the driver (BEGIN and COMMIT included):
// the budget of docs/architecture.md §3 for the hot paths.

let statements: string[] = [];
/** The prepared statements' names, as sent (PostgreSQL). */
let named: string[] = [];
let restore: () => void = () => undefined;

function note(query: unknown) {
  const text =
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');
  statements.push(text);
  const name = (query as { name?: unknown } | null)?.name;
  if (typeof name === 'string') named.push(name);
}

/** Counts every statement the driver sends from now on. */
function countStatements(t: TestApp) {
  if (TEST_DATABASE_KIND === 'postgres') {
    // pool.query and transactions alike end in Client#query.
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      note(args[0]);
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    restore = () => {
      pg.Client.prototype.query = original;
    };
    return;
  }
  const client = (t.database.handle.db as unknown as { $client: PGlite }).$client;
  const { query, transaction, execProtocol } = client;
  // queryPrepared's statements go to PGlite as protocol messages: each Bind is one statement.
  client.execProtocol = ((message: Uint8Array, ...rest: unknown[]) => {
    const bound = boundStatement(message);
    if (bound !== null) note({ text: `EXECUTE ${bound}`, name: bound });
    return (execProtocol as (...a: unknown[]) => unknown).apply(client, [message, ...rest]);
  }) as PGlite['execProtocol'];
  client.query = ((...args: Parameters<PGlite['query']>) => {
    note(args[0]);
    return query.apply(client, args);
  }) as PGlite['query'];
  client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) => {
    note('BEGIN');
    return transaction.call(client, async (tx) => {
      const txQuery = tx.query;
      tx.query = ((...args: Parameters<Transaction['query']>) => {
        note(args[0]);
        return txQuery.apply(tx, args);
      }) as Transaction['query'];
      const result = await run(tx);
      note('COMMIT');
      return result;
    });
  }) as PGlite['transaction'];
  restore = () => {
    client.query = query;
    client.transaction = transaction;
    client.execProtocol = execProtocol;
  };
}

/** The statement name of a frontend message stream's Bind ('B': portal, statement), if any. */
function boundStatement(message: Uint8Array): string | null {
  const view = new DataView(message.buffer, message.byteOffset, message.byteLength);
  for (let at = 0; at + 5 <= message.length; at += 1 + view.getInt32(at + 1)) {
    if (message[at] !== 0x42) continue;
    const portalEnd = message.indexOf(0, at + 5);
    const statementEnd = message.indexOf(0, portalEnd + 1);
    return new TextDecoder().decode(message.subarray(portalEnd + 1, statementEnd));
  }
  return null;
}

/**
 * How many statements `run` sends, those of the shared rate limiter (limits/store.ts) apart,
 * and the text of every one.
 */
async function counted<T>(run: () => Promise<T>) {
  statements = [];
  named = [];
  const result = await run();
  const limiter = statements.filter((text) => text.includes('rate_limits'));
  return { result, statements: statements.length - limiter.length, texts: [...statements] };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...TEST_ENV, LOGIN_FAILURES_PER_MINUTE: '1000' } });
  countStatements(t);
});
afterAll(async () => {
  restore();
  await t.close();
});

describe(`statements per request (${TEST_DATABASE_KIND})`, () => {
  it('login_user: one statement of its own checks the code, opens the session and restores', async () => {
    const student = await registerStudent(t.app);
    await send(t.app, student, {
      method: 'POST',
      url: '/api/activity/commit_activity',
      payload: { type: 16, value: 'Friends' },
    });
    await login(t.app, student); // the tenant is cached from here on
    const { result, texts } = await counted(() => login(t.app, student));
    expect(result.statusCode).toBe(200);
    expect(result.json<{ profile: { other_influences: string } }>().profile).toMatchObject({
      other_influences: 'Friends',
    });
    // The failure budgets (limits/login-gate.ts) are kept in that same statement, a prepared
    // one: planned once per connection.
    expect(texts, `the statements sent:\n${texts.join('\n')}`).toHaveLength(1);
    expect(named).toEqual([expect.stringMatching(/^clearpath_\d+$/)]);
  });

  it('commit_activity: one statement alone once the row is known, and far fewer than one per commit together', async () => {
    const students = await Promise.all(Array.from({ length: 20 }, () => registerStudent(t.app)));
    const commit = (index: number, n: number) =>
      send(
        t.app,
        students[index % students.length] ?? students[0]!,
        {
          method: 'POST',
          url: '/api/activity/commit_activity',
          payload: { type: 16, value: `Answer ${n}` },
        },
        { 'idempotency-key': `statement-test-${n}` },
      );
    // First commits create the state rows; afterwards every session and tenant is cached.
    await Promise.all(students.map((_, index) => commit(index, index)));

    const alone = await counted(() => commit(0, 100));
    expect(alone.result.statusCode).toBe(200);
    // The row is known from the commit before: one statement locks it, checks it is unchanged
    // and the session live, appends the event and saves the state (no BEGIN, no COMMIT).
    expect(alone.statements).toBe(1);
    // A named prepared statement, planned once per connection (PGlite's one included).
    expect(named).toEqual([expect.stringMatching(/^clearpath_\d+$/)]);
    if (TEST_DATABASE_KIND === 'postgres') {
      // Another process changes the row: the statement sees it and writes nothing; the locking
      // path (BEGIN, lock and check the session, read the state, append and save, COMMIT)
      // does. (No other process can open PGlite's folder: sole-owner.int.test.ts.)
      await t.database.handle.db.execute(
        sql`UPDATE participant_state SET version = version + 1 WHERE participant_id = ${students[0]!.id}`,
      );
      const changed = await counted(() => commit(0, 101));
      expect(changed.result.statusCode).toBe(200);
      expect(changed.statements).toBe(6);
      expect((await counted(() => commit(0, 102))).statements).toBe(1);
    }

    const together = await counted(() =>
      Promise.all(students.map((_, index) => commit(index, 200 + index))),
    );
    expect(together.result.every((res) => res.statusCode === 200)).toBe(true);
    expect(together.statements).toBeLessThan(students.length);
  });
});
