// Campaigns through the API: a lobby starts one, each game is recorded as it ends, the next starts on request, the board ranks them.
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { testDbKinds } from '@cortex/db/testing';
import { codeOf, gql, ok, playToEnd, signUp, startApi, type TestApi } from './helpers';

const CAMPAIGN = `id status gamesTotal score scoreLines rating nextGame private players { seat bot user { username } }
  games { number finished won score summary match { id status campaignGame } }`;

interface CampaignOut {
  id: string;
  status: string;
  gamesTotal: number;
  score: number;
  scoreLines: string[];
  rating: string | null;
  nextGame: number | null;
  private: boolean;
  games: {
    number: number;
    finished: boolean;
    won: boolean | null;
    score: number | null;
    summary: string | null;
    match: { id: string; status: string; campaignGame: number };
  }[];
}

describe.each(testDbKinds())('campaigns on %s', (kind) => {
  let api: TestApi;
  let alice: { token: string; username: string };
  let bob: { token: string; username: string };
  beforeAll(async () => {
    api = await startApi(kind);
    alice = await signUp(api.url);
    bob = await signUp(api.url);
  });
  afterAll(() => api.close());

  const campaignOf = async (id: string, token?: string) =>
    (
      await ok<{ campaign: CampaignOut }>(
        api.url,
        `query($id:ID!){campaign(id:$id){${CAMPAIGN}}}`,
        { id },
        token ? { token } : {},
      )
    ).campaign;

  const campaignBoard = async () =>
    (
      await ok<{
        leaderboard: {
          edges: { node: { rank: number; score: number; matches: number; user: { username: string } } }[];
        };
      }>(
        api.url,
        '{leaderboard(gameId:"test-pairs",board:CAMPAIGNS,first:100){edges{node{rank score matches user{username}}}}}',
      )
    ).leaderboard.edges.map((e) => e.node);

  /** A two-seat campaign lobby (alice and a random bot), started. */
  async function startCampaign(opts: { private?: boolean } = {}): Promise<{ matchId: string; campaignId: string }> {
    const lobby = (
      await ok<{ createLobby: { id: string; campaign: boolean } }>(
        api.url,
        'mutation($p:Boolean){createLobby(input:{gameId:"test-pairs",seats:2,options:{maxTurns:8},campaign:true,private:$p}){id campaign}}',
        { p: opts.private ?? false },
        { token: alice.token },
      )
    ).createLobby;
    expect(lobby.campaign).toBe(true);
    await ok(
      api.url,
      'mutation($l:ID!){addBot(lobbyId:$l,level:"random"){id}}',
      { l: lobby.id },
      { token: alice.token },
    );
    const match = (
      await ok<{ startMatch: { id: string; campaignGame: number; campaign: { id: string } } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id campaignGame campaign{id}}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch;
    expect(match.campaignGame).toBe(0);
    return { matchId: match.id, campaignId: match.campaign.id };
  }

  const targetPairsOf = async (matchId: string) =>
    (
      await ok<{ match: { view: { game: { targetPairs: number } } } }>(
        api.url,
        'query($id:ID!){match(id:$id){view}}',
        { id: matchId },
        { token: alice.token },
      )
    ).match.view.game.targetPairs;

  test('Game.campaignGames says which games have campaigns; a campaign lobby for one without is refused and nothing is created', async () => {
    const games = (
      await ok<{ games: { id: string; campaignGames: number | null }[] }>(api.url, '{games{id campaignGames}}')
    ).games;
    expect(games.find((g) => g.id === 'test-pairs')!.campaignGames).toBe(3);
    expect(games.find((g) => g.id === 'misbehavin')!.campaignGames).toBeNull();
    expect(games.find((g) => g.id === 'legendary-firefly')!.campaignGames).toBe(5);
    // A one-off lobby cannot borrow a campaign's carry-over.
    const borrowed = await gql(
      api.url,
      'mutation($o:JSON){createLobby(input:{gameId:"legendary-firefly",seats:1,options:$o}){id}}',
      { o: { campaign: { game: 1, carry: null } } },
      { token: alice.token },
    );
    expect(codeOf(borrowed)).toBe('BAD_USER_INPUT');
    expect(borrowed.errors![0]!.message).toMatch(/set by campaigns only/);
    const before = (await ok<{ lobbies: { edges: unknown[] } }>(api.url, '{lobbies(first:100){edges{node{id}}}}'))
      .lobbies.edges.length;
    const r = await gql(
      api.url,
      'mutation{createLobby(input:{gameId:"misbehavin",seats:2,campaign:true}){id}}',
      {},
      { token: alice.token },
    );
    expect(codeOf(r)).toBe('BAD_USER_INPUT');
    expect(r.errors![0]!.message).toMatch(/has no campaign/);
    expect(
      (await ok<{ lobbies: { edges: unknown[] } }>(api.url, '{lobbies(first:100){edges{node{id}}}}')).lobbies.edges
        .length,
    ).toBe(before);
  });

  test('three games in a row: each is recorded when it ends, the next starts on request with options from the records, the campaign ends with its score', async () => {
    const { matchId, campaignId } = await startCampaign();
    let campaign = await campaignOf(campaignId);
    expect(campaign).toMatchObject({ status: 'ACTIVE', gamesTotal: 3, nextGame: null, score: 0, rating: null });
    expect(campaign.games.map((g) => g.match.id)).toEqual([matchId]);

    // While a game is on, continuing returns that game; a stranger may not continue at all.
    expect(
      (
        await ok<{ continueCampaign: { id: string } }>(
          api.url,
          'mutation($c:ID!){continueCampaign(campaignId:$c){id}}',
          { c: campaignId },
          { token: alice.token },
        )
      ).continueCampaign.id,
    ).toBe(matchId);
    expect(
      codeOf(
        await gql(
          api.url,
          'mutation($c:ID!){continueCampaign(campaignId:$c){id}}',
          { c: campaignId },
          { token: bob.token },
        ),
      ),
    ).toBe('FORBIDDEN');
    expect(codeOf(await gql(api.url, 'mutation($c:ID!){continueCampaign(campaignId:$c){id}}', { c: campaignId }))).toBe(
      'UNAUTHENTICATED',
    );

    let current = matchId;
    for (let game = 0; game < 3; game++) {
      const wonBefore = campaign.games.filter((g) => g.won).length;
      expect(await targetPairsOf(current)).toBe(3 + wonBefore);
      await playToEnd(api.url, current, new Map([[0, alice.token]]));
      campaign = await campaignOf(campaignId);
      const record = campaign.games[game]!;
      expect(record).toMatchObject({ number: game, finished: true });
      expect(typeof record.won).toBe('boolean');
      expect(record.summary).toMatch(/^(Won|Lost) with \d+ pairs at best\./);
      if (game < 2) {
        expect(campaign.nextGame).toBe(game + 1);
        // Two players pressing "next game" at once start one match.
        const both = await Promise.all(
          [0, 1].map(() =>
            ok<{ continueCampaign: { id: string; campaignGame: number } }>(
              api.url,
              'mutation($c:ID!){continueCampaign(campaignId:$c){id campaignGame}}',
              { c: campaignId },
              { token: alice.token },
            ),
          ),
        );
        expect(both[0]!.continueCampaign.id).toBe(both[1]!.continueCampaign.id);
        expect(both[0]!.continueCampaign.campaignGame).toBe(game + 1);
        current = both[0]!.continueCampaign.id;
        campaign = await campaignOf(campaignId);
      }
    }
    expect(campaign.status).toBe('FINISHED');
    expect(campaign.nextGame).toBeNull();
    expect(campaign.games.map((g) => g.number)).toEqual([0, 1, 2]);
    const expected = campaign.games.reduce((sum, g) => sum + g.score! + (g.won ? 2 : 0), 0);
    expect(campaign.score).toBe(expected);
    expect(campaign.rating).toBe(expected >= 12 ? 'Sharp' : 'Keep practising');
    expect(campaign.scoreLines).toHaveLength(2);
    const over = await gql(
      api.url,
      'mutation($c:ID!){continueCampaign(campaignId:$c){id}}',
      { c: campaignId },
      { token: alice.token },
    );
    expect(codeOf(over)).toBe('CONFLICT');

    // A campaign with a bot (and other than standard options) is casual: it stays off the campaign board.
    expect((await campaignBoard()).find((n) => n.user.username === alice.username)).toBeUndefined();
    expect(codeOf(await gql(api.url, '{leaderboard(gameId:"misbehavin",board:CAMPAIGNS){edges{node{rank}}}}'))).toBe(
      'BAD_USER_INPUT',
    );
  }, 120_000);

  test("a match's campaign is read once per version while the match is played, and afresh once it has ended", async () => {
    const { matchId, campaignId } = await startCampaign();
    const reads = vi.spyOn(api.app.services.campaigns, 'get');
    try {
      const matchCampaign = async () =>
        (
          await ok<{
            match: { version: number; campaign: { id: string; status: string; games: { finished: boolean }[] } };
          }>(
            api.url,
            'query($id:ID!){match(id:$id){version campaign{id status games{finished}}}}',
            { id: matchId },
            { token: alice.token },
          )
        ).match;
      // The site's match page asks on every push; three asks of one version read the campaign once at most (not at
      // all when starting the match, which asked for it too, read it already).
      const asked = await Promise.all([matchCampaign(), matchCampaign(), matchCampaign()]);
      expect(new Set(asked.map((a) => a.version)).size).toBe(1);
      for (const a of asked)
        expect(a.campaign).toEqual({ id: campaignId, status: 'ACTIVE', games: [{ finished: false }] });
      expect(reads.mock.calls.length).toBeLessThanOrEqual(1);
      // Its end writes the campaign's record: the ended match shows it, read every time.
      await playToEnd(api.url, matchId, new Map([[0, alice.token]]));
      reads.mockClear();
      for (let i = 0; i < 2; i++)
        expect((await matchCampaign()).campaign).toEqual({
          id: campaignId,
          status: 'ACTIVE',
          games: [{ finished: true }],
        });
      expect(reads).toHaveBeenCalledTimes(2);
    } finally {
      reads.mockRestore();
    }
  });

  test('the campaign board ranks rated campaigns only: people alone, with the standard options, every game rated', async () => {
    const carol = await signUp(api.url);
    const dave = await signUp(api.url);
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"test-pairs",seats:2,campaign:true}){id}}',
        {},
        { token: carol.token },
      )
    ).createLobby;
    await ok(api.url, 'mutation($l:ID!){joinLobby(lobbyId:$l){id}}', { l: lobby.id }, { token: dave.token });
    let current = (
      await ok<{ startMatch: { id: string; rated: boolean; campaign: { id: string } } }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id rated campaign{id}}}',
        { l: lobby.id },
        { token: carol.token },
      )
    ).startMatch;
    expect(current.rated).toBe(true);
    const campaignId = current.campaign.id;
    const seats = new Map([
      [0, carol.token],
      [1, dave.token],
    ]);
    for (let game = 0; game < 3; game++) {
      await playToEnd(api.url, current.id, seats);
      if (game < 2)
        current = (
          await ok<{ continueCampaign: { id: string; rated: boolean; campaign: { id: string } } }>(
            api.url,
            'mutation($c:ID!){continueCampaign(campaignId:$c){id rated campaign{id}}}',
            { c: campaignId },
            { token: carol.token },
          )
        ).continueCampaign;
      expect(current.rated).toBe(true);
    }
    const campaign = await campaignOf(campaignId);
    expect(campaign.status).toBe('FINISHED');
    const board = await campaignBoard();
    for (const person of [carol, dave]) {
      const entry = board.find((n) => n.user.username === person.username)!;
      expect(entry.score).toBe(campaign.score);
      expect(entry.matches).toBe(1);
    }
    expect(board.find((n) => n.user.username === alice.username)).toBeUndefined();
  }, 120_000);

  test('a Legendary Encounters campaign: five games, the first on Serenity and The Train Job with the campaign option set by the server', async () => {
    const lobby = (
      await ok<{ createLobby: { id: string } }>(
        api.url,
        'mutation{createLobby(input:{gameId:"legendary-firefly",seats:2,campaign:true,options:{episodes:"ariel-trash"}}){id}}',
        {},
        { token: alice.token },
      )
    ).createLobby;
    await ok(
      api.url,
      'mutation($l:ID!){addBot(lobbyId:$l,level:"normal"){id}}',
      { l: lobby.id },
      { token: alice.token },
    );
    const match = (
      await ok<{
        startMatch: {
          id: string;
          view: { game: { trio: string[]; campaign: { game: number } } };
          campaign: { gamesTotal: number };
        };
      }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id view campaign{gamesTotal}}}',
        { l: lobby.id },
        { token: alice.token },
      )
    ).startMatch;
    expect(match.campaign.gamesTotal).toBe(5);
    // The campaign plays the Episodes in order, whatever the lobby's one-off choice was.
    expect(match.view.game.trio).toEqual(['obj-serenity-1', 'obj-serenity-2', 'obj-train-job']);
    expect(match.view.game.campaign).toEqual({ game: 0, final: false });
  });

  test('a mixed-and-matched Legendary Encounters campaign: bad choices are refused, game 1 and game 2 play the chosen Objectives', async () => {
    const mixed = [
      { a: 'obj-ariel', b: 'obj-shindig', c: 'obj-objects-in-space' },
      { a: 'obj-the-message', b: 'obj-serenity-2', c: 'obj-safe' },
      { a: 'obj-serenity-1', b: 'obj-jaynestown', c: 'obj-train-job' },
      { a: 'obj-bushwhacked', b: 'obj-heart-of-gold', c: 'obj-out-of-gas' },
      { a: 'obj-mrs-reynolds', b: 'obj-war-stories', c: 'obj-trash' },
    ];
    const create = (campaignGames: unknown) =>
      gql(
        api.url,
        'mutation($o:JSON){createLobby(input:{gameId:"legendary-firefly",seats:1,campaign:true,options:$o}){id}}',
        { o: { campaignGames, superHard: true } },
        { token: alice.token },
      );
    const bad = await create([{ ...mixed[0], a: 'obj-safe' }, ...mixed.slice(1)]);
    expect(codeOf(bad)).toBe('BAD_USER_INPUT');
    expect(bad.errors![0]!.message).toMatch(/campaignGames\.0\.a: "obj-safe" is not an A Objective/);
    // A one-off lobby cannot take a campaign's order of play.
    const oneOff = await gql(
      api.url,
      'mutation($o:JSON){createLobby(input:{gameId:"legendary-firefly",seats:1,options:$o}){id}}',
      { o: { campaignGames: mixed } },
      { token: alice.token },
    );
    expect(codeOf(oneOff)).toBe('BAD_USER_INPUT');
    expect(oneOff.errors![0]!.message).toMatch(/"campaignGames" option is for campaigns/);
    const lobby = (await create(mixed)).data as { createLobby: { id: string } };
    type Started = {
      id: string;
      view: { game: { trio: string[]; campaign: { game: number } } };
      campaign: { id: string };
    };
    const first = (
      await ok<{ startMatch: Started }>(
        api.url,
        'mutation($l:ID!){startMatch(lobbyId:$l){id view campaign{id}}}',
        { l: lobby.createLobby.id },
        { token: alice.token },
      )
    ).startMatch;
    expect(first.view.game.trio).toEqual(['obj-ariel', 'obj-shindig', 'obj-objects-in-space']);
    await playToEnd(api.url, first.id, new Map([[0, alice.token]]));
    const second = (
      await ok<{ continueCampaign: Started }>(
        api.url,
        'mutation($c:ID!){continueCampaign(campaignId:$c){id view}}',
        { c: first.campaign.id },
        { token: alice.token },
      )
    ).continueCampaign;
    expect(second.view.game.trio).toEqual(['obj-the-message', 'obj-serenity-2', 'obj-safe']);
    expect(second.view.game.campaign).toEqual({ game: 1, final: false });
    // The campaign keeps its lobby's order of play for its page.
    const options = (
      await ok<{ campaign: { options: { campaignGames: unknown } } }>(
        api.url,
        'query($id:ID!){campaign(id:$id){options}}',
        { id: first.campaign.id },
      )
    ).campaign.options;
    expect(options.campaignGames).toEqual(mixed);
  }, 120_000);

  test("a private campaign and its later games (which have no lobby) stay out of strangers' lists", async () => {
    const { matchId, campaignId } = await startCampaign({ private: true });
    await playToEnd(api.url, matchId, new Map([[0, alice.token]]));
    const second = (
      await ok<{ continueCampaign: { id: string } }>(
        api.url,
        'mutation($c:ID!){continueCampaign(campaignId:$c){id}}',
        { c: campaignId },
        { token: alice.token },
      )
    ).continueCampaign.id;
    const listed = async (token: string) => {
      const campaigns = (
        await ok<{ campaigns: { edges: { node: { id: string } }[] } }>(
          api.url,
          'query($u:String){campaigns(username:$u,first:100){edges{node{id}}}}',
          { u: alice.username },
          { token },
        )
      ).campaigns.edges.map((e) => e.node.id);
      const history = (
        await ok<{ matches: { edges: { node: { id: string } }[] } }>(
          api.url,
          'query($u:String){matches(username:$u,first:100){edges{node{id}}}}',
          { u: alice.username },
          { token },
        )
      ).matches.edges.map((e) => e.node.id);
      return { campaigns, history };
    };
    expect(second).not.toBe(matchId);
    const forAlice = await listed(alice.token);
    expect(forAlice.campaigns).toContain(campaignId);
    expect(forAlice.history).toEqual(expect.arrayContaining([matchId, second]));
    const forBob = await listed(bob.token);
    expect(forBob.campaigns).not.toContain(campaignId);
    expect(forBob.history).not.toContain(second);
    expect(forBob.history).not.toContain(matchId);
  }, 60_000);
});
