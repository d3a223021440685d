// Legal moves and decisions in words, from what the deciding seat sees: each move's label, the decision it belongs to,
// the cards it is about, and the prompt of the decision. The board, the API's choices, replays and bots' explanations use them.
import { countOf, listOf, type MoveLabel, type Seat, type SeatNames } from '@cortex/engine';
import { avatar, BROWNCOAT_COST, character, CREDITS_PER_EXTRA_DRAW, objective, SHIP_SLOT_CREDITS } from './content';
import { answerOf, decisionOf } from './rules/decisions';
import { effectText } from './rules/keywords';
import { isBasic, type FireflyMove } from './moves';
import { className } from './content/names';
import { type Ctx, ctxOf, nameOf, type View, where, who } from './say';
import { data, enemyAttack, type FireflyData, mcOf, repairCost, scanCost, Z } from './state';
import type { Effect } from './content/vocabulary';

/** An effect text as a clause inside a label: "Scan a space for free." → "scan a space for free", "You get +2 Attack." → "+2 Attack". */
function clause(text: string): string {
  const t = text.trim().replace(/\.$/, '').replace(/\. /g, ', then ');
  const lower = t.charAt(0).toLowerCase() + t.slice(1);
  return lower
    .replace(/: ([A-Z])(?=[a-z])/g, (_, c: string) => `: ${c.toLowerCase()}`)
    .replace(/(^|: |, then )you get /g, '$1');
}

/** Effects as one clause: "heal a Strike from any Main Character, then draw a card". */
const fxWords = (fx: readonly Effect[]): string => fx.map((e) => clause(effectText(e))).join(', then ');

/** "+2 Recruit, +1 Attack" (or "" when a card gives neither). */
function gains(recruit: number, attack: number): string {
  return [...(recruit > 0 ? [`+${recruit} Recruit`] : []), ...(attack > 0 ? [`+${attack} Attack`] : [])].join(', ');
}

/** What playing a character gives now: its points, and its class combo when an earlier card this turn allows it. */
function playWords(c: Ctx, kind: string): string {
  const d = character(kind);
  if (!d) return '';
  const parts = [gains(d.recruit, d.attack)].filter(Boolean);
  if (d.play) parts.push(fxWords(d.play));
  if (d.combo && c.g.classes.includes(d.combo.cls))
    parts.push(`${className(d.combo.cls)} combo: ${fxWords(d.combo.fx)}`);
  return parts.join('; ');
}

const price = (pool: 'attack' | 'recruit', n: number): string => `${n} ${pool === 'attack' ? 'Attack' : 'Recruit'}`;

export const GROUPS = {
  play: 'Play cards from your hand',
  recruit: 'Recruit from the Bridge',
  board: 'Scan, fight, complete and repair',
  end: 'End your Action Phase',
  help: 'Help the player whose turn it is',
  intermission: 'Spend the Credits of the Inter-Mission',
} as const;

