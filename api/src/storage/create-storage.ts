import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** The storage settings this module reads; the app config passes them through. */
export interface StorageConfig {
  dataDir: string;
  driver?: 'local' | 's3';
  s3?: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; prefix?: string };
}

export function createStorage(config: StorageConfig): FileStorage {
  if (config.driver === 's3') {
    if (!config.s3) throw new Error('STORAGE_DRIVER=s3 needs the S3_* settings');
    return new S3Storage(config.s3);
  }
  return new LocalDiskStorage(config.dataDir);
}

/** Reads STORAGE_DRIVER and S3_* from the environment (used when the app config has no storage section). */
export function storageConfigFromEnv(env: NodeJS.ProcessEnv, dataDir: string): StorageConfig {
  if (env.STORAGE_DRIVER !== 's3') return { dataDir, driver: 'local' };
  return {
    dataDir,
    driver: 's3',
    s3: {
      endpoint: env.S3_ENDPOINT ?? 'https://s3.amazonaws.com',
      bucket: env.S3_BUCKET ?? '',
      region: env.S3_REGION ?? 'us-east-1',
      accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
      secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
      prefix: env.S3_PREFIX ?? 'uploads/',
    },
  };
}
