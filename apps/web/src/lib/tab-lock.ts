/**
 * Runs `update` while no other tab of this browser runs one under the lock `name` (the browser's
 * Web Locks, where it has them; without, at once): two tabs that each read, change and write a
 * shared store never write over each other's changes.
 */
export function underTabLock(name: string, update: () => Promise<void>): Promise<void> {
  return typeof navigator !== 'undefined' && 'locks' in navigator
    ? navigator.locks.request(name, update)
    : update();
}
