export * from './api-fetch';
export * from './query-keys';
export * from './query-client';
export * from './browser-storage';
