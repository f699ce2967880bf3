export * from './api-fetch';
