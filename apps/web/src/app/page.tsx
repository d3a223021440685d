// Home: what Cortex is, and the live list of games this server hosts.
import Link from 'next/link';
import { MyChallenges } from '@/components/Challenges';
import { GameList } from '@/components/GameList';
import { MyActiveMatches, OpenLobbies } from '@/components/HomeLive';
import { Wordmark } from '@/components/Wordmark';
import styles from './page.module.css';

const STEPS = [
  { title: 'Sign up', text: 'Claim a callsign. Your matches, ratings and history follow it.' },
  { title: 'Open a lobby', text: 'Pick a game and its options, then invite your crew or let strangers board.' },
  {
    title: 'Play live',
    text: 'Every move lands on everyone’s board at once. Leave, come back, pick up where you were.',
  },
] as const;

export default function HomePage() {
  return (
    <>
      <section className={styles.hero} aria-labelledby="hero-title">
        <div className={styles.plate} aria-hidden="true">
          <span className={styles.plateLabel}>Public channel · open</span>
          <Wordmark size="large" />
          <span className={styles.cursor}>&gt; awaiting crew_</span>
        </div>
        <div className={styles.copy}>
          <h1 id="hero-title" className={styles.title}>
            Firefly tabletop games, live on the Cortex.
          </h1>
          <p className={styles.lead}>
            Play Legendary Encounters: Firefly, Out to the Black, Misbehavin’ and Niska’s Debt with your crew on live
            boards. Every match goes into your history, and every win counts on the leaderboards.
          </p>
          <div className={styles.actions}>
            <Link href="/lobbies" className={styles.primary}>
              Find a lobby
            </Link>
            <Link href="/leaderboards" className={styles.secondary}>
              See the leaderboards
            </Link>
          </div>
        </div>
      </section>

      {/* Challenges waiting for an answer come first: they are a question to the visitor, not a list to browse. */}
      <MyChallenges />

      <section className={styles.section} aria-labelledby="mine-title" id="your-matches">
        <h2 id="mine-title" className={styles.sectionTitle}>
          Your active matches
        </h2>
        <MyActiveMatches />
      </section>

      <section className={styles.section} aria-labelledby="games-title">
        <h2 id="games-title" className={styles.sectionTitle}>
          Games on this server
        </h2>
        <GameList headingId="games-title" />
      </section>

      <section className={styles.section} aria-labelledby="lobbies-title">
        <h2 id="lobbies-title" className={styles.sectionTitle}>
          Open lobbies
        </h2>
        <OpenLobbies />
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How it works
        </h2>
        <ol className={styles.steps}>
          {STEPS.map((step, index) => (
            <li key={step.title} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.stepTitle}>{step.title}</h3>
              <p className={styles.stepText}>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
