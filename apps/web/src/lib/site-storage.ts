/**
 * Whether this browser lets Clearpath keep data on the device (local and session storage and
 * IndexedDB). With "block all site data" the browser throws on the first touch; the tool then
 * shows the storage-blocked error page instead of a blank screen (docs/product.md §8).
 */
export function isSiteStorageBlocked(target: Window = window): boolean {
  try {
    const probe = 'clearpath-storage-probe';
    target.localStorage.setItem(probe, '1');
    target.localStorage.removeItem(probe);
    target.sessionStorage.setItem(probe, '1');
    target.sessionStorage.removeItem(probe);
    return !target.indexedDB;
  } catch {
    return true;
  }
}
