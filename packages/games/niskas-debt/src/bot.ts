// The normal bot: plays to win from its seat's view alone — takes jobs it can do, avoids needless risk, heads for Ezra when it can pay Niska.
import type { Bot, BotInput } from '@cortex/engine';
import { type Skill, SKILLS } from './content/captains';
import { crewCard, marketCard, MARKETS, type CrewDef } from './content/cards';
import { CONTACT_KEYS, CONTACTS, jobCard, type JobDef } from './content/jobs';
import { distance, isAlliance, PLACES, placeAt, SECTORS, sectorOf } from './content/map';
import { misbehaveCard } from './content/misbehave';
import { CREW_TARGET, HIRE_RESERVE, hireWorth, PLAN_RESERVE, WELL_PAID } from './botHiring';
import { goodsWanted, supplier, supplyCost } from './botSupply';
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

/** A job on a board is worth a Deal when it is worth at least this much to the bot (pay, new contact, less costs). */
const DEAL_THRESHOLD = 600;

const PREFERRED_STARTS = [
  'persephone',
  'bazaar',
  'athens',
  'ezra',
  'londinium',
  'regina',
  'osiris',
  'silverhold',
] as const;

/** Rough worth of holding a job: its pay, less travel and the risk of misbehaving with this crew. */
function jobValue(r: Reader, seat: number, id: string, def: JobDef): number {
  const p = r.game.players[seat]!;
  if (!meetsNeeds(r, seat, def)) return -Infinity;
  const from = p.progress[id] ?? 0;
  // Goods the job drops off without picking them up are fetched first (botSupply.ts): their price and the trip there.
  const supply = supplyCost(r, seat, def, from);
  if (supply.cost === Infinity) return -Infinity;
  let at = p.sector;
  let travel = 0;
  let risk = supply.cost;
  if (supply.at !== null) {
    travel += Math.ceil(distance(at, supply.at) / 5);
    at = supply.at;
  }
  const members = roster(p);
  const best = Math.max(...SKILLS.map((s) => skillTotal(r, seat, s, members, true)));
  for (let i = from; i < def.steps.length; i++) {
    const step = def.steps[i]!;
    const to = sectorOf(step.at);
    travel += Math.ceil(distance(at, to) / 5);
    at = to;
    if (step.do === 'misbehave') risk += step.n * (1 - passChance(best, 7)) * 1500;
  }
  const wages = Object.keys(p.crew).reduce((n, m) => n + wageOf(r, seat, m), 0);
  // A new solid contact is worth most while the win still lacks one (rule 1); once the cash is there, only contacts count.
  const missing = p.solid.length < r.game.settings.solidContacts;
  const solidWorth = p.solid.includes(def.contact) ? 0 : missing ? 1500 : 300;
  if (p.cash >= r.game.settings.winAmount + wages) return solidWorth - 250 * travel - risk;
  return def.pay + solidWorth - wages - 250 * travel - risk;
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
    if (step.do === 'pickup' && freeSpace(r, seat) < step.n) continue;
    // Goods to bring in come first: from the contact that supplies them, else from a derelict.
    let to = sectorOf(step.at);
    if (step.do === 'dropoff' && onBoard(p, step.goods) < step.n) {
      const from = supplier(r, seat, step.goods);
      const wreck =
        step.goods === 'cargo' || step.goods === 'contraband'
          ? derelictNear(r, p.sector, step.goods === 'contraband')
          : undefined;
      if (from) to = sectorOf(from.at);
      else if (wreck !== undefined) to = wreck;
      else continue;
    }
    // A job under way has its pick-up behind it: finishing it is worth more than its pay alone says. (The trip is in
    // the job's value already; the distance only breaks ties.)
    const v = jobValue(r, seat, id, def) + (active ? 800 : 0) - 10 * distance(p.sector, to);
    if (v > bestValue) {
      bestValue = v;
      where = to;
    }
  }
  if (where >= 0 && bestValue > 0) return where;
  // Else the contact whose best job on show is worth most after the trip there; with none worth taking, a planet for
  // small-time work (18.d).
  let bestContact = -1;
  let bestScore = DEAL_THRESHOLD;
  for (const c of CONTACT_KEYS) {
    const s = sectorOf(CONTACTS[c].at);
    for (const j of r.cards(Z.jobs(c))) {
      const def = jobCard(j.kind);
      // The job's value counts its own trips; the trip to the contact to take it is added here, in the same Fly actions.
      const score = def ? jobValue(r, seat, j.id, def) - 250 * Math.ceil(distance(p.sector, s) / 5) : -Infinity;
      if (score > bestScore) {
        bestScore = score;
        bestContact = s;
      }
    }
  }
  if (bestContact >= 0) return bestContact;
  if (placeAt(p.sector)?.kind === 'planet') return p.sector;
  return (
    best(
      PLACES.filter((pl) => pl.kind === 'planet').map((pl) => sectorOf(pl.key)),
      (s) => -distance(p.sector, s),
    ) ?? sectorOf('ezra')
  );
}

