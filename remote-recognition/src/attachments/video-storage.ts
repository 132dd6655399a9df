/** Spec §9: the recorded video and its poster, kept in the browser until the recognition is given. */
export const VIDEO_STORAGE_DB = 'video-storage';
export const VIDEO_STORAGE_VERSION = 1;
const STORE = 'recordings';
export type StoredMediaKey = 'video' | 'poster';

export interface VideoStorage {
  save(key: StoredMediaKey, blob: Blob): Promise<void>;
  load(key: StoredMediaKey): Promise<Blob | null>;
  clear(): Promise<void>;
}

/** Where IndexedDB is missing or refuses to open (private windows on some platforms): memory only. */
export function memoryVideoStorage(): VideoStorage {
  const blobs = new Map<StoredMediaKey, Blob>();
  return {
    save: async (key, blob) => void blobs.set(key, blob),
    load: async (key) => blobs.get(key) ?? null,
    clear: async () => blobs.clear(),
  };
}

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(VIDEO_STORAGE_DB, VIDEO_STORAGE_VERSION);
  request.onupgradeneeded = () => request.result.createObjectStore(STORE);
  return done(request);
}

function indexedDbVideoStorage(database: IDBDatabase): VideoStorage {
  const store = (mode: IDBTransactionMode) => database.transaction(STORE, mode).objectStore(STORE);
  return {
    save: async (key, blob) => void (await done(store('readwrite').put(blob, key))),
    load: async (key) => ((await done(store('readonly').get(key))) as Blob | undefined) ?? null,
    clear: async () => void (await done(store('readwrite').clear())),
  };
}

let opened: Promise<VideoStorage> | null = null;

/** The page's video storage: IndexedDB `video-storage` v1, else memory. */
export function videoStorage(factory: IDBFactory | undefined = globalThis.indexedDB): Promise<VideoStorage> {
  opened ??= factory
    ? openDatabase(factory).then(indexedDbVideoStorage, () => memoryVideoStorage())
    : Promise.resolve(memoryVideoStorage());
  return opened;
}
