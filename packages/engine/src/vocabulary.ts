// A game's vocabulary for people and rules-blind clients: card kinds, zones, labelled moves and their JSON Schemas.
import { z } from 'zod';
import type { GameDefinition } from './game';
import { legalMovesFor } from './match';
import type { MatchState, Move, Seat } from './types';
import { redactView } from './view';

/** One number printed on a card ("Cost 3", "Attack 2"). */
export interface CardStat {
  readonly name: string;
  readonly value: number;
}

/** A card kind as players read it; generated from the same data the rules execute. */
export interface CardInfo {
  readonly kind: string;
  readonly name: string;
  /** What sort of card it is, in words ("Crew", "Enemy", "Job", "Maneuver"). */
  readonly type: string;
  readonly text: string;
  readonly stats: readonly CardStat[];
}

export const ZONE_ROLES = ['hand', 'deck', 'discard', 'play', 'market', 'supply', 'removed', 'other'] as const;
export type ZoneRole = (typeof ZONE_ROLES)[number];

/** What a zone is: its title without an owner ("Hand", "Recruit row"), whose it is, and its role. */
export interface ZoneInfo {
  readonly title: string;
  readonly owner: Seat | null;
  readonly role: ZoneRole;
}

/** Names of the seats for labels; the mover reads a label, so it never names the mover. */
export interface SeatNames {
  seatName(seat: Seat): string;
}

/** A legal move in words. */
export interface MoveLabel {
  /** The move in full words, in the imperative: "Recruit Kaylee (cost 3)". */
  readonly label: string;
  /** The decision it belongs to, shared by the moves that answer it: "Play a card from your hand". */
  readonly group: string;
  /** A word or two for a button drawn on the card the move is about ("Recruit"). */
  readonly short?: string;
  /** The visible cards the move is about, so a client can offer it on them. */
  readonly cards?: readonly string[];
}

/** A legal move ready to submit, with its words. */
export interface Choice extends MoveLabel {
  readonly move: Move;
}

/** The seat's legal moves with their labels and the prompt of its decision (an empty list when it has none). */
export function choicesFor<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  state: MatchState<G>,
  seat: Seat,
  names: SeatNames,
  moves: readonly M[] = legalMovesFor(game, state, seat),
): { prompt: string | null; choices: Choice[] } {
  if (moves.length === 0) return { prompt: null, choices: [] };
  const view = redactView(state, seat);
  return {
    prompt: game.prompt(view, seat, names),
    choices: moves.map((move) => ({ ...game.describeMove(view, seat, move, names), move })),
  };
}

/** The label a move had for its mover in the state before it (replays and bots' explanations). */
export function labelOf<G, M extends Move>(
  game: GameDefinition<G, M, unknown>,
  before: MatchState<G>,
  seat: Seat,
  move: M,
  names: SeatNames,
): MoveLabel {
  return game.describeMove(redactView(before, seat), seat, move, names);
}

type JsonSchema = Record<string, unknown>;

/** Objects in a schema refuse fields they do not name, as the engine refuses such moves. */
function closeObjects(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) out[key] = closeObjects(value);
  if (out['type'] === 'object' && out['properties'] !== undefined && out['additionalProperties'] === undefined)
    out['additionalProperties'] = false;
  return out;
}

