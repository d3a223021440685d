'use client';
// Placeholder: the legendary-firefly board is being built; until then it renders the generic board.
export { default } from '../FallbackBoard';
