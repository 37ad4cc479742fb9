import { deviceCookies } from './device-cookies';

/**
 * Encrypted local persistence (docs/product.md §4, §9): each entry is AES-GCM ciphertext under a key derived
 * (HKDF-SHA-256) from the product cookie's random id, with a fresh 96-bit IV per write, stored as
 * base64 of `iv || ciphertext`. The entry's name is bound in as additional data, so one entry
 * cannot be swapped for another. Whether anything is persisted at all is the caller's decision
 * (core's `shouldPersistState`).
 */
export interface EncryptedStorageDeps {
  storage: Storage;
  subtle: SubtleCrypto;
  /** `length` bytes from a CSPRNG (the IVs). */
  randomBytes: (length: number) => Uint8Array<ArrayBuffer>;
  /** The key material: the product cookie's value. */
  getSecret: () => string | Promise<string>;
}

/** Every key this module writes starts with this, so logout can remove them all. */
export const STORAGE_PREFIX = 'clearpath:state:';
const IV_BYTES = 12;
const HKDF_SALT = 'clearpath persisted state v1';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export function createEncryptedStorage(deps: EncryptedStorageDeps) {
  const { storage, subtle } = deps;

  async function deriveKey(name: string): Promise<CryptoKey> {
    const material = await subtle.importKey(
      'raw',
      encoder.encode(await deps.getSecret()),
      'HKDF',
      false,
      ['deriveKey'],
    );
    return subtle.deriveKey(
      {
        name: 'HKDF',
        hash: 'SHA-256',
        salt: encoder.encode(HKDF_SALT),
        info: encoder.encode(name),
      },
      material,
      { name: 'AES-GCM', length: 256 },
      false,
      ['encrypt', 'decrypt'],
    );
  }

  /** The names of the entries stored whose name starts with `prefix` (all of them by default). */
  function names(prefix = ''): string[] {
    const found: string[] = [];
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(STORAGE_PREFIX + prefix)) found.push(key.slice(STORAGE_PREFIX.length));
    }
    return found;
  }

  return {
    /** Encrypts `value` (as JSON) and stores it under `name`. */
    async write(name: string, value: unknown): Promise<void> {
      const iv = deps.randomBytes(IV_BYTES);
      const key = await deriveKey(name);
      const plain = encoder.encode(JSON.stringify(value));
      const cipher = await subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(name) },
        key,
        plain,
      );
      const blob = new Uint8Array(IV_BYTES + cipher.byteLength);
      blob.set(iv, 0);
      blob.set(new Uint8Array(cipher), IV_BYTES);
      storage.setItem(STORAGE_PREFIX + name, toBase64(blob));
    },

    /**
     * The value stored under `name`, or `null` when there is none. Throws when it cannot be
     * decrypted (another key, or tampered with): the caller decides what a failure means.
     */
    async read(name: string): Promise<unknown> {
      const stored = storage.getItem(STORAGE_PREFIX + name);
      if (stored === null) return null;
      const blob = fromBase64(stored);
      if (blob.length <= IV_BYTES) throw new Error('The stored entry is too short');
      const key = await deriveKey(name);
      const plain = await subtle.decrypt(
        { name: 'AES-GCM', iv: blob.slice(0, IV_BYTES), additionalData: encoder.encode(name) },
        key,
        blob.slice(IV_BYTES),
      );
      return JSON.parse(decoder.decode(plain)) as unknown;
    },

    /** Whether an entry is stored under `name` (without decrypting it). */
    has(name: string): boolean {
      return storage.getItem(STORAGE_PREFIX + name) !== null;
    },

    remove(name: string): void {
      storage.removeItem(STORAGE_PREFIX + name);
    },

    names,

    /** Removes every entry this module wrote (logout, or remember-me turned off). */
    clear(): void {
      names().forEach((name) => storage.removeItem(STORAGE_PREFIX + name));
    },
  };
}

export type EncryptedStorage = ReturnType<typeof createEncryptedStorage>;

/**
 * A Storage that reaches `open()` only when used: a browser that blocks site data throws on
 * touching `window.localStorage`, and that must not stop the app from loading (start.tsx then
 * shows the storage-blocked page).
 */
function storageWhenUsed(open: () => Storage): Storage {
  return {
    get length() {
      return open().length;
    },
    clear: () => open().clear(),
    getItem: (key) => open().getItem(key),
    key: (index) => open().key(index),
    removeItem: (key) => open().removeItem(key),
    setItem: (key, value) => open().setItem(key, value),
  };
}

/** An encrypted storage over this browser's `open()`, keyed by `getSecret`. */
function onBrowser(
  open: () => Storage,
  getSecret: EncryptedStorageDeps['getSecret'],
): EncryptedStorage {
  return createEncryptedStorage({
    storage: storageWhenUsed(open),
    subtle: crypto.subtle,
    randomBytes: (length) => crypto.getRandomValues(new Uint8Array(length)),
    getSecret,
  });
}

/**
 * This browser's local storage (`device`) and this tab's session storage (`tab`), both keyed by
 * the product cookie as `getSecret` reads it. The tab's own session survives a reload or a
 * discarded background tab and is gone when the tab closes, whatever remember-me says.
 */
export function browserStorages(getSecret: EncryptedStorageDeps['getSecret']): {
  device: EncryptedStorage;
  tab: EncryptedStorage;
} {
  return {
    device: onBrowser(() => window.localStorage, getSecret),
    tab: onBrowser(() => window.sessionStorage, getSecret),
  };
}

const appStorages = browserStorages(() => deviceCookies.productId());

/** This browser's local storage, keyed by the product cookie. */
export const encryptedStorage: EncryptedStorage = appStorages.device;

/** This tab's session storage, keyed the same way (`browserStorages`). */
export const tabStorage: EncryptedStorage = appStorages.tab;
