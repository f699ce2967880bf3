export * from './api-fetch';
export * from './query-keys';
export * from './query-client';
export * from './browser-storage';
export * from './message-from-error';
export * from './reads/locations';
export * from './reads/requests';
export * from './reads/public-content';
