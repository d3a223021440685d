// Argument fuzz: every argument of every field, walked from the served schema, gets unsafe text, over-long text, odd numbers and forged cursors; each answer is a typed error (or a harmless read) and nothing changes.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { schema as dbSchema } from '@cortex/db';
import { testDbKinds } from '@cortex/db/testing';
import { Random, seedToRngState } from '@cortex/engine';
import {
  buildClientSchema,
  getIntrospectionQuery,
  getNamedType,
  getVariableValues,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  parse,
  specifiedRules,
  validate,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
  type IntrospectionQuery,
  type OperationDefinitionNode,
} from 'graphql';
import WebSocket from 'ws';
import { LIMITS, securityRules } from '../../src/lib/security';
import { ok, signUp, startApi, uniqueName, type TestApi } from '../helpers';
import { LONG, scaled } from './scale';

const KINDS = scaled(testDbKinds().slice(0, 1), testDbKinds());
const TYPED = new Set([
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'UNAUTHENTICATED',
  'ILLEGAL_MOVE',
  'STALE_VERSION',
  'CONFLICT',
  'RATE_LIMITED',
  'GRAPHQL_VALIDATION_FAILED',
  'GRAPHQL_PARSE_FAILED',
]);
const PASSWORD = 'correct horse battery';
const ZERO_UUID = '00000000-0000-4000-8000-000000000000';
/** A subscription that neither errs nor fires within this long has been accepted. */
const WS_SILENCE_MS = 1_500;
// Failed sign-ins are recorded on purpose (the throttle); use timestamps move on every authenticated request.
const UNCOMPARED_TABLES = new Set(['login_attempts']);
const UNCOMPARED_COLUMNS = new Set(['lastUsedAt', 'updatedAt']);

type RootKind = 'Query' | 'Mutation' | 'Subscription';
type Form = 'HTTP variables' | 'HTTP literals' | 'HTTP raw literals' | 'WS variables' | 'WS literals';
const FORMS: readonly Form[] = ['HTTP variables', 'HTTP literals', 'HTTP raw literals', 'WS variables', 'WS literals'];

/**
 * What a bad value is: unsafe text the database cannot store, text longer than any field takes, a number outside
 * what the argument means, a cursor this server never gave out, or a real cursor of another list (which a read may
 * accept: it is well formed).
 */
type Family = 'unsafe' | 'long' | 'number' | 'forged' | 'foreign';
interface Bad {
  readonly name: string;
  readonly value: unknown;
  readonly family: Family;
}

/** The kind of a leaf position, which decides the bad values it gets and whether coercion would take them. */
type LeafKind = 'text' | 'int' | 'float' | 'boolean' | 'enum';

interface Step {
  readonly parent: GraphQLObjectType;
  readonly field: GraphQLField<unknown, unknown>;
}
/** A field to fuzz: a root field, or a field of a type reached from Query (steps run from the root down to it). */
interface Target {
  readonly root: RootKind;
  readonly steps: readonly Step[];
}
const coordinate = (s: Step): string => `${s.parent.name}.${s.field.name}`;
const targetName = (t: Target): string => coordinate(t.steps[t.steps.length - 1]!);

type Path = readonly (string | number)[];
/** Where in a field's arguments a bad value goes, and how: replacing a value, or adding a JSON key or property. */
interface Position {
  readonly label: string;
  readonly arg: string;
  readonly path: Path;
  readonly kind: LeafKind;
  readonly cursor: boolean;
  readonly op: 'replace' | 'json key' | 'json property';
}

interface Probe {
  readonly target: Target;
  readonly arg: string;
  readonly label: string;
  /** Arguments per step: the parents' are valid, the last step's hold the bad value. */
  readonly args: readonly Record<string, unknown>[];
  readonly bad: Bad;
  readonly mayAnswer: boolean;
}

interface GameInfo {
  readonly id: string;
  readonly minPlayers: number;
  readonly botLevels: readonly string[];
  readonly defaults: Record<string, unknown>;
}
interface Fixture {
  readonly me: { readonly token: string; readonly id: string; readonly username: string };
  readonly other: { readonly id: string; readonly username: string };
  readonly matchId: string;
  readonly version: number;
  readonly move: unknown;
  readonly lobbyId: string;
  readonly games: readonly GameInfo[];
  /** Real cursors: one of a list ordered by time and id, one of a list ordered by index. */
  readonly cursors: readonly string[];
}

const b64 = (text: string): string => Buffer.from(text).toString('base64url');
const cursorOf = (parts: unknown): string => b64(JSON.stringify(parts));

