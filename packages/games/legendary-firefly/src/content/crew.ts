// The nine 14-card crew stacks (5 + 5 + 3 + 1 copies of four cards each), authored in the rulebook's spirit.
import type { CharacterCard } from './types';
import type { Cls, Crew, Effect } from './vocabulary';
import type { Entry } from './basics';

interface Spec {
  readonly id: string;
  readonly name: string;
  readonly cls: Cls;
  readonly cost: number;
  readonly r?: number;
  readonly a?: number;
  readonly play?: readonly Effect[];
  readonly combo?: readonly Effect[];
  readonly activate?: readonly Effect[];
  readonly coordinate?: boolean;
  readonly reaction?: readonly Effect[];
}

const COPIES = [5, 5, 3, 1] as const;

function stack(crew: Crew, specs: readonly [Spec, Spec, Spec, Spec]): Entry[] {
  return specs.map((s, i): Entry => {
    const card: CharacterCard = {
      type: 'character',
      name: s.name,
      crew,
      cls: s.cls,
      cost: s.cost,
      recruit: s.r ?? 0,
      attack: s.a ?? 0,
      ...(s.play ? { play: s.play } : {}),
      ...(s.combo ? { combo: { cls: s.cls, fx: s.combo } } : {}),
      ...(s.activate ? { activate: s.activate } : {}),
      ...(s.coordinate ? { coordinate: true } : {}),
      ...(s.reaction ? { reaction: s.reaction } : {}),
    };
    return [`${crew}-${s.id}`, card, COPIES[i]!];
  });
}

const draw = (n = 1): Effect => ({ do: 'draw', n });
const atk = (n: number): Effect => ({ do: 'attack', n });
const rec = (n: number): Effect => ({ do: 'recruit', n });

