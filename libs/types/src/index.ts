export * from './remote-app-props';
export * from './domain';
export * from './request';
export * from './staff';
export * from './admin';
export * from './admin-events-social';
export * from './admin-gallery';