const UNSAFE: readonly Bad[] = [
  { name: 'NUL', value: 'a\u0000b', family: 'unsafe' },
  { name: 'lone surrogate', value: 'x\ud800y', family: 'unsafe' },
  ...scaled<Bad[]>(
    [],
    [
      { name: 'bare NUL', value: '\u0000', family: 'unsafe' },
      { name: 'lone low surrogate', value: '\udc00', family: 'unsafe' },
      { name: 'trailing surrogate', value: 'ok\ud83d', family: 'unsafe' },
      { name: 'reversed pair', value: '\ude00\ud83d', family: 'unsafe' },
      { name: 'long NUL', value: `${'é'.repeat(3000)}\u0000`, family: 'unsafe' },
    ],
  ),
];
// Longer than any text argument takes (options' additionalRules, the longest, takes 2,000); the last is near the body limit.
const OVERLONG: readonly Bad[] = scaled([5_000], [2_001, 5_000, 25_000, 99_000]).map((n) => ({
  name: `${n} characters`,
  value: 'x'.repeat(n),
  family: 'long' as const,
}));
const INTS: readonly Bad[] = [-1, 2 ** 31 - 1, -(2 ** 31), 2 ** 31, 1.5, 1e300].map((n) => ({
  name: String(n),
  value: n,
  family: 'number' as const,
}));
const FLOATS: readonly Bad[] = [-1, -1e300, 1e300, 5e-324].map((n) => ({
  name: String(n),
  value: n,
  family: 'number' as const,
}));
function forgedCursors(): Bad[] {
  const random = new Random(seedToRngState('fuzz:cursor'));
  const bytes = (n: number) => Buffer.from(Array.from({ length: n }, () => random.int(0, 255))).toString('base64url');
  // Latin-1 noise without NUL: it must reach the cursor decoder, not the unsafe-text check.
  const noise = Array.from({ length: 24 }, () => String.fromCharCode(random.int(1, 255))).join('');
  const forged: [string, string][] = [
    ['["not-a-uuid"]', cursorOf(['not-a-uuid'])],
    ['an impossible date', cursorOf(['2020-13-45T00:00:00Z', ZERO_UUID])],
    ['[1e300]', cursorOf([1e300])],
    ['["abc"]', cursorOf(['abc'])],
    ['[-1]', cursorOf([-1])],
    ['[1.5]', cursorOf([1.5])],
    ['random bytes in base64', bytes(16)],
    ['random bytes', noise],
    ['an empty string', ''],
    ['[]', cursorOf([])],
    ['null', cursorOf(null)],
    ['a time, a uuid and more', cursorOf(['2020-01-01T00:00:00.000Z', ZERO_UUID, 'x'])],
    ['a non-uuid id', cursorOf(['2020-01-01T00:00:00.000Z', 'not-a-uuid'])],
    // JavaScript round-trips these dates through toISOString; Postgres stores neither.
    ['a year 275760 date', cursorOf(['+275760-09-13T00:00:00.000Z', ZERO_UUID])],
    ['a year 0 date', cursorOf(['0000-01-01T00:00:00.000Z', ZERO_UUID])],
    ...scaled<[string, string][]>(
      [],
      [
        ['[2^53]', cursorOf([2 ** 53])],
        ['an object', cursorOf({ at: 1 })],
        ['["1"]', cursorOf(['1'])],
        ['[true]', cursorOf([true])],
        ['a date without milliseconds', cursorOf(['2020-01-01T00:00:00Z', ZERO_UUID])],
        ['a negative year', cursorOf(['-000001-01-01T00:00:00.000Z', ZERO_UUID])],
        ['not base64', '!!!***'],
        ['base64 of plain text', b64('hello')],
        ['nested arrays', cursorOf([[[[1]]]])],
        ['a long array', cursorOf(Array.from({ length: 5000 }, () => 1))],
      ],
    ),
  ];
  return forged.map(([name, value]) => ({ name: `cursor ${name}`, value, family: 'forged' }));
}
const FORGED = forgedCursors();

/** Bad values for a leaf of this kind: everything but numbers is text (coercion must refuse it where it does not fit). */
function badsFor(p: Position, fx: Fixture): readonly Bad[] {
  const text = [...UNSAFE, ...OVERLONG];
  if (p.op === 'json key') return UNSAFE;
  if (p.kind === 'int') return [...UNSAFE, ...OVERLONG.slice(0, 1), ...INTS];
  if (p.kind === 'float') return [...UNSAFE, ...OVERLONG.slice(0, 1), ...FLOATS];
  if (p.kind !== 'text') return [...UNSAFE, ...OVERLONG.slice(0, 1)];
  if (!p.cursor) return text;
  return [
    ...text,
    ...FORGED,
    ...fx.cursors.map((value, i) => ({
      name: `a real cursor of another list (${i})`,
      value,
      family: 'foreign' as const,
    })),
  ];
}

/** Whether GraphQL's coercion would accept the value where this leaf is, so that a read may legitimately answer. */
function fits(kind: LeafKind, value: unknown): boolean {
  if (kind === 'text') return typeof value === 'string';
  if (kind === 'int') return Number.isInteger(value) && Math.abs(value as number) <= 2 ** 31;
  if (kind === 'float') return typeof value === 'number';
  return false;
}

// ---------------------------------------------------------------- the walk

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;
const unwrap = (type: GraphQLInputType): GraphQLInputType => (isNonNullType(type) ? type.ofType : type);
const isRequired = (a: { type: GraphQLInputType; defaultValue?: unknown }): boolean =>
  isNonNullType(a.type) && a.defaultValue === undefined;

