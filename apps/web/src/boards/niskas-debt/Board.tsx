'use client';
// Placeholder: the niskas-debt board is being built; until then it renders the generic board.
export { default } from '../FallbackBoard';
