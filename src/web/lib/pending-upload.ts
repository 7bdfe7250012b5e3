// The PDF a visitor dropped on the landing page, kept in IndexedDB while they create an account
// or sign in, so that the upload can continue afterwards. One file at most; it expires after a day.
const DB_NAME = 'signet';
const STORE = 'pending-upload';
const KEY = 'file';
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

interface StoredUpload {
  blob: Blob;
  name: string;
  type: string;
  lastModified: number;
  savedAt: number;
}

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    if (typeof indexedDB === 'undefined') {
      reject(new Error('IndexedDB is not available'));
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => {
      if (!request.result.objectStoreNames.contains(STORE)) request.result.createObjectStore(STORE);
    };
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('Could not open IndexedDB'));
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest | void,
): Promise<T | undefined> {
  const db = await openDb();
  try {
    return await new Promise<T | undefined>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = run(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request ? (request.result as T) : undefined);
      tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
      tx.onabort = () => reject(tx.error ?? new Error('IndexedDB transaction aborted'));
    });
  } finally {
    db.close();
  }
}

/** Keeps the file for after sign-in, replacing any earlier one. */
export async function savePendingUpload(file: File): Promise<void> {
  const value: StoredUpload = {
    blob: file,
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    savedAt: Date.now(),
  };
  await withStore('readwrite', (store) => store.put(value, KEY));
}

/** Returns the kept file (if any and not expired) and forgets it. Never throws. */
export async function takePendingUpload(): Promise<File | null> {
  try {
    const stored = await withStore<StoredUpload | undefined>('readwrite', (store) => {
      const request = store.get(KEY);
      store.delete(KEY);
      return request;
    });
    if (!stored || Date.now() - stored.savedAt > MAX_AGE_MS) return null;
    return new File([stored.blob], stored.name, { type: stored.type, lastModified: stored.lastModified });
  } catch {
    return null;
  }
}

/** Forgets the kept file. Never throws. */
export async function clearPendingUpload(): Promise<void> {
  try {
    await withStore('readwrite', (store) => store.delete(KEY));
  } catch {
    // Nothing to clear when IndexedDB is unavailable.
  }
}