/** Root fields with arguments, and fields with arguments of every object type reachable from Query. */
function walk(schema: GraphQLSchema): { targets: Target[]; withoutArgs: string[] } {
  const targets: Target[] = [];
  const withoutArgs: string[] = [];
  const roots: [RootKind, GraphQLObjectType | null | undefined][] = [
    ['Query', schema.getQueryType()],
    ['Mutation', schema.getMutationType()],
    ['Subscription', schema.getSubscriptionType()],
  ];
  for (const [root, type] of roots) {
    for (const field of Object.values(type?.getFields() ?? {})) {
      if (field.args.length > 0) targets.push({ root, steps: [{ parent: type!, field }] });
      else withoutArgs.push(`${root}.${field.name}`);
    }
  }
  // Breadth first, so each type is reached by its shortest path of reads.
  const query = schema.getQueryType()!;
  const seen = new Set<string>([query.name]);
  let frontier: { type: GraphQLObjectType; steps: Step[] }[] = [{ type: query, steps: [] }];
  while (frontier.length > 0) {
    const next: typeof frontier = [];
    for (const { type, steps } of frontier) {
      for (const field of Object.values(type.getFields())) {
        const step = { parent: type, field };
        if (steps.length > 0 && field.args.length > 0) targets.push({ root: 'Query', steps: [...steps, step] });
        const named = getNamedType(field.type);
        if (isObjectType(named) && !seen.has(named.name)) {
          seen.add(named.name);
          next.push({ type: named, steps: [...steps, step] });
        }
      }
    }
    frontier = next;
  }
  return { targets, withoutArgs };
}

/** Every leaf of an argument's type (input fields, list elements) and, for JSON, of its valid value. */
function positionsOf(arg: GraphQLArgument, base: unknown): Position[] {
  const out: Position[] = [];
  const leaf = (type: GraphQLNamedType): LeafKind | 'json' => {
    if (isEnumType(type)) return 'enum';
    switch (type.name) {
      case 'Int':
        return 'int';
      case 'Float':
        return 'float';
      case 'Boolean':
        return 'boolean';
      case 'JSON':
        return 'json';
      default:
        return 'text';
    }
  };
  const cursor = /^(after|before)$|cursor/i.test(arg.name);
  const visit = (type: GraphQLInputType, path: Path, value: unknown, depth: number): void => {
    const label = `${arg.name}${path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}`;
    const t = unwrap(type);
    if (isListType(t)) return visit(t.ofType, [...path, 0], Array.isArray(value) ? value[0] : undefined, depth);
    if (isInputObjectType(t)) {
      // Recursive input types are walked a few levels down: deeper adds nothing new.
      if (depth > 4) return;
      const obj = value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
      for (const f of Object.values(t.getFields())) visit(f.type, [...path, f.name], obj[f.name], depth + 1);
      return;
    }
    const kind = leaf(t as GraphQLNamedType);
    if (kind !== 'json') {
      out.push({ label, arg: arg.name, path, kind, cursor: cursor && path.length === 0, op: 'replace' });
      return;
    }
    out.push({ label, arg: arg.name, path, kind: 'text', cursor: false, op: 'replace' });
    out.push({ label: `${label}{key}`, arg: arg.name, path, kind: 'text', cursor: false, op: 'json key' });
    // Game options follow Game.optionsSchema, which (unlike a move's schema) leaves objects open: an unknown key is
    // dropped, not refused, so only a move gets an unknown property.
    if (!isOptions(arg.name, path))
      out.push({ label: `${label}{property}`, arg: arg.name, path, kind: 'text', cursor: false, op: 'json property' });
    const stack: [unknown, Path][] = [[value, path]];
    while (stack.length > 0) {
      const [v, at] = stack.pop()!;
      if (Array.isArray(v)) v.forEach((c, i) => stack.push([c, [...at, i]]));
      else if (v !== null && typeof v === 'object') for (const [k, c] of Object.entries(v)) stack.push([c, [...at, k]]);
      else if (at.length > path.length)
        out.push({
          label: `${arg.name}${at.map((p) => (typeof p === 'number' ? `[${p}]` : `.${p}`)).join('')}`,
          arg: arg.name,
          path: at,
          kind: 'text',
          cursor: false,
          op: 'replace',
        });
    }
  };
  visit(arg.type, [], base, 0);
  return out;
}

const isOptions = (arg: string, path: Path): boolean => (path.length ? path[path.length - 1] : arg) === 'options';

/** A valid value of an input type, with its required fields only. */
function validOfType(type: GraphQLInputType, fx: Fixture): unknown {
  const t = unwrap(type);
  if (isListType(t)) return [validOfType(t.ofType, fx)];
  if (isInputObjectType(t)) {
    const out: Record<string, unknown> = {};
    for (const f of Object.values(t.getFields())) if (isRequired(f)) out[f.name] = validByName(f.name, f.type, fx);
    return out;
  }
  if (isEnumType(t)) return t.getValues()[0]!.value;
  switch ((t as GraphQLNamedType).name) {
    case 'Int':
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'JSON':
      return {};
    case 'ID':
      return ZERO_UUID;
    default:
      return 'fuzz';
  }
}

