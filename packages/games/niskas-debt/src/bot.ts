// The normal bot: plays to win from its seat's view alone — takes jobs it can do, avoids needless risk, heads for Ezra when it can pay Niska.
import type { Bot, BotInput } from '@cortex/engine';
import { type Skill, SKILLS } from './content/captains';
import { crewCard, marketCard, MARKETS } from './content/cards';
import { CONTACT_KEYS, CONTACTS, jobCard, type JobDef } from './content/jobs';
import { distance, placeAt, sectorOf } from './content/map';
import { misbehaveCard } from './content/misbehave';
import type { NiskaMove } from './moves';
import { freeSpace, onBoard, type Reader, readerOfView, roster, skillTotal, Z } from './rules/common';
import { meetsNeeds, wageOf } from './rules/work';
import type { NiskaData } from './state';

type Input = BotInput<NiskaData, NiskaMove>;

const readerFromView = (input: Input): Reader => readerOfView(input.view);

/** Chance that an exploding d6 plus `bonus` reaches `target`. */
export function passChance(bonus: number, target: number): number {
  const need = target - bonus;
  if (need <= 1) return 1;
  if (need <= 6) return (7 - need) / 6;
  return (1 / 6) * passChance(bonus + 6, target);
}

const PREFERRED_STARTS = ['persephone', 'bazaar', 'athens', 'ezra', 'londinium', 'regina', 'osiris', 'silverhold'] as const;

/** Rough worth of holding a job: its pay, less travel and the risk of misbehaving with this crew. */
function jobValue(r: Reader, seat: number, id: string, def: JobDef): number {
  const p = r.game.players[seat]!;
  if (!meetsNeeds(r, seat, def)) return -Infinity;
  let at = p.sector;
  let travel = 0;
  let risk = 0;
  const members = roster(p);
  const best = Math.max(...SKILLS.map((s) => skillTotal(r, seat, s, members, true)));
  for (let i = p.progress[id] ?? 0; i < def.steps.length; i++) {
    const step = def.steps[i]!;
    const to = sectorOf(step.at);
    travel += Math.ceil(distance(at, to) / 5);
    at = to;
    if (step.do === 'misbehave') risk += step.n * (1 - passChance(best, 7)) * 1500;
    if (step.do === 'dropoff' && i === (p.progress[id] ?? 0) && def.steps[0]!.do === 'dropoff' && onBoard(p, step.goods) < step.n) risk += 800 * step.n;
  }
  const wages = Object.keys(p.crew).reduce((n, m) => n + wageOf(r, seat, m), 0);
  const solidBonus = p.solid.includes(def.contact) ? 0 : 700;
  return def.pay + solidBonus - wages - 250 * travel - risk;
}

function heldJobs(r: Reader, seat: number): { id: string; def: JobDef; active: boolean }[] {
  return [Z.active(seat), Z.hand(seat)].flatMap((z) =>
    r.cards(z).flatMap((c) => {
      const def = jobCard(c.kind);
      return def ? [{ id: c.id, def, active: z === Z.active(seat) }] : [];
    }),
  );
}

/** Where the bot wants to be: Ezra when it can win, else the next step of its best job, else a contact with work. */
function target(r: Reader, seat: number): number {
  const g = r.game;
  const p = g.players[seat]!;
  if (p.cash >= g.settings.winAmount && p.solid.length >= g.settings.solidContacts) return sectorOf('ezra');
  let bestValue = -Infinity;
  let where = -1;
  const activeFull = r.cards(Z.active(seat)).length >= 3;
  for (const { id, def, active } of heldJobs(r, seat)) {
    const step = def.steps[p.progress[id] ?? 0];
    if (!step || (!active && activeFull)) continue;
    if (step.do === 'dropoff' && onBoard(p, step.goods) < step.n) continue;
    if (step.do === 'pickup' && freeSpace(r, seat) < step.n) continue;
    const v = jobValue(r, seat, id, def) - 150 * distance(p.sector, sectorOf(step.at));
    if (v > bestValue) {
      bestValue = v;
      where = sectorOf(step.at);
    }
  }
  if (where >= 0 && bestValue > 0) return where;
  let bestContact = -1;
  let bestScore = -Infinity;
  for (const c of CONTACT_KEYS) {
    const s = sectorOf(CONTACTS[c].at);
    const jobs = r.cards(Z.jobs(c)).map((j) => jobCard(j.kind)).filter((d): d is JobDef => d !== undefined && meetsNeeds(r, seat, d));
    const score = jobs.length * 100 + (p.solid.includes(c) ? 0 : 300) - 120 * distance(p.sector, s);
    if (jobs.length > 0 && score > bestScore) {
      bestScore = score;
      bestContact = s;
    }
  }
  return bestContact >= 0 ? bestContact : sectorOf('ezra');
}

