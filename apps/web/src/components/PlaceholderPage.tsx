// Shared shell for sections that are announced but not built yet, so each says plainly what is coming.
import type { ReactNode } from 'react';
import styles from './PlaceholderPage.module.css';

interface PlaceholderPageProps {
  title: string;
  intro: ReactNode;
  plans: readonly string[];
  eyebrow?: string;
  plansTitle?: string;
  children?: ReactNode;
}

export function PlaceholderPage({
  title,
  intro,
  plans,
  eyebrow = 'Channel offline · coming soon',
  plansTitle = 'What will be here',
  children,
}: PlaceholderPageProps) {
  return (
    <section className={styles.wrap} aria-labelledby="placeholder-title">
      <p className={styles.eyebrow}>{eyebrow}</p>
      <h1 id="placeholder-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.intro}>{intro}</p>
      <h2 className={styles.plansTitle}>{plansTitle}</h2>
      <ul className={styles.plans}>
        {plans.map((plan) => (
          <li key={plan}>{plan}</li>
        ))}
      </ul>
      {children ? <div className={styles.extra}>{children}</div> : null}
    </section>
  );
}