/** Valid values by argument name: the fixture's real ids, so a request fails for its bad value alone. */
function validByName(name: string, type: GraphQLInputType, fx: Fixture): unknown {
  const byName: Record<string, () => unknown> = {
    matchId: () => fx.matchId,
    lobbyId: () => fx.lobbyId,
    userId: () => fx.other.id,
    gameId: () => 'test-pairs',
    campaignId: () => ZERO_UUID,
    username: () => fx.other.username,
    text: () => 'hello from the fuzz',
    name: () => 'fuzz',
    password: () => PASSWORD,
    currentPassword: () => PASSWORD,
    newPassword: () => 'another fine passphrase 42',
    level: () => fx.games.find((g) => g.id === 'test-pairs')?.botLevels[0] ?? 'normal',
    expectedVersion: () => fx.version,
    move: () => fx.move,
    seats: () => 2,
    first: () => 5,
    last: () => 5,
    step: () => 0,
    seat: () => 1,
  };
  return byName[name]?.() ?? validOfType(type, fx);
}

/** Where a field's valid arguments differ from the defaults by name. */
const VALID_BY_COORDINATE: Record<string, (fx: Fixture) => unknown> = {
  'Query.game.id': () => 'test-pairs',
  'Query.lobby.id': (fx) => fx.lobbyId,
  'Query.match.id': (fx) => fx.matchId,
  'Mutation.signUp.username': () => uniqueName('fz'),
  'Mutation.logIn.username': (fx) => fx.me.username,
};

/** The valid argument sets of a field: one, or for createLobby one per game (so every game's options are fuzzed). */
function variantsOf(step: Step, fx: Fixture): { name: string; args: Record<string, unknown> }[] {
  const base: Record<string, unknown> = {};
  for (const a of step.field.args) {
    const special = VALID_BY_COORDINATE[`${coordinate(step)}.${a.name}`];
    if (special) base[a.name] = special(fx);
    else if (isRequired(a)) base[a.name] = validByName(a.name, a.type, fx);
  }
  if (coordinate(step) === 'Mutation.createLobby') {
    return fx.games.map((g) => ({
      name: g.id,
      args: {
        ...base,
        input: { ...(base['input'] as object), gameId: g.id, seats: g.minPlayers, options: g.defaults },
      },
    }));
  }
  return [{ name: '', args: base }];
}

/** Puts a bad value at a position of an argument set, building missing input objects from their required fields. */
function place(
  args: Record<string, unknown>,
  arg: GraphQLArgument,
  p: Position,
  bad: unknown,
  fx: Fixture,
): Record<string, unknown> {
  const go = (value: unknown, type: GraphQLInputType | 'json', path: Path): unknown => {
    if (path.length === 0) {
      const obj =
        value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
      if (p.op === 'json key') return { ...obj, [String(bad)]: 1 };
      if (p.op === 'json property') return { ...obj, fuzz: bad };
      return bad;
    }
    const [head, ...rest] = path;
    if (type === 'json') {
      if (Array.isArray(value)) return value.map((v, i) => (i === head ? go(v, 'json', rest) : v));
      const obj = { ...(value as Record<string, unknown>) };
      obj[String(head)] = go(obj[String(head)], 'json', rest);
      return obj;
    }
    const t = unwrap(type);
    if (isListType(t)) return [go(Array.isArray(value) ? value[0] : undefined, t.ofType, rest)];
    if (isInputObjectType(t)) {
      const obj = { ...((value ?? validOfType(t, fx)) as Record<string, unknown>) };
      const field = t.getFields()[String(head)]!;
      obj[field.name] = go(obj[field.name], field.type, rest);
      return obj;
    }
    return go(value, 'json', path);
  };
  return { ...args, [p.arg]: go(args[p.arg], arg.type, p.path) };
}

/** Every probe of a target: each position of each argument, each bad value for it. */
function probesOf(target: Target, fx: Fixture): { probes: Probe[]; positions: number } {
  const parents = target.steps.slice(0, -1).map((s) => variantsOf(s, fx)[0]!.args);
  const last = target.steps[target.steps.length - 1]!;
  const isRead = target.root !== 'Mutation';
  const probes: Probe[] = [];
  let positions = 0;
  variantsOf(last, fx).forEach((variant, v) => {
    for (const arg of last.field.args) {
      // Further variants only add their own JSON leaves (each game's options); the rest is the same as the first's.
      const ps = positionsOf(arg, variant.args[arg.name]).filter(
        (p) => v === 0 || isJsonPath(arg, p.path) || (p.op !== 'replace' && p.path.length > 0),
      );
      positions += ps.length;
      for (const p of ps) {
        // A cursor is also sent in the other paging mode (with last), where a resolver might not read it at all.
        const modes =
          p.cursor && arg.name !== 'last' && last.field.args.some((a) => a.name === 'last') ? [{}, { last: 5 }] : [{}];
        for (const mode of modes) {
          for (const bad of badsFor(p, fx)) {
            probes.push({
              target,
              arg: arg.name,
              label: `${targetName(target)}(${variant.name ? `${variant.name}: ` : ''}${p.label}${'last' in mode ? ', last: 5' : ''}) ← ${bad.name}`,
              args: [...parents, place({ ...variant.args, ...mode }, arg, p, bad.value, fx)],
              bad,
              mayAnswer:
                isRead &&
                p.op === 'replace' &&
                (bad.family === 'long' || bad.family === 'number' || bad.family === 'foreign') &&
                fits(p.kind, bad.value),
            });
          }
        }
      }
    }
  });
  return { probes, positions };
}