function pick<T extends NiskaMove['type']>(moves: readonly NiskaMove[], type: T): Extract<NiskaMove, { type: T }>[] {
  return moves.filter((m): m is Extract<NiskaMove, { type: T }> => m.type === type);
}

function best<M>(items: readonly M[], score: (m: M) => number): M | undefined {
  let top: M | undefined;
  let topScore = -Infinity;
  for (const m of items) {
    const s = score(m);
    if (s > topScore) {
      topScore = s;
      top = m;
    }
  }
  return top;
}

function choose(input: Input): NiskaMove | undefined {
  const r = readerFromView(input);
  const { seat, legalMoves: moves } = input;
  const g = r.game;
  const p = g.players[seat]!;
  const first = moves[0]!;
  // Deal and work moves name their job by card id: the job cards in sight are indexed once per decision.
  let jobKinds: Map<string, string> | undefined;
  const jobOf = (id: string): JobDef | undefined => jobCard((jobKinds ??= jobCardsInSight(r)).get(id) ?? '');

  switch (first.type) {
    case 'captain':
    case 'ship':
      return first;
    case 'profession':
      return moves.find((m) => m.type === 'profession' && m.profession === 'mercenary');
    case 'personality':
      return moves.find((m) => m.type === 'personality' && m.personality === 'shippingMagnate');
    case 'start': {
      const starts = pick(moves, 'start');
      for (const key of PREFERRED_STARTS) {
        const m = starts.find((s) => s.sector === sectorOf(key));
        if (m) return m;
      }
      return starts[0];
    }
    case 'discardJobs':
      // Discard the jobs worth least to this crew.
      return best(pick(moves, 'discardJobs'), (m) =>
        m.jobs.reduce((n, job) => {
          const def = jobOf(job);
          return n + (def ? -jobValue(r, seat, job, def) : 1e9);
        }, 0),
      );
    case 'evade': {
      const goal = target(r, seat);
      return best(pick(moves, 'evade'), (m) => -distance(m.to, goal));
    }
    case 'stayBehind':
    case 'go':
      return moves.find((m) => m.type === 'go');
    case 'option':
      return best(pick(moves, 'option'), (m) => optionScore(r, seat, m.index));
    case 'giveUp':
      return first;
    case 'bribe':
      return moves.find((m) => m.type === 'bribe');
    case 'pay':
    case 'withhold': {
      const pays = pick(moves, 'pay');
      return pays[0] ?? moves[0];
    }
    case 'loseCrew':
      return best(pick(moves, 'loseCrew'), (m) => -wageOf(r, seat, m.crew));
    case 'name':
      // The GM's pick (the first suggestion), as for the Captain's and the ship's names.
      return first;
    case 'accept':
    case 'decline':
      return answer(r, seat, moves);
    default:
      break;
  }
  if (moves.some((m) => m.type === 'stopBuying')) return moves.find((m) => m.type === 'stopBuying');
  if (moves.some((m) => m.type === 'stopDealing')) {
    // Inside a Deal action: sell what no held job needs first, then take the jobs worth taking.
    const sale = spareSale(moves, neededGoods(r, seat));
    if (sale) return sale;
    const deals = pick(moves, 'deal').filter((m) => {
      const def = jobOf(m.job);
      return def !== undefined && r.cards(Z.hand(seat)).length < 3 && jobValue(r, seat, m.job, def) > 600;
    });
    return best(deals, (m) => jobValue(r, seat, m.job, jobOf(m.job)!)) ?? moves.find((m) => m.type === 'stopDealing');
  }
  if (moves.some((m) => m.type === 'cancelOffer')) return moves.find((m) => m.type === 'cancelOffer');

  // Own turn: work first, then take jobs, sell spare goods, fly toward the goal, small-time work, end.
  const works = pick(moves, 'work').filter((m) => {
    const def = jobOf(m.job);
    return def !== undefined && jobValue(r, seat, m.job, def) > 0;
  });
  const work = best(works, (m) => (cardIn(r, Z.active(seat), m.job) ? 1000 : 0) + jobValue(r, seat, m.job, jobOf(m.job)!));
  if (work) return work;
  const hand = r.cards(Z.hand(seat)).length;
  if (hand < 3) {
    const deal = best(pick(moves, 'deal').filter((m) => {
      const def = jobOf(m.job);
      return def !== undefined && jobValue(r, seat, m.job, def) > 600;
    }), (m) => jobValue(r, seat, m.job, jobOf(m.job)!));
    if (deal) return deal;
  }
  const helps = hireCheck(r, seat);
  const hire = pick(moves, 'buy').find((m) => helps(m.card));
  if (hire) return hire;
  const needed = neededGoods(r, seat);
  const sale = spareSale(moves, needed);
  if (sale) return sale;
  const ezra = sectorOf('ezra');
  if (p.sector === ezra && p.solid.length >= g.settings.solidContacts && p.cash < g.settings.winAmount) {
    const small = moves.find((m) => m.type === 'smallTime');
    if (small) return small;
  }
  const goal = target(r, seat);
  // The Reaver sitting on the goal can only be drawn off by luring it, then evading into its old sector.
  const lure = moves.find((m) => m.type === 'lure');
  if (lure && g.reaver === goal) return lure;
  const flies = pick(moves, 'fly');
  if (flies.length > 0 && p.sector !== goal) {
    const fly = best(flies, (m) => -10 * distance(m.to, goal) + (placeAt(m.to) ? 3 : 0) + (m.search ? 1 : 0));
    if (fly && distance(fly.to, goal) < distance(p.sector, goal)) return fly;
  }
  if (freeSpace(r, seat) === 0) {
    const dump = pick(moves, 'dump').find((m) => !needed.has(m.goods));
    if (dump) return dump;
  }
  const small = moves.find((m) => m.type === 'smallTime');
  if (small && !g.used.includes('fly') && p.sector === goal) return small;
  if (small) return small;
  return moves.find((m) => m.type === 'end');
}

