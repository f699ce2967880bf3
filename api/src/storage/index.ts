export * from './file-storage';
export { LocalDiskStorage } from './local-disk-storage';
export { S3Storage, type S3StorageOptions } from './s3-storage';
export { createStorage, storageConfigFromEnv, type StorageConfig } from './create-storage';
export { isStorageKey, newStorageKey } from './storage-key';
export { storageFor } from './storage-for';
export { keyFor } from './storage-key';
