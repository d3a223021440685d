// The JSON and DateTime scalars of the contract.
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';

function literalToJson(node: ValueNode): unknown {
  switch (node.kind) {
    case Kind.STRING:
    case Kind.BOOLEAN:
      return node.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(node.value);
    case Kind.NULL:
      return null;
    case Kind.LIST:
      return node.values.map(literalToJson);
    case Kind.OBJECT:
      return Object.fromEntries(node.fields.map((f) => [f.name.value, literalToJson(f.value)]));
    default:
      throw new GraphQLError('Variables are not allowed inside JSON literals.', {
        extensions: { code: 'BAD_USER_INPUT' },
      });
  }
}

/** Deeper JSON than any move or option needs; far deeper input would overflow the stack of whatever walks it next. */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth of a parsed JSON value, walked without recursion (the input may be nested thousands deep). */
function jsonDepth(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [v, depth] = stack.pop()!;
    if (v === null || typeof v !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > MAX_JSON_DEPTH) return deepest;
    for (const child of Array.isArray(v) ? v : Object.values(v)) stack.push([child, depth + 1]);
  }
  return deepest;
}

export const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  description: 'Any JSON value: a move, a view, options, a JSON Schema.',
  serialize: (v) => v,
  parseValue: (v) => {
    if (jsonDepth(v) > MAX_JSON_DEPTH)
      throw new GraphQLError(`JSON values may nest at most ${MAX_JSON_DEPTH} levels deep.`, {
        extensions: { code: 'BAD_USER_INPUT' },
      });
    return v;
  },
  parseLiteral: literalToJson,
});

export const DateTimeScalar = new GraphQLScalarType({
  name: 'DateTime',
  description: 'An ISO 8601 date and time in UTC, e.g. 2026-12-02T18:25:07.000Z.',
  serialize(value) {
    const date = value instanceof Date ? value : new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('Invalid DateTime value.');
    return date.toISOString();
  },
  parseValue(value) {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime()))
      throw new GraphQLError('Invalid DateTime: use ISO-8601.', { extensions: { code: 'BAD_USER_INPUT' } });
    return date;
  },
});
