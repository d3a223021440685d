import { playBotMatch, sloppyBot, type AnyGame, type Bot } from '@cortex/engine';
import { legendaryFirefly, EPISODE_TRIOS } from '@cortex/game-legendary-firefly';
import { outToTheBlack } from '@cortex/game-out-to-the-black';
const [gid, sharesRaw, nRaw] = process.argv.slice(2);
const g = (gid === 'lf' ? legendaryFirefly : outToTheBlack) as unknown as AnyGame;
const tables = gid === 'lf' ? Object.keys(EPISODE_TRIOS).map((t) => ({ label: t, players: 2, options: { episodes: t } })) : [3, 4, 5].map((p) => ({ label: `${p}p`, players: p, options: {} }));
const n = Number(nRaw ?? 100);
for (const share of sharesRaw!.split(',').map(Number)) {
  const bot = sloppyBot(g.bots!.normal as Bot, share);
  const line: string[] = [];
  for (const t of tables) {
    let wins = 0;
    for (let i = 0; i < n; i++) {
      const out = playBotMatch(g, { players: t.players, seed: `bench:${g.id}:${t.label}${gid === 'lf' ? ' 2p' : ''}:${i}`, options: t.options, bots: Array.from({ length: t.players }, () => bot) });
      if (out.result && out.result.winners.length > 0) wins++;
    }
    line.push(`${t.label} ${(100 * wins / n).toFixed(1)}`);
  }
  console.log(gid, share, line.join(' | '));
}
