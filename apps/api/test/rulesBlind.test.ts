// A client that knows no rules and imports no game package plays each game through the API alone: it reads the
// game's vocabulary (cards, move and view schemas), finds its hand by the zones' roles, reads its choices in words,
// checks every move and the view against the published schemas, and prints what a person would see.
import Ajv2020 from 'ajv/dist/2020';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, signUp, startApi, type TestApi } from './helpers';

interface CardKind {
  kind: string;
  name: string;
  type: string;
  text: string;
  stats: { name: string; value: number }[];
}
interface GameInfo {
  id: string;
  name: string;
  minPlayers: number;
  cards: CardKind[];
  moveSchemas: Record<string, object>;
  viewSchema: object;
}
interface Zone {
  name: string;
  title: string;
  owner: number | null;
  role: string;
  count: number;
  cards: ({ id: string; kind: string; name: string } | null)[];
}
interface Choice {
  label: string;
  group: string;
  short: string | null;
  cards: string[];
  move: { type: string };
}
interface Seen {
  status: string;
  version: number;
  toAct: number[];
  viewerSeat: number | null;
  prompt: string | null;
  choices: Choice[];
  zones: Zone[];
  view: unknown;
}

const GAMES = '{games{id name minPlayers cards{kind name type text stats{name value}} moveSchemas viewSchema}}';
const MATCH =
  'query($id:ID!){match(id:$id){status version toAct viewerSeat prompt choices{label group short cards move} zones{name title owner role count cards{id kind name}} view}}';
const SUBMIT = 'mutation($id:ID!,$v:Int!,$m:JSON!){submitMove(matchId:$id,expectedVersion:$v,move:$m){version}}';

