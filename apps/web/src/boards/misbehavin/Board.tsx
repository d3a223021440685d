'use client';
// Placeholder: the misbehavin board is being built; until then it renders the generic board.
export { default } from '../FallbackBoard';
