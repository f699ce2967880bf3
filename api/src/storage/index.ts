export * from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { createStorage, storageConfigFromEnv } from './create-storage';
export { isStorageKey, newStorageKey } from './storage-key';
export { storageFor } from './storage-for';