/** JSON Schema of each move type, keyed by type; fields a player fills in themselves are marked `x-open`. */
export function moveJsonSchemas(game: GameDefinition<unknown, Move, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const open = (game.openFields ?? {}) as Readonly<Record<string, readonly string[] | undefined>>;
  for (const [type, schema] of Object.entries(game.moves as Readonly<Record<string, z.ZodType>>)) {
    const json = closeObjects(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' })) as JsonSchema;
    const fields = open[type];
    if (fields && fields.length > 0) {
      json['x-open'] = fields;
      const props = json['properties'] as Record<string, JsonSchema> | undefined;
      for (const f of fields) if (props?.[f]) props[f] = { ...props[f], 'x-open': true };
    }
    out[type] = json;
  }
  return out;
}

const cardView = z
  .object({
    id: z.string().describe('Card id, unique within the match'),
    kind: z.string().describe('Card kind: see Game.cards'),
  })
  .describe('A card the viewer may see');

/** JSON Schema of `Match.view` for a game: the envelope every game shares, with the game's own public data. */
export function viewJsonSchema(game: GameDefinition<unknown, Move, unknown>): unknown {
  const view = z
    .object({
      players: z.number().int().describe('Number of seats'),
      step: z.number().int().describe('Moves applied so far'),
      game: game.gameSchema.describe(`${game.name}: the public game data`),
      zones: z
        .record(
          z.string(),
          z
            .object({
              count: z.number().int().describe('Cards in the zone'),
              cards: z.array(cardView.nullable()).describe('Top first; null where the viewer may not see the card'),
            })
            .describe('A zone as the viewer sees it; see Match.zones for its title and owner'),
        )
        .describe('Zones by name'),
    })
    .describe(`A ${game.name} match as one viewer may see it`);
  return z.toJSONSchema(view, { io: 'output', unrepresentable: 'any' });
}

/** Words from a move's type and fields ("Discard (card c3)"), for test games that have no words of their own. */
export function plainMoveLabel(move: Move): MoveLabel {
  const type = move.type.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const rest = Object.entries(move)
    .filter(([k]) => k !== 'type')
    .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(', ');
  return {
    label: `${type.charAt(0).toUpperCase()}${type.slice(1)}${rest ? ` (${rest})` : ''}`,
    group: 'Choose a move',
  };
}

/**
 * The vocabulary members of a definition, filled plainly: for the engine's own test games and benchmarks only
 * (product games describe their cards, zones and moves in their own words).
 */
export const PLAIN_VOCABULARY = {
  cards: [] as readonly CardInfo[],
  describeZone: (name: string): ZoneInfo => ({ title: name, owner: null, role: 'other' }),
  gameSchema: z.unknown() as z.ZodType,
  describeMove: (_view: unknown, _seat: Seat, move: Move): MoveLabel => plainMoveLabel(move),
  prompt: (): string => 'Choose a move',
};

/** A section of a game's rules in our own words; `id` is its anchor ("rule-6-a" for rule 6.a, see `ruleAnchor`). */
export interface RuleSection {
  readonly id: string;
  readonly title: string;
  /** Plain-text paragraphs (no markup; a line starting with "- " is a list item). */
  readonly paragraphs: readonly string[];
  readonly sections?: readonly RuleSection[];
}

/** A symbol, abbreviation or term a player meets on the board or in card texts, with what it means. */
export interface GlossaryEntry {
  readonly term: string;
  readonly meaning: string;
}

/** How to learn a game on the site: its rules section by section, and a glossary. */
export interface GameGuide {
  /** One paragraph: what the game is and how it is won. */
  readonly summary: string;
  readonly sections: readonly RuleSection[];
  readonly glossary: readonly GlossaryEntry[];
}

/** A visible card the seat has no move for right now, and why ("Miranda costs 7 Recruit; you have 4"). */
export interface BlockedChoice {
  readonly cards: readonly string[];
  readonly reason: string;
}

/** The anchor of a rule number: "6" → "rule-6", "6.a" → "rule-6-a", "14.b" → "rule-14-b". */
export function ruleAnchor(rule: string): string {
  return `rule-${rule
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
}

/** A rule citation found in a text: where it stands and the rule numbers it names ("rules 7-11" names 7 to 11). */
export interface RuleCitation {
  readonly start: number;
  readonly end: number;
  readonly text: string;
  readonly rules: readonly string[];
}

/** Citations like "(rule 6)", "(rules 6.a and 30)", "(rules 7-11)" or "rule 14.b" in a text. */
export function ruleCitations(text: string): RuleCitation[] {
  const out: RuleCitation[] = [];
  const ref = String.raw`\d+(?:\.[a-z])?`;
  const pattern = new RegExp(String.raw`\brules? (${ref}(?:\s*(?:-|–|,|and|or)\s*${ref})*)`, 'g');
  for (const m of text.matchAll(pattern)) {
    const rules: string[] = [];
    const list = m[1]!;
    for (const part of list.split(/\s*(?:,|and|or)\s*/)) {
      const range = /^(\d+)\s*[-–]\s*(\d+)$/.exec(part);
      if (range) for (let n = Number(range[1]); n <= Number(range[2]); n++) rules.push(String(n));
      else if (part.trim() !== '') rules.push(part.trim());
    }
    out.push({ start: m.index, end: m.index + m[0].length, text: m[0], rules });
  }
  return out;
}

/** Every anchor of a guide's sections, nested ones included. */
export function guideAnchors(guide: GameGuide): Set<string> {
  const ids = new Set<string>();
  const walk = (sections: readonly RuleSection[]): void => {
    for (const s of sections) {
      ids.add(s.id);
      walk(s.sections ?? []);
    }
  };
  walk(guide.sections);
  return ids;
}
