// Whether a field's selection asks for nothing beyond some of its fields: a resolver can then answer from what it holds
// instead of reading the whole object.
import { Kind, type FragmentDefinitionNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * True when every field selected under the resolved field is one of `fields`: through fragments, inline or named, and
 * in every node of the field merged under its response key (an alias is another key, resolved on its own). Directives
 * are not evaluated: a field under @skip counts as selected, so the answer errs towards reading.
 */
export function selectsOnly(
  info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>,
  fields: ReadonlySet<string>,
): boolean {
  const within = (set: SelectionSetNode | undefined, seen: Set<string>): boolean =>
    (set?.selections ?? []).every((selection) => {
      if (selection.kind === Kind.FIELD) return fields.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return within(selection.selectionSet, seen);
      const name = selection.name.value;
      if (seen.has(name)) return true;
      const fragment: FragmentDefinitionNode | undefined = info.fragments[name];
      return fragment !== undefined && within(fragment.selectionSet, new Set([...seen, name]));
    });
  return info.fieldNodes.every((node) => within(node.selectionSet, new Set()));
}