/** Whether a path runs into a JSON value (past the argument's typed part). */
function isJsonPath(arg: GraphQLArgument, path: Path): boolean {
  let t: GraphQLInputType = arg.type;
  for (const head of path) {
    t = unwrap(t);
    if (isListType(t)) t = t.ofType;
    else if (isInputObjectType(t)) t = t.getFields()[String(head)]?.type ?? t;
    else return true;
  }
  return false;
}

// ---------------------------------------------------------------- documents

/** A selection that makes the field resolve its own data (connections their edges), without going deep. */
function selection(type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const parts = ['__typename'];
  for (const f of Object.values(named.getFields())) {
    if (f.args.some(isRequired)) continue;
    const inner = getNamedType(f.type);
    if (isLeafType(inner)) parts.push(f.name);
    else if (depth < 2) parts.push(`${f.name} ${selection(f.type, depth + 1)}`);
  }
  return `{ ${parts.join(' ')} }`;
}

class Unwritable extends Error {}

/** A GraphQL literal for a value; raw leaves NUL and surrogates unescaped in the document text itself. */
function literal(value: unknown, type: GraphQLInputType | 'json', raw: boolean): string {
  if (value === null || value === undefined) return 'null';
  const t = type === 'json' ? type : unwrap(type);
  if (t !== 'json' && isListType(t))
    return Array.isArray(value)
      ? `[${value.map((v) => literal(v, t.ofType, raw)).join(', ')}]`
      : literal(value, t.ofType, raw);
  if (t !== 'json' && isEnumType(t) && typeof value === 'string' && t.getValue(value)) return value;
  if (typeof value === 'string') return raw ? `"${value.replace(/["\\]/g, (c) => `\\${c}`)}"` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const fieldType = (k: string): GraphQLInputType | 'json' =>
    t !== 'json' && isInputObjectType(t) ? (t.getFields()[k]?.type ?? 'json') : 'json';
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, 'json', raw)).join(', ')}]`;
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.some(([k]) => !NAME.test(k))) throw new Unwritable();
  return `{ ${entries.map(([k, v]) => `${k}: ${literal(v, fieldType(k), raw)}`).join(', ')} }`;
}

/** The operation of a probe, with its arguments as variables or written into the document; undefined if unwritable. */
function operation(
  probe: Probe,
  form: 'variables' | 'literals' | 'raw literals',
): { query: string; variables: Record<string, unknown> } | undefined {
  const defs: string[] = [];
  const variables: Record<string, unknown> = {};
  let body = selection(probe.target.steps[probe.target.steps.length - 1]!.field.type);
  try {
    for (let i = probe.target.steps.length - 1; i >= 0; i--) {
      const { field } = probe.target.steps[i]!;
      const args = probe.args[i]!;
      const written = field.args.flatMap((a) => {
        if (!(a.name in args) || args[a.name] === undefined) return [];
        if (form !== 'variables') return [`${a.name}: ${literal(args[a.name], a.type, form === 'raw literals')}`];
        const v = `v${i}_${a.name}`;
        defs.push(`$${v}: ${String(a.type)}`);
        variables[v] = args[a.name];
        return [`${a.name}: $${v}`];
      });
      body = `{ ${field.name}${written.length ? `(${written.join(', ')})` : ''} ${body} }`;
    }
  } catch (e) {
    if (e instanceof Unwritable) return undefined;
    throw e;
  }
  const keyword =
    probe.target.root === 'Query' ? 'query' : probe.target.root === 'Mutation' ? 'mutation' : 'subscription';
  return { query: `${keyword} Fuzz${defs.length ? `(${defs.join(', ')})` : ''} ${body}`, variables };
}

// ---------------------------------------------------------------- judging

interface Answer {
  data?: unknown;
  errors?: { message?: unknown; extensions?: { code?: unknown } }[];
}

/** Why an answer is wrong, or undefined for a typed refusal (or a harmless answer to a read that may answer). */
function judge(answer: Answer, mayAnswer: boolean): string | undefined {
  const errors = answer.errors ?? [];
  if (errors.length === 0) return mayAnswer ? undefined : 'answered without an error';
  for (const e of errors) {
    const code = e.extensions?.code;
    if (typeof code !== 'string' || !TYPED.has(code)) return `error code ${String(code)}`;
    if (typeof e.message !== 'string' || e.message.length === 0) return 'error without words';
    if (/stack|node_modules|\.ts:\d|SELECT |INSERT |postgres|pglite/i.test(JSON.stringify(e)))
      return 'internals in the error';
  }
  return undefined;
}

type WsOutcome =
  | { kind: 'next'; answer: Answer; text: string }
  | { kind: 'error'; answer: Answer; text: string }
  | { kind: 'complete' }
  | { kind: 'silent' }
  | { kind: 'closed'; code: number };

/** One graphql-transport-ws connection running many operations side by side. */
class WsRunner {
  private ws: WebSocket | undefined;
  private ready: Promise<void> | undefined;
  private nextId = 0;
  private readonly pending = new Map<string, (o: WsOutcome) => void>();
  reconnects = 0;

  constructor(
    private readonly url: string,
    private readonly token: string,
  ) {}

  private connect(): Promise<void> {
    const ws = new WebSocket(this.url, 'graphql-transport-ws');
    this.ws = ws;
    return new Promise((resolve, reject) => {
      ws.on('open', () =>
        ws.send(JSON.stringify({ type: 'connection_init', payload: { authorization: `Bearer ${this.token}` } })),
      );
      ws.on('message', (data: WebSocket.RawData) => {
        const text = data.toString();
        const msg = JSON.parse(text) as { type: string; id?: string; payload?: unknown };
        if (msg.type === 'connection_ack') return resolve();
        if (msg.type === 'ping') return ws.send(JSON.stringify({ type: 'pong' }));
        const done = msg.id ? this.pending.get(msg.id) : undefined;
        if (!done) return;
        this.pending.delete(msg.id!);
        if (msg.type === 'next') {
          // A subscription that fired is stopped; a query or mutation completes on its own.
          ws.send(JSON.stringify({ id: msg.id, type: 'complete' }));
          return done({ kind: 'next', answer: msg.payload as Answer, text });
        }
        if (msg.type === 'error')
          return done({ kind: 'error', answer: { errors: msg.payload as Answer['errors'] }, text });
        done({ kind: 'complete' });
      });
      ws.on('close', (code: number) => {
        this.ready = undefined;
        reject(new Error(`closed ${code}`));
        for (const done of this.pending.values()) done({ kind: 'closed', code });
        this.pending.clear();
      });
      ws.on('error', () => undefined);
    });
  }

  async run(payload: { query: string; variables: Record<string, unknown> }): Promise<WsOutcome> {
    if (!this.ready) {
      if (this.ws) this.reconnects++;
      this.ready = this.connect();
    }
    await this.ready;
    const id = String(++this.nextId);
    const ws = this.ws!;
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (!this.pending.delete(id)) return;
        ws.send(JSON.stringify({ id, type: 'complete' }));
        resolve({ kind: 'silent' });
      }, WS_SILENCE_MS);
      this.pending.set(id, (o) => {
        clearTimeout(timer);
        resolve(o);
      });
      ws.send(JSON.stringify({ id, type: 'subscribe', payload }));
    });
  }

  close(): void {
    this.ws?.terminate();
  }
}

async function pool<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

// ---------------------------------------------------------------- the suite

describe.each(KINDS)('argument fuzz on %s', (kind) => {
  let api: TestApi;
  let fx: Fixture;
  let schema: GraphQLSchema;
  const probes: Probe[] = [];
  const stats = {
    targets: 0,
    rootFields: 0,
    nested: 0,
    args: 0,
    positions: 0,
    unreached: [] as string[],
    withoutArgs: [] as string[],
  };

  beforeAll(async () => {
    api = await startApi(kind);
    const [alice, bob] = await Promise.all([signUp(api.url), signUp(api.url)]);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: bob.token });
    const matchId = (
      await ok<{ startMatch: { id: string } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch.id;
    // "Me" is whoever must move now, so a move's other arguments are right and only the bad value is wrong.
    const views = await Promise.all(
      [alice, bob].map(async (u) => ({
        u,
        m: (
          await ok<{ match: { version: number; legalMoves: unknown[] } }>(
            api.url,
            'query($id:ID!){match(id:$id){version legalMoves}}',
            { id: matchId },
            { token: u.token },
          )
        ).match,
      })),
    );
    const mine = views.find((v) => v.m.legalMoves.length > 0)!;
    const me = mine.u;
    const other = me === alice ? bob : alice;
    const leaves = (m: unknown) => JSON.stringify(m).split(/[,:]/).length;
    const move = [...mine.m.legalMoves].sort((a, b) => leaves(b) - leaves(a))[0];
    const openLobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:3}){id}}',
        {},
        { token: me.token },
      )
    ).createLobby.id;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: openLobby }, { token: other.token });
    await ok(
      api.url,
      'mutation($l:ID!){sendLobbyMessage(lobbyId:$l,text:"hi"){id}}',
      { l: openLobby },
      { token: me.token },
    );
    await ok(
      api.url,
      'mutation($id:ID!){sendChatMessage(matchId:$id,text:"hi"){id}}',
      { id: matchId },
      { token: me.token },
    );
    await ok(api.url, 'mutation{createApiToken(name:"fixture"){token}}', {}, { token: me.token });
    const games = (
      await ok<{
        games: {
          id: string;
          minPlayers: number;
          botLevels: string[];
          optionsSchema: { properties?: Record<string, { default?: unknown }> };
        }[];
      }>(api.url, '{games{id minPlayers botLevels optionsSchema}}')
    ).games;
    const pages = await ok<{
      lobbies: { pageInfo: { endCursor: string } };
      match: { log: { pageInfo: { endCursor: string } } };
    }>(
      api.url,
      'query($id:ID!){lobbies(first:1){pageInfo{endCursor}} match(id:$id){log(first:1){pageInfo{endCursor}}}}',
      { id: matchId },
      { token: me.token },
    );
    fx = {
      me: { token: me.token, id: me.id, username: me.username },
      other: { id: other.id, username: other.username },
      matchId,
      version: mine.m.version,
      move,
      lobbyId: openLobby,
      games: games.map((g) => ({
        id: g.id,
        minPlayers: g.minPlayers,
        botLevels: g.botLevels,
        defaults: Object.fromEntries(
          Object.entries(g.optionsSchema.properties ?? {}).flatMap(([k, p]) =>
            'default' in p ? [[k, p.default]] : [],
          ),
        ),
      })),
      cursors: [pages.lobbies.pageInfo.endCursor, pages.match.log.pageInfo.endCursor],
    };

    // The schema as served, so fields others add are fuzzed without anyone listing them.
    const introspection = await ok<IntrospectionQuery>(api.url, getIntrospectionQuery());
    schema = buildClientSchema(introspection);
    const { targets, withoutArgs } = walk(schema);
    stats.withoutArgs = withoutArgs;
    for (const target of targets) {
      // A nested field runs only where its parent resolves to an object: check the fixture reaches one.
      if (target.steps.length > 1 && !(await reaches(target))) {
        stats.unreached.push(targetName(target));
        continue;
      }
      const { probes: ps, positions } = probesOf(target, fx);
      stats.targets++;
      if (target.steps.length === 1) stats.rootFields++;
      else stats.nested++;
      stats.args += target.steps[target.steps.length - 1]!.field.args.length;
      stats.positions += positions;
      probes.push(...ps);
    }
  }, 300_000);
  afterAll(async () => {
    await api.close();
  });

  async function reaches(target: Target): Promise<boolean> {
    const parents = target.steps.slice(0, -1);
    const parent = parents[parents.length - 1]!;
    const probe: Probe = {
      target: { root: 'Query', steps: parents },
      arg: '',
      label: '',
      args: parents.map((s) => variantsOf(s, fx)[0]!.args),
      bad: UNSAFE[0]!,
      mayAnswer: true,
    };
    const op = operation(probe, 'variables')!;
    const res = await fetch(api.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${fx.me.token}` },
      body: JSON.stringify(op),
    });
    const json = (await res.json()) as Answer;
    const name = getNamedType(parent.field.type).name;
    return JSON.stringify(json.data ?? null).includes(`"__typename":"${name}"`);
  }

  /** Digests of every table's rows, so any change (a row added, a password or preference changed) shows by table. */
  async function snapshot(): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const table of Object.values(dbSchema)) {
      if (!is(table, PgTable)) continue;
      const name = (table as unknown as Record<symbol, string>)[Symbol.for('drizzle:Name')]!;
      if (UNCOMPARED_TABLES.has(name)) continue;
      const rows = (await api.db.db.select().from(table)) as Record<string, unknown>[];
      const kept = rows
        .map((r) => JSON.stringify(Object.entries(r).filter(([k]) => !UNCOMPARED_COLUMNS.has(k))))
        .sort();
      out[name] = `${rows.length} rows ${createHash('sha256').update(kept.join('\n')).digest('hex').slice(0, 12)}`;
    }
    return out;
  }

  test('the walk reaches every argument of every field, and each control request is well-typed', () => {
    console.log(
      `argument fuzz walk on ${kind}: ${stats.targets} fields with arguments (${stats.rootFields} root, ${stats.nested} nested), ${stats.args} arguments, ${stats.positions} positions, ${probes.length} probes; ` +
        `unreached ${JSON.stringify(stats.unreached)}; without arguments ${stats.withoutArgs.length}`,
    );
    const fuzzed = new Set(probes.map((p) => `${targetName(p.target)}.${p.arg}`));
    const missing: string[] = [];
    for (const root of [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()]) {
      for (const field of Object.values(root?.getFields() ?? {}))
        for (const a of field.args)
          if (!fuzzed.has(`${root!.name}.${field.name}.${a.name}`))
            missing.push(`${root!.name}.${field.name}(${a.name})`);
    }
    expect(missing).toEqual([]);
    // The cursors the outside tester forged, and every cursor argument reachable, are among the probes.
    expect(stats.unreached.filter((t) => /log|chat/.test(t))).toEqual([]);
    for (const c of [
      'Query.lobbies',
      'Query.matches',
      'Query.campaigns',
      'Query.leaderboard',
      'Match.log',
      'Match.chat',
      'Lobby.chat',
    ])
      expect(
        probes.some((p) => targetName(p.target) === c && p.bad.family === 'forged'),
        c,
      ).toBe(true);
    // Control: the same documents with valid values only are valid GraphQL with well-typed variables, so the bad value
    // is what each probe's answer is about (not a mistake of this test).
    const controls = new Map<string, Probe>();
    for (const p of probes) {
      if (controls.has(targetName(p.target))) continue;
      const last = p.target.steps[p.target.steps.length - 1]!;
      controls.set(targetName(p.target), { ...p, args: [...p.args.slice(0, -1), variantsOf(last, fx)[0]!.args] });
    }
    const wrong: string[] = [];
    for (const [name, c] of controls) {
      const op = operation(c, 'variables')!;
      const doc = parse(op.query);
      // The server's own limits too: a selection over the cost limit would make every probe a refusal of the cost.
      const errors = validate(schema, doc, [...specifiedRules, ...securityRules]);
      const def = doc.definitions[0] as OperationDefinitionNode;
      const coerced = getVariableValues(schema, def.variableDefinitions ?? [], op.variables);
      if (errors.length || coerced.errors)
        wrong.push(`${name}: ${[...errors, ...(coerced.errors ?? [])].map((e) => e.message).join('; ')}`);
    }
    expect(wrong).toEqual([]);
  });

  test.each(['HTTP', 'WS'] as const)(
    '%s: every bad argument gets a typed error, never a 5xx, and changes nothing',
    async (transport) => {
      const before = await snapshot();
      const started = Date.now();
      const problems: string[] = [];
      const byForm = new Map<Form, number>();
      const answered = { data: 0, errors: 0 };
      const forms = FORMS.filter((f) => f.startsWith(transport));
      const jobs = probes.flatMap((probe) =>
        forms.flatMap((form) => {
          // The raw form differs from the escaped one only for text the document cannot hold.
          if (form.endsWith('raw literals') && probe.bad.family !== 'unsafe') return [];
          const op = operation(
            probe,
            form.endsWith('raw literals') ? 'raw literals' : form.endsWith('literals') ? 'literals' : 'variables',
          );
          return op ? [{ probe, form, op }] : [];
        }),
      );
      const runner = new WsRunner(api.wsUrl, fx.me.token);
      const note = (form: Form, probe: Probe, problem: string | undefined, text: string, answer?: Answer) => {
        byForm.set(form, (byForm.get(form) ?? 0) + 1);
        if (answer?.errors?.length) answered.errors++;
        else answered.data++;
        if (problem) problems.push(`${form} ${probe.label}: ${problem} -> ${text.slice(0, 240)}`);
      };
      await pool(jobs, transport === 'HTTP' ? 4 : 16, async ({ probe, form, op }) => {
        if (transport === 'HTTP') {
          const res = await fetch(api.url, {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${fx.me.token}`,
              'apollo-require-preflight': 'true',
            },
            // JSON.stringify writes a lone surrogate as the escape \ud800, as a hand-made raw body would.
            body: JSON.stringify(op),
          });
          const text = await res.text();
          let answer: Answer | undefined;
          try {
            answer = JSON.parse(text) as Answer;
          } catch {
            answer = undefined;
          }
          const problem =
            res.status >= 500 ? `HTTP ${res.status}` : answer ? judge(answer, probe.mayAnswer) : 'not JSON';
          note(form, probe, problem, text, answer);
          return;
        }
        // A frame over the size limit closes its socket (1009, the protocol's refusal): sent on a socket of its own.
        const oversized =
          Buffer.byteLength(JSON.stringify({ id: '0', type: 'subscribe', payload: op })) > LIMITS.maxBodyBytes;
        const alone = oversized ? new WsRunner(api.wsUrl, fx.me.token) : undefined;
        const outcome = await (alone ?? runner).run(op);
        alone?.close();
        if (oversized && outcome.kind === 'closed' && outcome.code === 1009)
          return note(form, probe, undefined, 'closed 1009');
        if (outcome.kind === 'next' || outcome.kind === 'error')
          return note(form, probe, judge(outcome.answer, probe.mayAnswer), outcome.text, outcome.answer);
        // A subscription accepted in silence took the bad value; a closed socket is a crash of the connection.
        const problem =
          outcome.kind === 'silent'
            ? probe.mayAnswer
              ? undefined
              : 'accepted without an error'
            : outcome.kind === 'closed'
              ? `socket closed ${outcome.code}`
              : 'completed without an answer';
        note(form, probe, problem, outcome.kind);
      });
      runner.close();
      expect((await fetch(api.url.replace('/graphql', '/health'))).ok).toBe(true);
      const after = await snapshot();
      console.log(
        `argument fuzz over ${transport} on ${kind}: ${jobs.length} requests (${[...byForm].map(([f, n]) => `${f} ${n}`).join(', ')}) in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
          `${answered.errors} refused, ${answered.data} answered; ${runner.reconnects} reconnects; ${problems.length} problems`,
      );
      if (LONG || problems.length) for (const p of problems.slice(0, 40)) console.log(p);
      expect(problems.slice(0, 20)).toEqual([]);
      expect(after).toEqual(before);
    },
    900_000,
  );
});