/** The nearest empty sector of the territory whose derelicts hold these goods (11.a): Alliance for Contraband, Border for Cargo. */
function derelictNear(r: Reader, from: number, alliance: boolean): number | undefined {
  let found: number | undefined;
  for (let s = 0; s < SECTORS; s++) {
    // A search is made on arriving (a Fly action), so never the sector the ship is in.
    if (placeAt(s) || s === from || isAlliance(s) !== alliance || s === r.game.reaver) continue;
    if (found === undefined || distance(from, s) < distance(from, found)) found = s;
  }
  return found;
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
    // Inside a Deal action: sell what no held job needs, take on what one must bring in, then take the jobs worth taking.
    const sale = spareSale(moves, neededGoods(r, seat));
    if (sale) return sale;
    const stock = supplyMove(r, seat, moves);
    if (stock) return stock;
    const deals = pick(moves, 'deal').filter((m) => {
      const def = jobOf(m.job);
      return def !== undefined && r.cards(Z.hand(seat)).length < 3 && jobValue(r, seat, m.job, def) > DEAL_THRESHOLD;
    });
    return best(deals, (m) => jobValue(r, seat, m.job, jobOf(m.job)!)) ?? moves.find((m) => m.type === 'stopDealing');
  }
  if (moves.some((m) => m.type === 'cancelOffer')) return moves.find((m) => m.type === 'cancelOffer');

  // Own turn: work first, then take jobs, sell spare goods, fly toward the goal, small-time work, end.
  const works = pick(moves, 'work').filter((m) => {
    const def = jobOf(m.job);
    return def !== undefined && jobValue(r, seat, m.job, def) > 0;
  });
  const work = best(
    works,
    (m) => (cardIn(r, Z.active(seat), m.job) ? 1000 : 0) + jobValue(r, seat, m.job, jobOf(m.job)!),
  );
  if (work) return work;
  // Take a job worth having; with a full hand, only one clearly better than the worst held (it is discarded after).
  const handJobs = r.cards(Z.hand(seat));
  const handValues = handJobs.flatMap((c) => {
    const def = jobCard(c.kind);
    return def ? [jobValue(r, seat, c.id, def)] : [];
  });
  const worstHeld = handJobs.length < 3 ? DEAL_THRESHOLD : Math.max(DEAL_THRESHOLD, Math.min(...handValues) + 500);
  const deal = best(
    pick(moves, 'deal').filter((m) => {
      const def = jobOf(m.job);
      return def !== undefined && jobValue(r, seat, m.job, def) > worstHeld;
    }),
    (m) => jobValue(r, seat, m.job, jobOf(m.job)!),
  );
  if (deal) return deal;
  const helps = hireCheck(r, seat);
  const hire = pick(moves, 'buy').find((m) => helps(m.card));
  if (hire) return hire;
  const stock = supplyMove(r, seat, moves);
  if (stock) return stock;
  const letGo = dismissal(r, seat, moves, jobOf);
  if (letGo) return letGo;
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
    // Flying to an empty sector as the goal means a derelict search there (11.a); elsewhere a search costs nothing.
    const fly = best(
      flies,
      (m) =>
        -10 * distance(m.to, goal) + (placeAt(m.to) ? 3 : 0) + (m.search ? 1 : 0) + (m.search && m.to === goal ? 5 : 0),
    );
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

/** A Deal move taking on goods a held job must bring in (15.b loads free, 15.d sells at $800), while money allows. */
function supplyMove(r: Reader, seat: number, moves: readonly NiskaMove[]): NiskaMove | undefined {
  const wanted = goodsWanted(r, seat);
  const cash = r.game.players[seat]!.cash;
  return moves.find(
    (m) => (m.type === 'load' || (m.type === 'purchase' && cash >= 800 + HIRE_RESERVE)) && (wanted[m.goods] ?? 0) > 0,
  );
}

/**
 * Rule 28: when no held job and no job on any board is worth doing with this crew's wages (rule 22), the dearest crew
 * member is dismissed, so the work on offer pays again.
 */
