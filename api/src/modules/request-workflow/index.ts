export * from './request-status';
export * from './authority-levels';
export { derivePriority, type Priority } from './priority';
export { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor';
export { computeStages, type StageInput, type WorkflowStage } from './workflow-stages';
export * from './workflow-actions';
