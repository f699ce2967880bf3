export * from './request-status';
export * from './authority-levels';
export { derivePriority } from './priority';
export { decodeCursor, encodeCursor } from './keyset-cursor';
export { computeStages } from './workflow-stages';
export * from './workflow-actions';
