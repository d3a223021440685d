// Turns and rounds (rule 6): ending a turn, the round's market and job refresh, the win at Ezra (rule 1), the round cap and the final ranking.
import { countOf, narrated, phrase, possessive, seatRef, type MatchResult, type Table, seatList } from '@cortex/engine';
import { sectorOf } from '../content/map';
import type { NiskaData, PlayerState } from '../state';
import { money } from './common';
import { refreshJobs } from './deal';
import { endOfTurnSpace } from './fly';
import { refreshMarkets } from './market';

type T = Table<NiskaData>;

export function endTurn(t: T, seat: number): void {
  t.log`${seatRef(seat)} ended ${possessive(seat)} turn.`;
  endOfTurnSpace(t, seat);
  const g = t.game;
  g.used = [];
  g.turn = (g.turn + 1) % t.players;
  if (g.turn !== 0) return;
  g.round++;
  if (g.round > g.settings.roundLimit) {
    finishOnScore(t);
    return;
  }
  t.logAbout(null)`Round ${g.round} begins.`;
  refreshMarkets(t);
  refreshJobs(t);
}

/** Net worth used to rank everyone but the winner: cash plus $1,000 for each solid contact, less $1,000 per warrant. */
export function score(p: PlayerState): number {
  return p.cash + 1000 * p.solid.length - 1000 * p.warrants;
}

function finishOnScore(t: T): void {
  const g = t.game;
  g.phase = 'over';
  g.pending = [];
  g.offers = [];
  const best = Math.max(...g.players.map(score));
  g.summary = `Nobody paid Niska back within ${countOf(g.settings.roundLimit, 'round')}; the best net worth was ${money(best)}.`;
  // The line says who came out ahead and where everyone stands, best first, not only the best figure.
  const order = g.players.map((_, s) => s).sort((a, b) => score(g.players[b]!) - score(g.players[a]!));
  const leaders = order.filter((s) => score(g.players[s]!) === best);
  const standings = order.flatMap((s, i) => [
    ...(i === 0 ? [] : [i === order.length - 1 ? ' and ' : ', ']),
    ...phrase`${seatRef(s)} ${money(score(g.players[s]!))}`,
  ]);
  t.logAbout(
    null,
  )`Nobody paid Niska back within ${countOf(g.settings.roundLimit, 'round')}: ${seatList(leaders)} finished with the best net worth. Net worth (cash, plus $1,000 per solid contact, less $1,000 per warrant): ${standings}.`;
}

/** Rule 1: at Ezra with the win amount in hand and enough solid contacts, a player pays Niska back and wins. */
export function checkWin(t: T, first: number): void {
  const g = t.game;
  if (g.phase !== 'play' || g.pending.length > 0 || g.work !== null) return;
  for (let k = 0; k < t.players; k++) {
    const s = (first + k) % t.players;
    const p = g.players[s]!;
    if (p.sector === sectorOf('ezra') && p.cash >= g.settings.winAmount && p.solid.length >= g.settings.solidContacts) {
      g.phase = 'over';
      g.winner = s;
      g.offers = [];
      // A house-rule win amount below the debt settles whatever is in hand.
      const paid = Math.min(g.settings.debt, p.cash);
      p.cash -= paid;
      g.summary = `Captain ${p.captain ?? 'unnamed'} of the ${p.ship ?? 'Firefly'} paid Niska back on Ezra in round ${g.round} and won.`;
      t.logAbout(
        s,
      )`${seatRef(s)} reached Ezra with ${money(p.cash + paid)} in hand and ${countOf(p.solid.length, 'solid contact')}, paid Niska ${money(paid)} and won!`;
      return;
    }
  }
}

export function resultOf(g: NiskaData): MatchResult {
  const scores = g.players.map(score);
  const key = (s: number): number => (s === g.winner ? Number.POSITIVE_INFINITY : scores[s]!);
  const ranks = scores.map((_, s) => 1 + scores.filter((_, o) => key(o) > key(s)).length);
  const winners = ranks.flatMap((r, s) => (r === 1 ? [s] : []));
  const words =
    g.winner !== null
      ? phrase`${seatRef(g.winner)} paid Niska back on Ezra in round ${g.round} and won (Captain ${g.players[g.winner]!.captain ?? 'unnamed'} of the ${g.players[g.winner]!.ship ?? 'Firefly'}).`
      : g.phase === 'over'
        ? phrase`Nobody paid Niska back within ${countOf(g.settings.roundLimit, 'round')}: ${seatList(winners)} finished with the best net worth, ${money(Math.max(...scores))}.`
        : phrase`The game is over.`;
  return { winners, ranks, scores, ...narrated(words) };
}
