// Plain-text paragraphs of a rules section: lines starting with "- " become a list; rule citations become links.
import { RuleText } from '../RuleText';

export function Paragraphs({ paragraphs, gameId }: { paragraphs: readonly string[]; gameId: string }) {
  const blocks: { list: boolean; lines: string[] }[] = [];
  for (const p of paragraphs) {
    const list = p.startsWith('- ');
    const last = blocks[blocks.length - 1];
    if (list && last?.list) last.lines.push(p.slice(2));
    else blocks.push({ list, lines: [list ? p.slice(2) : p] });
  }
  return (
    <>
      {blocks.map((b, i) =>
        b.list ? (
          <ul key={i}>
            {b.lines.map((line, j) => (
              <li key={j}>
                <RuleText text={line} gameId={gameId} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            <RuleText text={b.lines[0]!} gameId={gameId} />
          </p>
        ),
      )}
    </>
  );
}
