// The turn loop: Episode Phase, Action Phase, Strike Phase (Combat Zone right to left, then Range), Cleanup, skipped turns.
import { possessive, seatRef, type Seat } from '@cortex/engine';
import { avatar } from '../content';
import { orderChoices } from './effects';
import { runJob } from './run';
import { endEpisode } from './episode';
import { beginStrikePhase, cleanup, drawCrewStrike, drawShipStrike, nextPlayer } from './ops';
import { data, type FTable, liveSpaces, mcOf, mods, timedAbilities, Z } from '../state';
import { failSideJobs } from './verse';

/** Runs the automatic parts of the game until a player has a decision to make. */
export function advance(t: FTable): void {
  for (let guard = 0; guard < 100_000; guard++) {
    const g = t.game;
    if (g.step === 'over' || g.result) return;
    if (g.pending) return;
    if (g.queue.length > 0 && orderChoices(t).length > 1) {
      g.pending = { seat: g.active, kind: 'order', n: 0, chosen: [] };
      return;
    }
    const job = g.queue.shift();
    if (job) {
      runJob(t, job);
      continue;
    }
    if (g.endEpisode) {
      endEpisode(t);
      continue;
    }
    switch (g.step) {
      case 'start':
        startTurn(t);
        continue;
      case 'action':
        // A defeated player's turn, taken when the difficulty says so: the Episode Phase is done, no Action Phase.
        if (g.mcs[mcOf(g, g.active)]!.down) {
          beginStrikePhase(t);
          continue;
        }
        // A Flaw in hand is played at once, before anything else: it asks nothing (all Flaws are alike).
        {
          const flaw = t.cards(Z.hand(g.active)).find((c) => data(c.kind)?.type === 'flaw');
          if (flaw) {
            playFlaw(t, g.active, flaw.id);
            continue;
          }
        }
        return;
      case 'intermission':
        return;
      case 'strike':
        if (!nextStrike(t)) {
          failSideJobs(t);
          g.step = 'reactions';
        }
        continue;
      case 'reactions':
        // The strikes are done; teammates still in the window may react before Cleanup (A Doctor's Oath healing a
        // player defeated in their own Strike Phase). Only healing can help now, and only bringing a defeated Main
        // Character back cannot wait for the next Action Phase, so the window waits for them only while one is
        // defeated (public), and closes as each passes.
        g.window = g.window.filter((s) => s !== g.active && !g.mcs[mcOf(g, s)]!.down);
        if (g.window.length > 0 && g.mcs.some((mc) => mc.down)) return;
        g.window = [];
        g.step = 'end';
        continue;
      case 'end':
        endTurn(t);
        continue;
    }
  }
  throw new Error('The rules did not settle.');
}

function startTurn(t: FTable): void {
  const g = t.game;
  const m = mods(t);
  g.turn += 1;
  g.recruit = m.startRecruit;
  g.attack = m.startAttack;
  g.classes = [];
  g.activated = [];
  g.virtual = [];
  g.avoid = 0;
  g.cancel = 0;
  g.scanDiscountUsed = false;
  g.soloCoordinated = false;
  g.weaken = [];
  g.coordinated = [];
  g.strikes = [];
  g.window =
    t.players > 1 && !g.mcs[mcOf(g, g.active)]!.down
      ? Array.from({ length: t.players }, (_, s) => s).filter((s) => s !== g.active && !g.mcs[mcOf(g, s)]!.down)
      : [];
  t.logAbout(g.active)`${seatRef(g.active)} began ${possessive(g.active)} turn.`;
  g.step = 'action';
  // "At the start of each turn" abilities resolve first, in the rulebook's order, then the Episode Phase.
  for (const { id, ability } of timedAbilities(t))
    for (const fx of ability.turnStart ?? []) g.queue.push({ fx, you: g.active, src: id });
  if (g.prepTurns > 0) {
    g.prepTurns -= 1;
    t.logAbout(null)`This is a preparation turn: no Episode Phase.`;
    return;
  }
  g.queue.push({ fx: { do: 'addEpisode' }, you: g.active });
}

/** Plays a Flaw from a player's hand: the Avatar's Flaw text follows, and the card goes back to the Flaw stack. */
export function playFlaw(t: FTable, seat: Seat, id: string): void {
  const flaw = avatar(t.game.mcs[mcOf(t.game, seat)]!.crew).flaw;
  t.move(id, Z.flaws);
  t.logAbout(seat)`${seatRef(seat)} played a Flaw: ${flaw.name}.`;
  for (const fx of flaw.fx) t.game.queue.push({ fx, you: seat });
}

/** Resolves the next strike; false when none is left. Stops to ask whether to avoid it when the player can. */
function nextStrike(t: FTable): boolean {
  const g = t.game;
  const ev = g.strikes[0];
  if (!ev) return false;
  const me = mcOf(g, g.active);
  const down = g.mcs[me]!.down;
  const where = t.zoneOf(ev.src);
  // A striker that has left the Combat Zone and the 'Verse (defeated by an effect meanwhile) no longer strikes.
  const present = where === Z.combat || Array.from({ length: liveSpaces(g) }, (_, i) => Z.up(i)).includes(where ?? '');
  if (!present || (!ev.ship && down)) {
    g.strikes.shift();
    return true;
  }
  if (g.avoid > 0 && !ev.asked && !down) {
    ev.asked = true;
    g.pending = { seat: g.active, kind: 'avoid', n: 0, chosen: [] };
    return true;
  }
  g.strikes.shift();
  const src = t.card(ev.src);
  const d = data(src.kind);
  t.logAbout(g.active)`${t.cardsRef(src.id)} struck ${ev.ship ? 'Serenity' : seatRef(g.active)}.`;
  // "When that enemy strikes, after you draw a strike card, follow the instructions of that ability": the strike card's
  // text first, then the striker's Strike ability — a fixed order, so nothing to choose.
  if (ev.ship) drawShipStrike(t);
  else drawCrewStrike(t, me);
  const fx = d?.type === 'enemy' ? d.strike : d?.type === 'inevitable' ? d.strike : undefined;
  for (const f of fx ?? []) g.queue.push({ fx: f, you: g.active, src: src.id });
  return true;
}

/** After the strikes: the Inevitable's timer, Cleanup, and the next player's turn (defeated players are skipped). */
function endTurn(t: FTable): void {
  const g = t.game;
  // The turn was counted when its Strike Phase began with the Inevitable in the Combat Zone (ops.ts beginStrikePhase).
  if (g.inev.combat && g.inev.turns >= t.players) {
    t.logAbout(null)`The Inevitable card has struck on every player's turn: the Episode ends.`;
    g.endEpisode = true;
    return;
  }
  cleanup(t);
  nextPlayer(t);
}

export const avatarOf = (t: FTable, s: Seat) => avatar(t.game.mcs[mcOf(t.game, s)]!.crew);