function dismissal(
  r: Reader,
  seat: number,
  moves: readonly NiskaMove[],
  jobOf: (id: string) => JobDef | undefined,
): NiskaMove | undefined {
  const dismiss = pick(moves, 'dismiss');
  const p = r.game.players[seat]!;
  // Wages fall due only on a job done: a Captain with the win in hand owes nothing more on the way to Ezra.
  if (dismiss.length === 0 || (p.cash >= r.game.settings.winAmount && p.solid.length >= r.game.settings.solidContacts))
    return undefined;
  const held = heldJobs(r, seat);
  if (held.some(({ id, def, active }) => jobValue(r, seat, id, def) + (active ? 800 : 0) > 0)) return undefined;
  const offered = CONTACT_KEYS.flatMap((c) => r.cards(Z.jobs(c)).map((j) => j.id));
  if (
    offered.some((id) => {
      const def = jobOf(id);
      return def !== undefined && jobValue(r, seat, id, def) > 0;
    })
  )
    return undefined;
  return best(dismiss, (m) => wageOf(r, seat, m.crew));
}

/** Goods some held job will deliver. */
function neededGoods(r: Reader, seat: number): Set<string> {
  return new Set(
    heldJobs(r, seat).flatMap(({ def }) => def.steps.flatMap((s) => (s.do === 'dropoff' ? [s.goods] : []))),
  );
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
  const hide = pick(moves, 'stow').find(
    (m) => m.to === 'stash' && (m.goods === 'contraband' || m.goods === 'fugitive'),
  );
  if (hide) return hide;
  const backPay = pick(moves, 'payBack').find((m) => p.cash - wageOf(r, seat, m.crew) >= BACK_PAY_CUSHION);
  return backPay ?? null;
}

/** Rough worth of trade items to the bot: goods at a solid contact's going rate, cards at their market price. */
function worth(r: Reader, owner: number, items: readonly string[]): number {
  const goodsWorth: Record<string, number> = { cargo: 400, contraband: 500, passenger: 100, fugitive: 100 };
  return items.reduce((n, item) => {
    if (goodsWorth[item] !== undefined) return n + goodsWorth[item];
    const kind = [Z.crew(owner), Z.gear(owner), Z.upgrades(owner)]
      .flatMap((z) => r.cards(z))
      .find((c) => c.id === item)?.kind;
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
  for (const zone of [
    ...[0, 1, 2, 3, 4, 5].flatMap((s) => [Z.hand(s), Z.active(s)]),
    ...CONTACT_KEYS.map((c) => Z.jobs(c)),
  ]) {
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
  let offered: JobDef[] | undefined;
  let skills: Record<Skill, number> | undefined;
  const opens = (jobs: readonly JobDef[], def: CrewDef, have: Record<Skill, number>): boolean =>
    jobs.some(
      (job) =>
        SKILLS.every((k) => (job.needs[k] ?? 0) <= have[k] + def.skills[k]) &&
        (!job.needsCrew || job.needsCrew === def.profession) &&
        !job.needsGear,
    );
  return (card) => {
    onSale ??= new Map(MARKETS.flatMap((m) => r.cards(Z.market(m))).map((c) => [c.id, c.kind]));
    const kind = onSale.get(card);
    const def = kind ? crewCard(kind) : undefined;
    if (!def || p.cash < def.cost + HIRE_RESERVE || def.wanted) return false;
    if (!skills) {
      const members = roster(p);
      skills = {
        fight: skillTotal(r, seat, 'fight', members, true),
        tech: skillTotal(r, seat, 'tech', members, true),
        talk: skillTotal(r, seat, 'talk', members, true),
      };
    }
    unmet ??= heldJobs(r, seat).flatMap(({ def: job }) => (meetsNeeds(r, seat, job) ? [] : [job]));
    if (opens(unmet, def, skills)) return true;
    // Ahead of need: a well-paid job on some board that this hire would open, with money to spare (botHiring.ts).
    if (Object.keys(p.crew).length >= CREW_TARGET || p.cash < def.cost + PLAN_RESERVE) return false;
    offered ??= CONTACT_KEYS.flatMap((c) =>
      r.cards(Z.jobs(c)).flatMap((j) => {
        const job = jobCard(j.kind);
        return job && job.pay >= WELL_PAID && !meetsNeeds(r, seat, job) ? [job] : [];
      }),
    );
    return opens(offered, def, skills) && hireWorth(r, seat, kind!, skills) > 0;
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
