// Reading a seat's view for words: a reader that also finds any visible card's kind, and a card's name by its id. Shared
// by words.ts and the decision table (rules/decisions.ts), so the table's prompts need not import words.ts.
import type { MatchView } from '@cortex/engine';
import { type Reader, readerOfView } from './rules/common';
import type { NiskaData } from './state';
import { cardName } from './text';

export type View = MatchView<NiskaData>;

export type ViewReader = Reader & { kind(id: string): string | undefined };
/** A reader over the seat's view that also finds any visible card's kind by its id. */
export function viewReader(view: View): ViewReader {
  let kinds: Map<string, string> | undefined;
  return {
    ...readerOfView(view),
    kind(id) {
      if (!kinds) {
        kinds = new Map();
        for (const z of Object.values(view.zones)) for (const c of z.cards) if (c) kinds.set(c.id, c.kind);
      }
      return kinds.get(id);
    },
  };
}
/** A visible card's name, "a card" for one the view does not show. */
export function card(r: ViewReader, id: string): string {
  const kind = r.kind(id);
  return kind ? cardName(kind) : 'a card';
}
