export * from './remote-app-props';
export * from './domain';
export * from './admin';
