import type { AppDeps } from '../types';
import { createStorage, storageConfigFromEnv } from './create-storage';
import type { FileStorage } from './file-storage';

const byDeps = new WeakMap<object, FileStorage>();

/**
 * The app's file storage: `deps.storage` when given (tests), else built once per app from
 * STORAGE_DRIVER / S3_* and DATA_DIR (local disk under DATA_DIR/uploads by default).
 */
export function storageFor(deps: AppDeps & { storage?: FileStorage }): FileStorage {
  if (deps.storage) return deps.storage;
  let storage = byDeps.get(deps);
  if (!storage) {
    storage = createStorage(storageConfigFromEnv(process.env, deps.config.dataDir));
    byDeps.set(deps, storage);
  }
  return storage;
}
