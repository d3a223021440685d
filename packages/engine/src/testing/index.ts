// Test helpers for games: the conformance harness and the engine's own test game.
export * from './conformance';
export * from './pairs';
export * from './noPeeking';
export * from './wording';
export * from './decisions';