/** A legal move in words, from the seat's view only. */
export function describeFireflyMove(view: View, seat: Seat, move: FireflyMove, names: SeatNames): MoveLabel {
  const c = ctxOf(view, seat, names);
  const g = c.g;
  switch (move.type) {
    case 'play': {
      const kind = c.kinds.get(move.card) ?? '';
      const d = data(kind);
      if (d?.type === 'flaw') {
        const flaw = avatar(g.mcs[mcOf(g, seat)]!.crew).flaw;
        return {
          label: `Play your Flaw, ${flaw.name} (you must): ${fxWords(flaw.fx)}`,
          group: GROUPS.play,
          short: 'Play Flaw',
          cards: [move.card],
        };
      }
      if (d?.type === 'talent') {
        const talent = avatar(g.mcs[mcOf(g, seat)]!.crew).talent;
        return {
          label: `Play a Talent: draw a card (activate it later for ${talent.name}: ${fxWords(talent.activate)})`,
          group: GROUPS.play,
          short: 'Play',
          cards: [move.card],
        };
      }
      const what = playWords(c, kind);
      return {
        label: `Play ${nameOf(c, move.card)}${what ? `: ${what}` : ''}`,
        group: GROUPS.play,
        short: 'Play',
        cards: [move.card],
      };
    }
    case 'playBasics': {
      const basics = c.r.cards(Z.hand(seat)).filter((x) => isBasic(x.kind));
      const counts = new Map<string, number>();
      let recruit = 0;
      let attack = 0;
      for (const x of basics) {
        const d = character(x.kind)!;
        counts.set(d.name, (counts.get(d.name) ?? 0) + 1);
        recruit += d.recruit;
        attack += d.attack;
      }
      const list = listOf([...counts].map(([name, n]) => `${n} ${name}`));
      return {
        label: `Play ${basics.length === 2 ? 'both basic cards' : `all ${basics.length} basic cards`} (${list}): ${gains(recruit, attack)}`,
        group: GROUPS.play,
        short: 'Play all basics',
        cards: basics.map((x) => x.id),
      };
    }
    case 'playCopy': {
      const owner = Array.from({ length: c.r.players }, (_, s) => s).find((s) =>
        c.r.cards(Z.aside(s)).some((x) => x.id === move.card),
      );
      const what = playWords(c, c.kinds.get(move.card) ?? '');
      return {
        label: `Play a virtual copy of ${nameOf(c, move.card)}${owner !== undefined ? `, Coordinated by ${who(c, owner)}` : ''}${what ? `: ${what}` : ''}`,
        group: GROUPS.play,
        short: 'Play copy',
        cards: [move.card],
      };
    }
    case 'activate': {
      const kind = c.kinds.get(move.card) ?? '';
      const d = data(kind);
      if (d?.type === 'talent') {
        const talent = avatar(g.mcs[mcOf(g, seat)]!.crew).talent;
        return {
          label: `Activate your Talent, ${talent.name}: ${fxWords(talent.activate)} (the Talent is defeated)`,
          group: GROUPS.play,
          short: 'Activate',
          cards: [move.card],
        };
      }
      const fx = d?.type === 'character' ? d.activate : undefined;
      return {
        label: `Activate ${nameOf(c, move.card)}${fx ? `: ${fxWords(fx)}` : ''}`,
        group: GROUPS.play,
        short: 'Activate',
        cards: [move.card],
      };
    }
    case 'recruit': {
      const top = c.r.cards(Z.bridge(move.space))[0];
      const d = top ? character(top.kind) : undefined;
      return {
        label: `Recruit ${top ? nameOf(c, top.id) : 'the card'} from Bridge space ${move.space + 1} for ${d?.cost ?? 0} Recruit`,
        group: GROUPS.recruit,
        short: 'Recruit',
        cards: top ? [top.id] : [],
      };
    }
    case 'recruitBrowncoats':
      return {
        label: `Recruit a Browncoats for ${BROWNCOAT_COST} Recruit`,
        group: GROUPS.recruit,
        short: 'Recruit',
        cards: c.r
          .cards(Z.browncoats)
          .slice(0, 1)
          .map((x) => x.id),
      };
    case 'scan': {
      const cost = scanCost(c.r, move.space);
      return {
        label: `Scan space ${move.space + 1} for ${cost} Attack (turn its card face-up)`,
        group: GROUPS.board,
        short: `Scan (${cost})`,
      };
    }
    case 'fight': {
      const kind = c.kinds.get(move.card) ?? '';
      const n = enemyAttack(g, move.card, kind);
      const at = where(c, move.card);
      return {
        label: `Fight ${nameOf(c, move.card)}${at ? ` ${at}` : ''} for ${n} Attack`,
        group: GROUPS.board,
        short: `Fight (${n})`,
        cards: [move.card],
      };
    }
    case 'complete': {
      const d = data(c.kinds.get(move.card) ?? '');
      const name = nameOf(c, move.card);
      if (d?.type === 'goal' || d?.type === 'sideJob') {
        const what = d.type === 'goal' ? 'the Goal' : 'the Side Job';
        return {
          label: `Complete ${what} ${name} for ${price(d.pay.pool, d.pay.n)}`,
          group: GROUPS.board,
          short: 'Complete',
          cards: [move.card],
        };
      }
      if ((d?.type === 'event' || d?.type === 'special') && d.pay) {
        return {
          label: `Pay ${price(d.pay.pool, d.pay.n)} to defeat ${name} and end its Ongoing effect`,
          group: GROUPS.board,
          short: 'Defeat it',
          cards: [move.card],
        };
      }
      return { label: `Complete ${name}`, group: GROUPS.board, short: 'Complete', cards: [move.card] };
    }
    case 'repair': {
      const top = c.r.cards(Z.slot(move.slot))[0];
      const n = top ? repairCost(c.r, top.kind) : 0;
      return {
        label: `Repair ${top ? nameOf(c, top.id) : 'the Ship Strike'} on Serenity for ${n} Attack`,
        group: GROUPS.board,
        short: `Repair (${n})`,
        cards: top ? [top.id] : [],
      };
    }
    case 'coordinate':
      if (seat === g.active) {
        return {
          label: `Coordinate ${nameOf(c, move.card)} alone: discard it to draw a card (once a turn, solo)`,
          group: GROUPS.play,
          short: 'Coordinate',
          cards: [move.card],
        };
      }
      return {
        label: `Coordinate ${nameOf(c, move.card)} to ${who(c, g.active)}: they may play a copy of it, and you draw a card`,
        group: GROUPS.help,
        short: 'Coordinate',
        cards: [move.card],
      };
    case 'react': {
      const d = character(c.kinds.get(move.card) ?? '');
      return {
        label: `React with ${nameOf(c, move.card)} to help ${who(c, g.active)}${d?.reaction ? `: ${fxWords(d.reaction)}` : ''}`,
        group: GROUPS.help,
        short: 'React',
        cards: [move.card],
      };
    }
    case 'pass':
      return { label: `Pass: no more help for ${who(c, g.active)} this turn`, group: GROUPS.help, short: 'Pass' };
    case 'endTurn':
      return {
        label: 'End your Action Phase (the Strike Phase follows)',
        group: GROUPS.end,
        short: 'End Action Phase',
      };
    case 'choose':
      return chooseWords(c, move.target);
    case 'buyUpgrade': {
      const d = data(c.kinds.get(move.card) ?? '');
      const old = c.r.cards(Z.upgrade(move.slot))[0];
      return {
        label: `Buy ${nameOf(c, move.card)} for ${countOf(d?.type === 'upgrade' ? d.cost : 0, 'Credit')} into Upgrade slot ${move.slot + 1}${old ? `, replacing ${nameOf(c, old.id)}` : ''}`,
        group: GROUPS.intermission,
        short: `Buy → slot ${move.slot + 1}`,
        cards: [move.card],
      };
    }
    case 'repairShip': {
      const top = c.r.cards(Z.slot(move.slot))[0];
      const n = SHIP_SLOT_CREDITS[move.slot] ?? 0;
      return {
        label: `Repair ${top ? nameOf(c, top.id) : 'the Ship Strike'} for ${countOf(n, 'Credit')}`,
        group: GROUPS.intermission,
        short: `Repair (${n} Cr)`,
        cards: top ? [top.id] : [],
      };
    }
    case 'heal':
      return {
        label: `Spend ${countOf(move.credits, 'Credit')} on healing: each Main Character heals up to ${move.credits} damage`,
        group: GROUPS.intermission,
        short: `Heal ${move.credits}`,
      };
    case 'drawExtra':
      return {
        label: `Spend ${countOf(move.cards * CREDITS_PER_EXTRA_DRAW, 'Credit')}: each player draws ${countOf(move.cards, 'extra card')} for the next Episode`,
        group: GROUPS.intermission,
        short: `+${countOf(move.cards, 'card')}`,
      };
    case 'endIntermission': {
      const lost =
        g.credits > 0 ? ` (${countOf(g.credits, 'unspent Credit')} ${g.credits === 1 ? 'is' : 'are'} lost)` : '';
      const next = g.campaign?.final ? 'end the game, won' : `start ${episodeName(g, g.episode + 1)}`;
      return {
        label: `End the Inter-Mission and ${next}${lost}`,
        group: GROUPS.intermission,
        short: g.campaign?.final ? 'End the game' : 'Start the next Episode',
      };
    }
  }
}