/** Goods some held job will deliver. */
function neededGoods(r: Reader, seat: number): Set<string> {
  return new Set(heldJobs(r, seat).flatMap(({ def }) => def.steps.flatMap((s) => (s.do === 'dropoff' ? [s.goods] : []))));
}

/** A sale of goods no held job needs. */
function spareSale(moves: readonly NiskaMove[], needed: ReadonlySet<string>): NiskaMove | undefined {
  return pick(moves, 'sell').find((m) => !needed.has(m.goods));
}

/** Cash kept in hand after paying a disgruntled crew member back (a bad roll or payroll can cost this much). */
const BACK_PAY_CUSHION = 1000;

/**
 * Free actions taken when not awaited (rules 6.a, 30), only those that help and use something up, so they run out:
 * hide contraband and fugitives in the stash (an Alliance Cruiser takes those left in the hold, rule 8.a) and pay a
 * disgruntled crew member back while cash allows. (Selling to a contact is a Deal action, on the seat's own turn.)
 * Never offers, assigns, dumps or moves goods back: those could go back and forth for ever.
 */
export function niskaOptional(input: Input): NiskaMove | null {
  const r = readerFromView(input);
  const { seat, legalMoves: moves } = input;
  const p = r.game.players[seat];
  if (r.game.phase !== 'play' || !p) return null;
  const hide = pick(moves, 'stow').find((m) => m.to === 'stash' && (m.goods === 'contraband' || m.goods === 'fugitive'));
  if (hide) return hide;
  const backPay = pick(moves, 'payBack').find((m) => p.cash - wageOf(r, seat, m.crew) >= BACK_PAY_CUSHION);
  return backPay ?? null;
}

/** Rough worth of trade items to the bot: goods at a solid contact's going rate, cards at their market price. */
function worth(r: Reader, owner: number, items: readonly string[]): number {
  const goodsWorth: Record<string, number> = { cargo: 400, contraband: 500, passenger: 100, fugitive: 100 };
  return items.reduce((n, item) => {
    if (goodsWorth[item] !== undefined) return n + goodsWorth[item];
    const kind = [Z.crew(owner), Z.gear(owner), Z.upgrades(owner)].flatMap((z) => r.cards(z)).find((c) => c.id === item)?.kind;
    return n + (kind ? (marketCard(kind)?.cost ?? 0) : 0);
  }, 0);
}

