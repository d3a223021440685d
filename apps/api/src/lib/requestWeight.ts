// What a request costs in rate-limit points: 1, plus the weight of each heavy field it asks for (aliases and fragments counted).
import {
  getNamedType,
  getOperationAST,
  isInterfaceType,
  isObjectType,
  Kind,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * Fields whose work is far above a plain read's: a replay step re-applies moves (from the nearest cached snapshot),
 * a record or a page of moves reads the whole move log, and moves' labels replay the match up to the page (kept once
 * it is over). Graphql-armor's cost limit counts every field alike.
 */
export const HEAVY_FIELDS: Readonly<Record<string, number>> = {
  'Match.replay': 10,
  'Match.record': 10,
  'Match.moves': 3,
  'MatchMove.label': 10,
};

/** The most one request may weigh: three replay steps, or a record and a page of moves, but not fifteen replays. */
export const MAX_REQUEST_WEIGHT = 40;

function weighSelections(
  schema: GraphQLSchema,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  set: SelectionSetNode,
  parent: GraphQLNamedType,
  open: ReadonlySet<string>,
): number {
  let weight = 0;
  for (const selection of set.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!isObjectType(parent) && !isInterfaceType(parent)) continue;
      const field = parent.getFields()[selection.name.value];
      if (!field) continue;
      weight += HEAVY_FIELDS[`${parent.name}.${field.name}`] ?? 0;
      if (selection.selectionSet)
        weight += weighSelections(schema, fragments, selection.selectionSet, getNamedType(field.type), open);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : parent;
      if (type) weight += weighSelections(schema, fragments, selection.selectionSet, type, open);
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A cycle of fragments is refused by validation; here it only must not loop.
      if (!fragment || open.has(name)) continue;
      const type = schema.getType(fragment.typeCondition.name.value);
      if (type) weight += weighSelections(schema, fragments, fragment.selectionSet, type, new Set([...open, name]));
    }
  }
  return weight;
}

/** 1 plus the heavy fields' weights of one operation of the document. */
export function operationWeight(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
): number {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])),
  );
  const root = schema.getRootType(operation.operation);
  return 1 + (root ? weighSelections(schema, fragments, operation.selectionSet, root, new Set()) : 0);
}

/** The weight of the operation a request runs (operationName picks it), or 1 when the document names none. */
export function requestWeight(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
): number {
  const operation = getOperationAST(document, operationName);
  return operation ? operationWeight(schema, document, operation) : 1;
}
