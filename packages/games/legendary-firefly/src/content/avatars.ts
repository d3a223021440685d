// The nine Avatars: rank, Defense, Health, the Talent's Activate ability and the Flaw (Mal's and Wash's as the rulebook prints them).
import type { AvatarCard } from '../cardTypes';
import type { Crew } from '../vocabulary';

export const AVATARS: Readonly<Record<Crew, AvatarCard>> = {
  mal: {
    type: 'avatar', name: 'Mal', crew: 'mal', rank: 1, defense: 4, health: 10,
    talent: { name: 'Fiercely Loyal', activate: [{ do: 'playersDraw', count: 2 }] },
    flaw: { name: 'Antagonistic', fx: [{ do: 'addEpisode' }] },
  },
  zoe: {
    type: 'avatar', name: 'Zoe', crew: 'zoe', rank: 2, defense: 4, health: 11,
    talent: { name: 'Seasoned Soldier', activate: [{ do: 'attack', n: 3 }] },
    flaw: { name: 'Hard as Nails', fx: [{ do: 'discard', n: 1 }] },
  },
  wash: {
    type: 'avatar', name: 'Wash', crew: 'wash', rank: 3, defense: 2, health: 8,
    talent: { name: 'Leaf on the Wind', activate: [{ do: 'scan' }] },
    flaw: { name: 'Dinosaur Games', fx: [{ do: 'discard', n: 1 }] },
  },
  jayne: {
    type: 'avatar', name: 'Jayne', crew: 'jayne', rank: 4, defense: 3, health: 12,
    talent: { name: 'Hero of Canton', activate: [{ do: 'defeatEnemy', max: 3 }] },
    flaw: { name: 'Mercenary', fx: [{ do: 'crewStrike', who: 'you' }] },
  },
  kaylee: {
    type: 'avatar', name: 'Kaylee', crew: 'kaylee', rank: 5, defense: 2, health: 9,
    talent: { name: 'Talks to Engines', activate: [{ do: 'repair' }] },
    flaw: { name: 'Soft-Hearted', fx: [{ do: 'addEpisode' }] },
  },
  inara: {
    type: 'avatar', name: 'Inara', crew: 'inara', rank: 6, defense: 3, health: 9,
    talent: { name: 'Registered Companion', activate: [{ do: 'recruit', n: 3 }] },
    flaw: { name: 'Guarded Heart', fx: [{ do: 'discard', n: 1 }] },
  },
  book: {
    type: 'avatar', name: 'Book', crew: 'book', rank: 7, defense: 3, health: 10,
    talent: { name: 'Shepherd', activate: [{ do: 'heal' }] },
    flaw: { name: 'Mysterious Past', fx: [{ do: 'addEpisode' }] },
  },
  simon: {
    type: 'avatar', name: 'Simon', crew: 'simon', rank: 8, defense: 2, health: 9,
    talent: { name: 'Trauma Surgeon', activate: [{ do: 'heal' }, { do: 'draw', n: 1 }] },
    flaw: { name: 'Fish Out of Water', fx: [{ do: 'discard', n: 1 }] },
  },
  river: {
    type: 'avatar', name: 'River', crew: 'river', rank: 9, defense: 5, health: 8,
    talent: { name: 'Reader', activate: [{ do: 'avoid' }] },
    flaw: { name: 'Unstable', fx: [{ do: 'crewStrike', who: 'you' }] },
  },
};