export const CREW_STACKS: Readonly<Record<Crew, readonly Entry[]>> = {
  mal: stack('mal', [
    { id: 'orders', name: "Captain's Orders", cls: 'leadership', cost: 3, r: 2, coordinate: true, combo: [draw()] },
    { id: 'my-ship', name: 'Hands Off My Ship', cls: 'strength', cost: 3, a: 2, combo: [atk(2)] },
    {
      id: 'still-flying',
      name: "We're Still Flying",
      cls: 'leadership',
      cost: 5,
      r: 2,
      a: 1,
      play: [{ do: 'eachDraws', n: 1 }],
    },
    {
      id: 'big-damn-heroes',
      name: 'Big Damn Heroes',
      cls: 'strength',
      cost: 7,
      a: 4,
      play: [{ do: 'defeatOwn' }],
      combo: [atk(2)],
    },
  ]),
  zoe: stack('zoe', [
    { id: 'steady-aim', name: 'Steady Aim', cls: 'strength', cost: 2, a: 2, combo: [atk(1)] },
    { id: 'yes-sir', name: 'Yes, Sir', cls: 'leadership', cost: 3, r: 1, a: 1, coordinate: true, combo: [atk(2)] },
    { id: 'battle-hardened', name: 'Battle Hardened', cls: 'survival', cost: 4, a: 2, play: [{ do: 'avoid' }] },
    {
      id: 'warrior-woman',
      name: 'Warrior Woman',
      cls: 'strength',
      cost: 6,
      a: 4,
      combo: [{ do: 'defeatEnemy', max: 3 }],
    },
  ]),
  wash: stack('wash', [
    { id: 'fancy-flying', name: 'Fancy Flying', cls: 'tech', cost: 3, r: 1, a: 1, combo: [{ do: 'scan' }] },
    {
      id: 'curse-you',
      name: 'Curse You, Sir!',
      cls: 'tech',
      cost: 3,
      a: 1,
      coordinate: true,
      play: [draw()],
      combo: [{ do: 'cancel' }],
    },
    { id: 'crazy-ivan', name: 'Crazy Ivan', cls: 'tech', cost: 5, a: 3, play: [{ do: 'weaken', n: 2 }] },
    { id: 'dinosaurs', name: 'Yes, Dinosaurs', cls: 'intel', cost: 6, r: 2, play: [draw(2)] },
  ]),
  jayne: stack('jayne', [
    { id: 'vera', name: 'Vera', cls: 'strength', cost: 4, a: 3, combo: [{ do: 'weaken', n: 2 }] },
    { id: 'intimidate', name: 'Intimidate', cls: 'strength', cost: 2, a: 1, play: [{ do: 'defeatOwn' }] },
    {
      id: 'canton',
      name: 'Cunning Hat',
      cls: 'survival',
      cost: 4,
      r: 2,
      a: 1,
      coordinate: true,
      play: [{ do: 'avoid' }],
    },
    { id: 'grenades', name: 'Grenades', cls: 'strength', cost: 7, a: 5, combo: [{ do: 'defeatEnemy', max: 4 }] },
  ]),
  kaylee: stack('kaylee', [
    { id: 'shiny-engine', name: 'Shiny Engine', cls: 'tech', cost: 3, r: 2, combo: [{ do: 'repair' }] },
    {
      id: 'strawberries',
      name: 'Strawberries',
      cls: 'survival',
      cost: 2,
      r: 1,
      coordinate: true,
      combo: [{ do: 'heal' }],
    },
    { id: 'talk-to-her', name: 'Talk to Her', cls: 'tech', cost: 4, a: 2, combo: [rec(2)] },
    { id: 'catalyzer', name: 'Catalyzer Swap', cls: 'tech', cost: 6, r: 3, a: 2, play: [{ do: 'repair' }] },
  ]),
  inara: stack('inara', [
    { id: 'companion', name: 'Tea Ceremony', cls: 'leadership', cost: 3, r: 2, coordinate: true, combo: [rec(1)] },
    {
      id: 'guild',
      name: 'Guild Connections',
      cls: 'intel',
      cost: 3,
      r: 1,
      play: [draw(), { do: 'show', cls: 'leadership', then: [rec(1)] }],
    },
    { id: 'shuttle', name: 'Shuttle Getaway', cls: 'leadership', cost: 5, r: 3, play: [{ do: 'gainBrowncoat' }] },
    {
      id: 'sword-lesson',
      name: 'The Sword Lesson',
      cls: 'intel',
      cost: 7,
      r: 3,
      a: 2,
      combo: [{ do: 'eachDraws', n: 1 }],
    },
  ]),
  book: stack('book', [
    { id: 'sermon', name: 'Sermon', cls: 'leadership', cost: 2, r: 1, combo: [rec(1)], reaction: [atk(1)] },
    { id: 'wisdom', name: "Shepherd's Wisdom", cls: 'survival', cost: 3, a: 2, combo: [{ do: 'heal' }] },
    { id: 'past', name: 'A Past Best Left Buried', cls: 'intel', cost: 4, a: 2, coordinate: true, combo: [draw()] },
    { id: 'special-hell', name: 'Special Level of Hell', cls: 'strength', cost: 6, a: 4, play: [{ do: 'avoid' }] },
  ]),
  simon: stack('simon', [
    { id: 'field-medicine', name: 'Field Medicine', cls: 'survival', cost: 2, r: 1, combo: [{ do: 'heal' }] },
    { id: 'brilliant', name: 'Brilliant Doctor', cls: 'intel', cost: 3, r: 2, combo: [draw()] },
    { id: 'brother', name: 'Protective Brother', cls: 'survival', cost: 4, a: 2, reaction: [{ do: 'avoid' }] },
    {
      id: 'surgeon',
      name: 'Trauma Surgery',
      cls: 'survival',
      cost: 6,
      r: 2,
      activate: [{ do: 'heal' }, { do: 'heal' }],
    },
  ]),
  river: stack('river', [
    { id: 'read-minds', name: 'Read Minds', cls: 'intel', cost: 2, r: 1, coordinate: true, combo: [draw()] },
    { id: 'premonition', name: 'Premonition', cls: 'survival', cost: 3, a: 1, play: [{ do: 'avoid' }] },
    { id: 'no-power', name: "No Power in the 'Verse Can Stop Me", cls: 'intel', cost: 4, a: 2, combo: [atk(2)] },
    { id: 'miranda', name: 'Miranda', cls: 'strength', cost: 7, a: 5, play: [{ do: 'defeatEnemy', max: 4 }] },
  ]),
};
