// A game's rules in our own words, section by section (anchors match the rules prompts cite), and its glossary.
import type { Metadata } from 'next';
import Link from 'next/link';
import { guideOf, type RuleSectionData } from '@/components/learn/data';
import { Paragraphs } from '@/components/learn/Paragraphs';
import styles from '@/components/learn/learn.module.css';

export const metadata: Metadata = { title: 'Rules' };

function Toc({ sections }: { sections: readonly RuleSectionData[] }) {
  return (
    <ol>
      {sections.map((s) => (
        <li key={s.id}>
          <a href={`#${s.id}`}>{s.title}</a>
          {s.sections?.length ? <Toc sections={s.sections} /> : null}
        </li>
      ))}
    </ol>
  );
}

function Section({ section, depth, gameId }: { section: RuleSectionData; depth: number; gameId: string }) {
  const Heading = (['h2', 'h3', 'h4', 'h5'] as const)[Math.min(depth, 3)]!;
  return (
    <section
      id={section.id}
      className={styles.section}
      aria-labelledby={`${section.id}-title`}
      data-testid="rule-section"
    >
      <Heading id={`${section.id}-title`}>
        {section.title}{' '}
        <a href={`#${section.id}`} className="dim" aria-label={`Link to ${section.title}`}>
          #
        </a>
      </Heading>
      <Paragraphs paragraphs={section.paragraphs} gameId={gameId} />
      {(section.sections ?? []).map((s) => (
        <Section key={s.id} section={s} depth={depth + 1} gameId={gameId} />
      ))}
    </section>
  );
}

export default async function RulesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const game = await guideOf(decodeURIComponent(id));
  return (
    <>
      <header className="page-head">
        <p className="eyebrow">
          <Link href={`/games/${encodeURIComponent(game.id)}`}>{game.name}</Link> · rules in our own words
        </p>
        <h1 className="page-title">How to play {game.name}</h1>
        {game.summary ? <p className="lead">{game.summary}</p> : null}
      </header>
      {game.rules.length === 0 ? (
        <p>The rules of this game are not written up yet.</p>
      ) : (
        <div className={styles.layout}>
          <nav className={styles.toc} aria-label="Sections">
            <Toc
              sections={[
                ...game.rules,
                ...(game.glossary.length ? [{ id: 'glossary', title: 'Glossary', paragraphs: [] }] : []),
              ]}
            />
          </nav>
          <div>
            {game.rules.map((s) => (
              <Section key={s.id} section={s} depth={0} gameId={game.id} />
            ))}
            {game.glossary.length ? (
              <section id="glossary" className={styles.section} aria-labelledby="glossary-title">
                <h2 id="glossary-title">Glossary</h2>
                <dl className={styles.glossary} data-testid="glossary">
                  {game.glossary.map((g) => (
                    <div key={g.term} style={{ display: 'contents' }}>
                      <dt>{g.term}</dt>
                      <dd>{g.meaning}</dd>
                    </div>
                  ))}
                </dl>
              </section>
            ) : null}
          </div>
        </div>
      )}
    </>
  );
}
