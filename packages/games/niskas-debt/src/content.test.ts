// Content counts and generated card text: every deck's size and kinds, every card has a name and a text built from its data.
import { describe, expect, test } from 'vitest';
import { MARKET_CARDS, MARKETS } from './content/cards';
import { CONTACT_KEYS, JOBS } from './content/jobs';
import { PLACES, sectorAt } from './content/map';
import { MISBEHAVES } from './content/misbehave';
import { niskasDebt } from './game';
import { started } from './testing';

describe('content', () => {
  test('counts: 15 places, 44 market cards, 50 jobs (10 per contact), 21 misbehave cards', () => {
    expect(PLACES).toHaveLength(15);
    expect(new Set(PLACES.map((p) => sectorAt(p.col, p.row))).size).toBe(15);
    expect(Object.keys(MARKET_CARDS)).toHaveLength(44);
    expect(MARKETS.map((m) => Object.values(MARKET_CARDS).filter((c) => c.market === m).length)).toEqual([
      10, 10, 8, 8, 8,
    ]);
    expect(Object.keys(JOBS)).toHaveLength(50);
    for (const c of CONTACT_KEYS) expect(Object.values(JOBS).filter((j) => j.contact === c)).toHaveLength(10);
    expect(Object.keys(MISBEHAVES)).toHaveLength(21);
    const sizes = Object.values(MISBEHAVES).map((m) => m.options.length);
    expect(new Set(sizes)).toEqual(new Set([2, 3]));
    expect(Object.values(MARKET_CARDS).filter((c) => c.type === 'crew')).toHaveLength(26);
  });
  test('18.a-b: each job type moves its own goods (crime moves none); illegal jobs are exactly those with a misbehave', () => {
    const moved = {
      shipping: ['cargo'],
      transport: ['passenger', 'fugitive'],
      smuggling: ['contraband'],
      crime: [],
    } as const;
    for (const job of Object.values(JOBS)) {
      const goods = job.steps.flatMap((s) => (s.do === 'misbehave' ? [] : [s.goods]));
      for (const g of goods) expect(moved[job.type] as readonly string[]).toContain(g);
      if (job.type === 'crime') expect(job.steps.every((s) => s.do === 'misbehave')).toBe(true);
      else expect(goods.length).toBeGreaterThan(0);
    }
  });
  test('every card in the match has a generated name and text', () => {
    const s = started();
    const kinds = new Set(Object.values(s.zones).flatMap((z) => z.cards.map((c) => c.kind)));
    expect(kinds.size).toBe(44 + 50 + 21);
    for (const k of kinds) {
      expect(niskasDebt.cardName(k)).not.toBe(k);
      expect(niskasDebt.cardText!(k)).not.toBe(k);
    }
    expect(niskasDebt.cardName('m:skids')).toBe('Pilot (Skids)');
    expect(niskasDebt.cardText!('j:h10')).toBe(
      'Harken. Smuggling, illegal, moral. 1) Pick up 1 Contraband at Regina. 2) Misbehave at Regina. 3) Drop off 1 Contraband at Londinium. Pays $1,500.',
    );
    expect(niskasDebt.cardText!('x:checkpoint')).toBe(
      'Choose one: A) Talk 6 (Bribes); B) Tech 7. Otherwise: Warrant Issued.',
    );
  });
  test('no two cards share a name, and no two cards are the same card under another name (the same text)', () => {
    const kinds = [...Object.keys(MARKET_CARDS), ...Object.keys(JOBS), ...Object.keys(MISBEHAVES)];
    const byName = new Map<string, string[]>();
    const byText = new Map<string, string[]>();
    for (const k of kinds) {
      byName.set(niskasDebt.cardName(k), [...(byName.get(niskasDebt.cardName(k)) ?? []), k]);
      byText.set(niskasDebt.cardText!(k), [...(byText.get(niskasDebt.cardText!(k)) ?? []), k]);
    }
    expect([...byName.values()].filter((ks) => ks.length > 1)).toEqual([]);
    expect([...byText.values()].filter((ks) => ks.length > 1)).toEqual([]);
  });
  test('job steps are at real places and every named misbehave crew member exists', () => {
    for (const j of Object.values(JOBS)) expect(j.steps.length).toBeGreaterThan(0);
    for (const m of Object.values(MISBEHAVES))
      for (const o of m.options) if ('named' in o) expect(MARKET_CARDS[o.named]?.type).toBe('crew');
  });
});
