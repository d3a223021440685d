// Text with its rule citations as links to the game's rules page: "(rule 6)" → /games/<id>/rules#rule-6.
import { ruleAnchor, ruleCitations } from '@cortex/engine';
import Link from 'next/link';
import type { ReactNode } from 'react';

export function rulesHref(gameId: string, rule?: string): string {
  return `/games/${encodeURIComponent(gameId)}/rules${rule ? `#${ruleAnchor(rule)}` : ''}`;
}

export function RuleText({ text, gameId }: { text: string; gameId: string }): ReactNode {
  const citations = ruleCitations(text);
  if (citations.length === 0) return text;
  const parts: ReactNode[] = [];
  let at = 0;
  citations.forEach((c, i) => {
    parts.push(text.slice(at, c.start));
    parts.push(
      <Link key={i} href={rulesHref(gameId, c.rules[0])} title={`Read ${c.text} on the rules page`}>
        {c.text}
      </Link>,
    );
    at = c.end;
  });
  parts.push(text.slice(at));
  return <>{parts}</>;
}