function episodeName(g: FireflyData, e: number): string {
  const kind = g.trio[e];
  if (!kind) return 'the next Episode';
  const o = objective(kind);
  return `Episode ${o.letter}, ${o.name}`;
}

/** Words for an answer to the pending decision: its entry's label (decisions.ts), in the group of its title. */
function chooseWords(c: Ctx, target: string): MoveLabel {
  const p = c.g.pending;
  if (!p) return { label: `Choose ${target}`, group: 'Decide', short: 'Choose' };
  const h = decisionOf(p.kind);
  const group = h.title(c, p);
  const a = answerOf(p.kind, target);
  return a === undefined ? { label: `Choose ${target}`, group, short: 'Choose' } : h.label(c, p, a, group);
}

/** What the seat is asked to decide now. */
export function fireflyPrompt(view: View, seat: Seat, names: SeatNames): string {
  const c = ctxOf(view, seat, names);
  const g = c.g;
  const p = g.pending;
  if (p && p.seat === seat) return decisionOf(p.kind).prompt(c, p);
  if (g.step === 'intermission') {
    const spend = `spend the team's ${countOf(g.credits, 'Credit')} on Upgrades, Ship repairs, healing${g.campaign?.final ? '' : ' or extra cards'}`;
    return g.campaign?.final
      ? `The campaign's Inter-Mission before the next game: ${spend}, then end the game`
      : `Inter-Mission: ${spend}, then start ${episodeName(g, g.episode + 1)}`;
  }
  if (seat === g.active) {
    return `Your Action Phase: play cards, then spend Recruit (${g.recruit}) on the Bridge and Attack (${g.attack}) on scans, enemies, Goals and repairs; end the Action Phase when done`;
  }
  if (g.step === 'reactions')
    return `${c.names.seatName(g.active)}'s strikes are done: you may react with a Reaction card before their turn ends, or pass`;
  return `${c.names.seatName(g.active)}'s Action Phase: you may Coordinate a card to them or react with a Reaction card, or pass (the turn goes on without waiting for you)`;
}
