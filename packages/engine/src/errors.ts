// Typed move errors: a code a program can branch on and a reason a person can read.

export type MoveErrorCode = 'GAME_OVER' | 'MALFORMED_MOVE' | 'UNKNOWN_MOVE' | 'NOT_YOUR_DECISION' | 'ILLEGAL_MOVE';

export interface MoveError {
  readonly code: MoveErrorCode;
  readonly reason: string;
}

export function moveError(code: MoveErrorCode, reason: string): MoveError {
  return { code, reason };
}
