/**
 * The portal's local database (docs/product-spec.md §3: IndexedDB `pwa`, version 2, stores `apiCache` and
 * `surveysAnswers`): answers in progress survive a reload, a closed tab and a lost connection; `apiCache` keeps the
 * last answer of a read the island needs offline (a census definition). Everything fails soft: without IndexedDB (a
 * private window that refuses it) the island works, only the safety net is missing.
 */
export const PWA_DB = 'pwa';
export const PWA_DB_VERSION = 2;
export const ANSWERS_STORE = 'surveysAnswers';
export const API_CACHE_STORE = 'apiCache';

let opening: Promise<IDBDatabase | undefined> | undefined;

function open(): Promise<IDBDatabase | undefined> {
  opening ??= new Promise((resolve) => {
    try {
      const request = indexedDB.open(PWA_DB, PWA_DB_VERSION);
      request.onupgradeneeded = () => {
        const db = request.result;
        for (const store of [API_CACHE_STORE, ANSWERS_STORE]) if (!db.objectStoreNames.contains(store)) db.createObjectStore(store);
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
      request.onblocked = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
  return opening;
}

async function run<T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await open();
  if (!db) return undefined;
  return new Promise((resolve) => {
    try {
      const request = act(db.transaction(store, mode).objectStore(store));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(undefined);
    } catch {
      resolve(undefined);
    }
  });
}

export const readLocal = <T>(store: string, key: string) => run<T>(store, 'readonly', (s) => s.get(key) as IDBRequest<T>);
export const writeLocal = (store: string, key: string, value: unknown) => run(store, 'readwrite', (s) => s.put(value, key));
export const deleteLocal = (store: string, key: string) => run(store, 'readwrite', (s) => s.delete(key));
