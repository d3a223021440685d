// The names of crew members and classes as cards and logs print them (low in the imports: the rules' logs use them too).
import { avatar } from '.';
import type { Cls, Crew } from './vocabulary';

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
export const crewName = (c: Crew): string => avatar(c).name;
export const className = (c: Cls): string => cap(c);