/** Answers the first offer: accepts one that gains it something and takes no crew away, else declines. */
function answer(r: Reader, seat: number, moves: readonly NiskaMove[]): NiskaMove | undefined {
  const first = moves[0];
  if (first?.type !== 'accept' && first?.type !== 'decline') return undefined;
  const o = r.game.offers.find((x) => x.from === first.from && x.to === seat);
  const acceptMove = moves.find((m) => m.type === 'accept' && m.from === first.from);
  const declineMove = moves.find((m) => m.type === 'decline' && m.from === first.from);
  if (!o || !acceptMove) return declineMove;
  const losesCrew = o.get.some((item) => r.game.players[seat]!.crew[item] !== undefined);
  const gain = o.cashGive - o.cashGet + worth(r, o.from, o.give) - worth(r, seat, o.get);
  return gain > 0 && !losesCrew ? acceptMove : declineMove;
}

function cardIn(r: Reader, zone: string, id: string): boolean {
  return r.cards(zone).some((c) => c.id === id);
}
/** Card id to kind for the cards the seat sees in hands, active jobs and the contacts' job piles. */
function jobCardsInSight(r: Reader): Map<string, string> {
  const kinds = new Map<string, string>();
  for (const zone of [...[0, 1, 2, 3, 4, 5].flatMap((s) => [Z.hand(s), Z.active(s)]), ...CONTACT_KEYS.map((c) => Z.jobs(c))]) {
    for (const c of r.cards(zone)) if (!kinds.has(c.id)) kinds.set(c.id, c.kind);
  }
  return kinds;
}

/**
 * Whether a crew card is worth hiring: it lets the crew meet a held job's needs, and leaves a cushion of cash. The
 * held jobs the crew cannot do yet and its skill totals are worked out once per decision, not once per card offered.
 */
function hireCheck(r: Reader, seat: number): (card: string) => boolean {
  const p = r.game.players[seat]!;
  let onSale: Map<string, string> | undefined;
  let unmet: JobDef[] | undefined;
  let skills: Record<Skill, number> | undefined;
  return (card) => {
    onSale ??= new Map(MARKETS.flatMap((m) => r.cards(Z.market(m))).map((c) => [c.id, c.kind]));
    const kind = onSale.get(card);
    const def = kind ? crewCard(kind) : undefined;
    if (!def || p.cash < def.cost + 2000 || def.wanted) return false;
    unmet ??= heldJobs(r, seat).flatMap(({ def: job }) => (meetsNeeds(r, seat, job) ? [] : [job]));
    if (unmet.length === 0) return false;
    if (!skills) {
      const members = roster(p);
      skills = { fight: skillTotal(r, seat, 'fight', members, true), tech: skillTotal(r, seat, 'tech', members, true), talk: skillTotal(r, seat, 'talk', members, true) };
    }
    const have = skills;
    return unmet.some((job) => {
      const skillsOk = SKILLS.every((k) => (job.needs[k] ?? 0) <= have[k] + def.skills[k]);
      return skillsOk && (!job.needsCrew || job.needsCrew === def.profession) && !job.needsGear;
    });
  };
}

function optionScore(r: Reader, seat: number, index: number): number {
  const pending = r.game.pending[0];
  if (pending?.kind !== 'misbehave') return 0;
  const def = misbehaveCard(r.cards(Z.misShown).find((c) => c.id === pending.card)?.kind ?? '');
  const option = def?.options[index];
  if (!option) return 0;
  const killCost = (option.kill ?? 0) * 0.3;
  if (!('test' in option)) return 1 - killCost;
  const team = r.game.work?.team ?? [];
  const bonus = skillTotal(r, seat, option.test, team, !option.kosher);
  const bribeReach = option.bribe ? Math.floor(Math.min(r.game.players[seat]!.cash, 600) / 100) : 0;
  return passChance(bonus + bribeReach, option.target) - killCost;
}

export const niskaBot: Bot<NiskaData, NiskaMove> = {
  level: 'normal',
  chooseMove(input) {
    // The GM's move for a missed deadline (rule 6.b) is the server's, never the bot's choice.
    const moves = input.legalMoves.filter((m) => m.type !== 'timeUp');
    const own = { ...input, legalMoves: moves.length > 0 ? moves : input.legalMoves };
    return choose(own) ?? own.legalMoves.find((m) => m.type === 'end') ?? input.random.pick(own.legalMoves);
  },
};
