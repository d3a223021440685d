// Public surface of the engine package.
export * from './types';
export * from './errors';
export * from './canonical';
export * from './visibility';
export * from './rng';
export * from './table';
export * from './log';
export * from './view';
export * from './game';
export * from './match';
export * from './determinize';
export * from './bot';
export * from './sample';
export * from './ismcts';
export * from './botMatch';
export * from './levels';
export * from './campaign';
