import { Kind, parse, type FieldNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, test } from 'vitest';
import { selectsOnly } from './selection';

/**
 * The info the resolver of `lobby` (the response key, no alias) gets in this document: every field node merged under
 * that key, in the match's selection and its fragments, and the document's fragments.
 */
function infoOf(source: string) {
  const document = parse(source);
  const operation = document.definitions.find(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  )!;
  const fragments = Object.fromEntries(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const match = operation.selectionSet.selections[0] as FieldNode;
  const lobbies: FieldNode[] = [];
  const collect = (node: FieldNode | FragmentDefinitionNode): void => {
    for (const s of node.selectionSet?.selections ?? []) {
      if (s.kind === Kind.FIELD && s.name.value === 'lobby' && !s.alias) lobbies.push(s);
      if (s.kind === Kind.FRAGMENT_SPREAD) collect(fragments[s.name.value]!);
    }
  };
  collect(match);
  return { fieldNodes: lobbies, fragments };
}

const ID = new Set(['id', '__typename']);

describe('selectsOnly', () => {
  test.each([
    ['the id alone', '{ match(id: "m") { lobby { id } } }', true],
    ['the id and the type name', '{ match(id: "m") { lobby { __typename id } } }', true],
    ['the id under an alias', '{ match(id: "m") { lobby { key: id } } }', true],
    ['the id in an inline fragment', '{ match(id: "m") { lobby { ... on Lobby { id } } } }', true],
    ['the id in a named fragment', '{ match(id: "m") { lobby { ...L } } } fragment L on Lobby { id }', true],
    ['a fragment spread twice', '{ match(id: "m") { lobby { ...L ...L } } } fragment L on Lobby { id }', true],
    ['another field too', '{ match(id: "m") { lobby { id status } } }', false],
    ['another field in an inline fragment', '{ match(id: "m") { lobby { id ... on Lobby { seats } } } }', false],
    [
      'another field in a named fragment',
      '{ match(id: "m") { lobby { id ...L } } } fragment L on Lobby { game { id } }',
      false,
    ],
    ['another field in a second node of the field', '{ match(id: "m") { lobby { id } lobby { status } } }', false],
    // An alias is a response key of its own, resolved on its own (with its own info): it does not count here.
    ['the id, beside an alias that asks more', '{ match(id: "m") { lobby { id } other: lobby { status } } }', true],
    [
      'another field in a fragment on the parent',
      '{ match(id: "m") { lobby { id } ...M } } fragment M on Match { lobby { host { id } } }',
      false,
    ],
    ['a fragment the document lacks', '{ match(id: "m") { lobby { ...Missing } } }', false],
  ])('%s: %s', (_, source, expected) => {
    expect(selectsOnly(infoOf(source), ID)).toBe(expected);
  });
});
