// What the bots read from a seat's view beyond the rules' own helpers: a visible card's kind, a card's worth, the open Objective parts.
import { needKind } from './content/types';
import { character, objective } from './content';
import { type Reader, Z } from './state';

export function kindOf(r: Reader, id: string): string | undefined {
  const g = r.game;
  const zones = [
    Z.combat,
    Z.market,
    ...Array.from({ length: 5 }, (_, i) => Z.up(i)),
    ...g.mcs.map((_, m) => Z.strikes(m)),
    ...Array.from({ length: r.players }, (_, s) => [Z.hand(s), Z.played(s), Z.aside(s)]).flat(),
  ];
  for (const z of zones) {
    const c = r.cards(z).find((x) => x.id === id);
    if (c) return c.kind;
  }
  return undefined;
}

export const value = (kind: string | undefined): number => {
  const d = kind ? character(kind) : undefined;
  if (!d) return kind === 'talent' ? 5 : 0;
  return d.cost + d.recruit + d.attack;
};

export function objectiveKinds(r: Reader): Set<string> {
  const g = r.game;
  const obj = objective(g.trio[g.episode]!);
  const out = new Set<string>();
  obj.parts.forEach((p, i) => {
    if (g.parts[i] === 'open') out.add(needKind(p.need));
  });
  return out;
}
