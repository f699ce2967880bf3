export * from './api-fetch';
// For the calls apiFetch does not shape (an upload with progress, a file download); a bundle that
// names it loads axios with it, the others only on their first apiFetch (sideEffects: false).
export { http } from './http';
export * from './query-keys';
export * from './query-client';
export * from './browser-storage';
export * from './message-from-error';
export * from './reads/locations';
export * from './reads/requests';
export * from './reads/similar-requests';
export * from './reads/public-content';
export * from './reads/transparency';
