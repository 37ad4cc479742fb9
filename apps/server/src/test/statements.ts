import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestApp } from './harness';

/**
 * Records the text of every statement a test app's database driver is sent from now on
 * (BEGIN and COMMIT of a transaction included), on PostgreSQL and on PGlite alike.
 */
export function recordStatements(t: TestApp) {
  const sent: string[] = [];
  const text = (query: unknown) =>
    typeof query === 'string' ? query : String((query as { text?: unknown } | null)?.text ?? '');
  let stop: () => void;
  if (t.database.handle.kind === 'postgres') {
    // Pool queries and transactions alike end in Client#query.
    const original = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      sent.push(text(args[0]));
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    stop = () => {
      pg.Client.prototype.query = original;
    };
  } else {
    const client = (t.database.handle.db as unknown as { $client: PGlite }).$client;
    const { query, transaction } = client;
    client.query = ((...args: Parameters<PGlite['query']>) => {
      sent.push(text(args[0]));
      return query.apply(client, args);
    }) as PGlite['query'];
    client.transaction = (<T>(run: (tx: Transaction) => Promise<T>) => {
      sent.push('BEGIN');
      return transaction.call(client, async (tx) => {
        const txQuery = tx.query;
        tx.query = ((...args: Parameters<Transaction['query']>) => {
          sent.push(text(args[0]));
          return txQuery.apply(tx, args);
        }) as Transaction['query'];
        const result = await run(tx);
        sent.push('COMMIT');
        return result;
      });
    }) as PGlite['transaction'];
    stop = () => {
      client.query = query;
      client.transaction = transaction;
    };
  }
  return {
    /** The statements `run` sends (nothing else may use the database meanwhile). */
    async during<T>(run: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
      const from = sent.length;
      const result = await run();
      return { result, statements: sent.slice(from) };
    },
    stop: () => stop(),
  };
}
