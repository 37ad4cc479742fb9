import { createStore, get, set, type UseStore } from 'idb-keyval';
import { createEncryptedStorage, STORAGE_PREFIX } from './encrypted-storage';
import { deviceCookies } from './device-cookies';

/**
 * One value kept in IndexedDB, encrypted like every other piece of state on the phone
 * (AES-GCM under the product cookie's key, lib/encrypted-storage.ts): answers are never stored
 * in plain text. IndexedDB, unlike localStorage, is reachable when the tab is closed and opened
 * again offline, and has room for a queue of answers.
 */
export interface SealedValue<T> {
  read(): Promise<T | null>;
  write(value: T): Promise<void>;
}

export interface SealedValueDeps {
  idb: UseStore;
  getSecret: () => string;
}

export function createSealedValue<T>(name: string, deps: SealedValueDeps): SealedValue<T> {
  // The encryption works on a Storage; this one holds the sealed text on its way to IndexedDB.
  const memory = new Map<string, string>();
  const staging: Storage = {
    get length() {
      return memory.size;
    },
    clear: () => memory.clear(),
    getItem: (key) => memory.get(key) ?? null,
    key: (index) => [...memory.keys()][index] ?? null,
    removeItem: (key) => void memory.delete(key),
    setItem: (key, value) => void memory.set(key, value),
  };
  const sealer = createEncryptedStorage({
    storage: staging,
    subtle: crypto.subtle,
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    getSecret: deps.getSecret,
  });
  const entry = STORAGE_PREFIX + name;

  return {
    async read() {
      const sealed = await get<string>(entry, deps.idb);
      if (typeof sealed !== 'string') return null;
      memory.set(entry, sealed);
      return (await sealer.read(name)) as T;
    },
    async write(value) {
      await sealer.write(name, value);
      await set(entry, memory.get(entry), deps.idb);
      memory.delete(entry);
    },
  };
}

let database: UseStore | null = null;

/** Clearpath's IndexedDB store, opened on first use (never at import: storage may be blocked). */
export function clearpathIdb(): UseStore {
  database ??= createStore('clearpath', 'state');
  return database;
}

/** A sealed value in Clearpath's IndexedDB, keyed by this browser's product cookie. */
export function sealedValue<T>(name: string): SealedValue<T> {
  return createSealedValue<T>(name, {
    get idb() {
      return clearpathIdb();
    },
    getSecret: () => deviceCookies.productId(),
  });
}
