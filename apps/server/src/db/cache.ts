import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * The channel on which the database announces changes to cached rows. Triggers on tenants,
 * sessions and participants send `tenant:<id>`, `session:<token hash>` and
 * `participant:<id>` (migration 0003), whichever process or person made the change.
 */
export const CACHE_CHANNEL = 'clearpath_cache';

/** How long a cached row is trusted at most, should an announcement ever be missed. */
export const TENANT_CACHE_TTL_MS = 60_000;
export const SESSION_CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 100_000;

interface Entry<V> {
  value: V;
  /** `performance.now()` after which the entry is looked up again. */
  freshUntil: number;
  /** Extra keys that also drop this entry (a session's participant id). */
  tags: string[];
}

/**
 * A small read-through cache with exact invalidation. A look-up that was in flight while any
 * entry was dropped is answered but not kept, so a row read before a change can never be
 * cached after the change was announced. Misses are never cached.
 */
export class LookupCache<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private readonly byTag = new Map<string, Set<string>>();
  private generation = 0;

  constructor(private readonly ttlMs: number) {}

  async get(
    key: string,
    load: () => Promise<{ value: V; tags?: string[] } | undefined>,
    isStillValid: (value: V) => boolean = () => true,
  ): Promise<V | undefined> {
    const entry = this.entries.get(key);
    if (entry && entry.freshUntil > performance.now() && isStillValid(entry.value)) {
      return entry.value;
    }
    if (entry) this.delete(key);
    const started = this.generation;
    const loaded = await load();
    if (!loaded) return undefined;
    if (started === this.generation && isStillValid(loaded.value)) {
      this.set(key, loaded.value, loaded.tags ?? []);
    }
    return loaded.value;
  }

  /** The fresh, valid entry under `key`, without loading or waiting; undefined otherwise. */
  peek(key: string, isStillValid: (value: V) => boolean = () => true): V | undefined {
    const entry = this.entries.get(key);
    return entry && entry.freshUntil > performance.now() && isStillValid(entry.value)
      ? entry.value
      : undefined;
  }

  /** Drops the entry under `key` and every entry tagged with it. */
  invalidate(key: string): void {
    this.generation += 1;
    this.delete(key);
    const tagged = this.byTag.get(key);
    if (tagged) for (const entryKey of [...tagged]) this.delete(entryKey);
  }

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.byTag.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * How many times entries were dropped (`invalidate`, `clear`). Read before a look-up, an
   * unchanged count afterwards means no change was announced meanwhile.
   */
  get changes(): number {
    return this.generation;
  }

  private set(key: string, value: V, tags: string[]) {
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the oldest entry goes first.
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.delete(oldest.value);
    }
    this.entries.set(key, { value, freshUntil: performance.now() + this.ttlMs, tags });
    for (const tag of tags) {
      let keys = this.byTag.get(tag);
      if (!keys) this.byTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
  }

  private delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}

export interface CacheChanges {
  /** Resolves once the process is listening (the first connection succeeded or failed). */
  ready: Promise<void>;
  /** True while announcements reach the process (false before, between connections, after). */
  readonly listening: boolean;
  close(): Promise<void>;
}

const RECONNECT_DELAYS_MS = [250, 1_000, 2_000, 5_000];

/**
 * Calls `onChange` with each announcement on {@link CACHE_CHANNEL}, and `onReset` whenever
 * announcements may have been missed (the listening connection was lost): the caller then
 * drops everything it cached. On PostgreSQL a dedicated connection listens and reconnects
 * by itself; PGlite runs in this process and announces directly.
 */
export function listenForCacheChanges(
  handle: DatabaseHandle,
  onChange: (payload: string) => void,
  onReset: () => void,
): CacheChanges {
  const client = (handle.db as unknown as { $client: unknown }).$client;
  if (handle.kind === 'pglite') {
    const pglite = client as PGlite;
    let listening = false;
    const unlisten = pglite.listen(CACHE_CHANNEL, onChange);
    return {
      // Whatever was cached before the LISTEN took effect may have missed an announcement.
      ready: unlisten.then(() => {
        listening = true;
        onReset();
      }),
      get listening() {
        return listening && !pglite.closed;
      },
      close: async () => {
        listening = false;
        if (pglite.closed) return;
        await (await unlisten)().catch(() => undefined);
      },
    };
  }
  const pool = client as pg.Pool;
  let closed = false;
  let listening = false;
  let current: pg.Client | undefined;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async () => {
    if (closed) return;
    const listener = new pg.Client(pool.options);
    current = listener;
    let lost = false;
    const reconnect = () => {
      if (lost) return;
      lost = true;
      listening = false;
      onReset();
      void listener.end().catch(() => undefined);
      if (closed) return;
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      timer = setTimeout(() => void connect(), delay);
      timer.unref();
    };
    listener.on('error', reconnect);
    listener.on('end', reconnect);
    listener.on('notification', (message) => {
      if (message.channel === CACHE_CHANNEL && message.payload) onChange(message.payload);
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${CACHE_CHANNEL}`);
      listening = !lost;
      attempt = 0;
      // Anything cached while no connection listened may be stale.
      onReset();
    } catch {
      reconnect();
    } finally {
      markReady();
    }
  };
  void connect();
  return {
    ready,
    get listening() {
      return listening;
    },
    async close() {
      closed = true;
      listening = false;
      if (timer) clearTimeout(timer);
      await current?.end().catch(() => undefined);
    },
  };
}

/** What the request hooks cache: tenants by id, live sessions by token hash. */
export interface RequestCaches<T, S> {
  tenants: LookupCache<T>;
  sessions: LookupCache<S>;
  changes: CacheChanges;
}

/** Creates the caches of one process and keeps them in step with the database's announcements. */
export function createRequestCaches<T, S>(handle: DatabaseHandle): RequestCaches<T, S> {
  const tenants = new LookupCache<T>(TENANT_CACHE_TTL_MS);
  const sessions = new LookupCache<S>(SESSION_CACHE_TTL_MS);
  const changes = listenForCacheChanges(
    handle,
    (payload) => {
      const split = payload.indexOf(':');
      const kind = payload.slice(0, split);
      const key = payload.slice(split + 1);
      if (kind === 'tenant') tenants.invalidate(key);
      else if (kind === 'session') sessions.invalidate(key);
      else if (kind === 'participant') sessions.invalidate(`participant:${key}`);
    },
    () => {
      tenants.clear();
      sessions.clear();
    },
  );
  return { tenants, sessions, changes };
}
