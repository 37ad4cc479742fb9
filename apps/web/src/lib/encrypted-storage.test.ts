import { describe, expect, it, vi } from 'vitest';
import { createEncryptedStorage, STORAGE_PREFIX } from './encrypted-storage';

const CODE = '7K3M-Q9TX-2B4D';

function storageWith(
  secret: string,
  randomBytes = (n: number) => crypto.getRandomValues(new Uint8Array(n)),
) {
  return createEncryptedStorage({
    storage: localStorage,
    subtle: crypto.subtle,
    randomBytes,
    getSecret: () => secret,
  });
}

function allStoredValues(): string {
  return Object.keys(localStorage)
    .map((key) => localStorage.getItem(key) ?? '')
    .join('\n');
}

describe('the encrypted storage', () => {
  it('reads back what it wrote (AES-GCM round trip)', async () => {
    const storage = storageWith('product-id-1');
    const value = { user: { password: CODE }, tenant: 'ucc' };
    await storage.write('auth', value);
    expect(await storage.read('auth')).toEqual(value);
  });

  it('reads with the product cookie read later (the early script), as written with it at once', async () => {
    const value = { user: { password: CODE }, tenant: 'ucc' };
    await storageWith('product-id-1').write('auth', value);
    const later = createEncryptedStorage({
      storage: localStorage,
      subtle: crypto.subtle,
      randomBytes: (n) => crypto.getRandomValues(new Uint8Array(n)),
      getSecret: async () => 'product-id-1',
    });
    expect(await later.read('auth')).toEqual(value);
  });

  it('stores only base64 of a 12-byte IV and the ciphertext, never the plain text', async () => {
    const storage = storageWith('product-id-1');
    await storage.write('auth', { password: CODE, token: 'token-abcdefghijklmnop' });
    const stored = localStorage.getItem(`${STORAGE_PREFIX}auth`) ?? '';
    expect(stored).toMatch(/^[A-Za-z0-9+/]+=*$/);
    const all = allStoredValues();
    expect(all).not.toContain(CODE);
    expect(all).not.toContain('7K3M');
    expect(all).not.toContain('token-abcdefghijklmnop');
    expect(atob(stored)).not.toContain('7K3M');
  });

  it('uses a fresh IV for every write', async () => {
    const randomBytes = vi.fn((n: number) => crypto.getRandomValues(new Uint8Array(n)));
    const storage = storageWith('product-id-1', randomBytes);
    await storage.write('auth', { same: true });
    const first = localStorage.getItem(`${STORAGE_PREFIX}auth`);
    await storage.write('auth', { same: true });
    expect(localStorage.getItem(`${STORAGE_PREFIX}auth`)).not.toBe(first);
    expect(randomBytes).toHaveBeenCalledTimes(2);
    expect(randomBytes).toHaveBeenCalledWith(12);
  });

  it('cannot be read with another product cookie', async () => {
    await storageWith('product-id-1').write('auth', { password: CODE });
    await expect(storageWith('product-id-2').read('auth')).rejects.toThrow();
  });

  it('refuses an entry copied under another name', async () => {
    const storage = storageWith('product-id-1');
    await storage.write('profile', { password: CODE });
    localStorage.setItem(
      `${STORAGE_PREFIX}auth`,
      localStorage.getItem(`${STORAGE_PREFIX}profile`) ?? '',
    );
    await expect(storage.read('auth')).rejects.toThrow();
  });

  it('answers null for a missing entry, and clear removes only its own entries', async () => {
    const storage = storageWith('product-id-1');
    expect(await storage.read('auth')).toBeNull();
    localStorage.setItem('clearpath-theme', 'dark');
    await storage.write('auth', 1);
    await storage.write('profile', 2);
    storage.clear();
    expect(Object.keys(localStorage)).toEqual(['clearpath-theme']);
  });

  it('names its own entries, those starting with a prefix or all', async () => {
    const storage = storageWith('product-id-1');
    localStorage.setItem('clearpath-theme', 'dark');
    localStorage.setItem('navigation-waiting:elsewhere', 'not ours');
    await storage.write('navigation', 1);
    await storage.write('navigation-waiting:a', 2);
    await storage.write('navigation-waiting:b', 3);
    expect(storage.names('navigation-waiting:').sort()).toEqual([
      'navigation-waiting:a',
      'navigation-waiting:b',
    ]);
    expect(storage.names().sort()).toEqual([
      'navigation',
      'navigation-waiting:a',
      'navigation-waiting:b',
    ]);
  });
});