describe.each(testDbKinds())('a rules-blind client on %s', (kind) => {
  let api: TestApi;
  let me: Awaited<ReturnType<typeof signUp>>;
  let games: GameInfo[];
  beforeAll(async () => {
    api = await startApi(kind);
    me = await signUp(api.url);
    games = (await ok<{ games: GameInfo[] }>(api.url, GAMES)).games;
  });
  afterAll(async () => {
    await api.close();
  });

  test.each(['legendary-firefly', 'out-to-the-black', 'misbehavin', 'niskas-debt'])(
    '%s: the hand with names and texts, and the labelled moves',
    async (gameId) => {
      const game = games.find((g) => g.id === gameId)!;
      const ajv = new Ajv2020({ strict: false, allErrors: true });
      const validView = ajv.compile(game.viewSchema);
      const validMove = Object.fromEntries(
        Object.entries(game.moveSchemas).map(([type, schema]) => [type, ajv.compile(schema)]),
      );
      const byKind = new Map(game.cards.map((c) => [c.kind, c]));
      expect(game.cards.length).toBeGreaterThan(0);
      for (const c of game.cards) expect(c.name.trim() && c.type.trim() && c.text.trim()).toBeTruthy();

      const seats = Math.max(2, game.minPlayers);
      const lobby = (
        await ok<{ createLobby: { id: string } }>(
          api.url,
          'mutation($i:CreateLobbyInput!){createLobby(input:$i){id}}',
          { i: { gameId, seats } },
          { token: me.token },
        )
      ).createLobby;
      for (let s = 1; s < seats; s++)
        await ok(
          api.url,
          'mutation($l:ID!){addBot(lobbyId:$l,level:"normal"){id}}',
          { l: lobby.id },
          { token: me.token },
        );
      const id = (
        await ok<{ startMatch: { id: string } }>(
          api.url,
          'mutation($l:ID!){startMatch(lobbyId:$l){id}}',
          { l: lobby.id },
          { token: me.token },
        )
      ).startMatch.id;

      const read = async (): Promise<Seen> =>
        (await ok<{ match: Seen }>(api.url, MATCH, { id }, { token: me.token })).match;
      const awaitChoices = async (): Promise<Seen> => {
        let m = await read();
        for (let i = 0; i < 200 && m.status === 'ACTIVE' && m.choices.length === 0; i++) {
          await new Promise((r) => setTimeout(r, 25));
          m = await read();
        }
        return m;
      };
      /** Submits the first labelled move as it is; bots deciding at the same time may move the match on first, and a
       * client then reads again and chooses again, as any client must on STALE_VERSION. */
      const playFirst = async (from: Seen): Promise<void> => {
        let current = from;
        for (let attempt = 0; attempt < 20; attempt++) {
          const r = await gql<{ submitMove: { version: number } }>(
            api.url,
            SUBMIT,
            { id, v: current.version, m: current.choices[0]!.move },
            { token: me.token },
          );
          if (!r.errors) {
            expect(r.data!.submitMove.version).toBeGreaterThan(current.version);
            return;
          }
          expect(codeOf(r)).toBe('STALE_VERSION');
          current = await awaitChoices();
        }
        throw new Error('the match never stood still long enough to move');
      };
      const myHand = (m: Seen): Zone | undefined => m.zones.find((z) => z.role === 'HAND' && z.owner === m.viewerSeat);

      // Setup decisions (a character, a name) come before any card reaches the hand: the client makes them as offered.
      let seen = await awaitChoices();
      let opening = 0;
      for (; opening < 60 && seen.status === 'ACTIVE' && (myHand(seen)?.count ?? 0) === 0; opening++) {
        expect(seen.choices.length).toBeGreaterThan(0);
        await playFirst(seen);
        seen = await awaitChoices();
      }
      expect(seen.choices.length).toBeGreaterThan(0);
      expect(validView(seen.view), JSON.stringify(validView.errors?.slice(0, 3))).toBe(true);

      const hand = myHand(seen);
      expect(hand, 'a zone with role HAND owned by the viewer').toBeDefined();
      expect(hand!.title).toMatch(/^Your /);
      expect(hand!.count).toBeGreaterThan(0);
      const lines: string[] = [
        `${game.name}, ${opening === 0 ? 'at the first decision' : `after ${opening} opening decision${opening === 1 ? '' : 's'} made as offered`}: ${hand!.title} (${hand!.count})`,
      ];
      for (const card of hand!.cards) {
        expect(card).not.toBeNull();
        const info = byKind.get(card!.kind);
        expect(info, `card kind ${card!.kind} in Game.cards`).toBeDefined();
        expect(card!.name).toBe(info!.name);
        const stats = info!.stats.map((s) => `${s.name} ${s.value}`).join(', ');
        lines.push(`  ${info!.name} [${info!.type}${stats ? `; ${stats}` : ''}]: ${info!.text.replace(/\n/g, ' / ')}`);
      }
      for (const zone of seen.zones)
        for (const card of zone.cards) if (card) expect(byKind.has(card.kind), `${card.kind} in Game.cards`).toBe(true);

      lines.push(`  Asked: ${seen.prompt}`);
      const groups = new Map<string, Choice[]>();
      for (const c of seen.choices) groups.set(c.group, [...(groups.get(c.group) ?? []), c]);
      for (const [group, choices] of groups) {
        lines.push(`  ${group}:`);
        for (const c of choices) lines.push(`    - ${c.label}`);
      }
      for (const c of seen.choices) {
        expect(c.label.trim()).not.toBe('');
        expect(c.label).not.toMatch(/undefined|\[object|\bseat \d/i);
        const check = validMove[c.move.type];
        expect(check, `a schema for move type ${c.move.type}`).toBeDefined();
        expect(check!(c.move), `${JSON.stringify(c.move)}: ${JSON.stringify(check!.errors?.slice(0, 2))}`).toBe(true);
      }
      // A move with a field its schema does not name fails the published schema too.
      const first = seen.choices[0]!;
      expect(validMove[first.move.type]!({ ...first.move, extra: 1 })).toBe(false);
      console.log(lines.join('\n'));

      // And the first labelled move is accepted as it is.
      await playFirst(seen);
    },
  );
});
