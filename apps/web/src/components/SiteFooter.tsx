// Footer: fan-project disclaimer lives here so every page carries it.
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  return (
    <footer className={styles.footer} data-site-footer="">
      <div className={styles.inner}>
        <p className={styles.line}>
          <span className={styles.signal} aria-hidden="true" />
          Cortex link stable. Keep flying.
        </p>
        <p className={styles.fine}>
          A fan-made place to play Firefly tabletop games online. Not affiliated with the publishers or rights holders
          of Firefly or its games.
        </p>
      </div>
    </footer>
  );
}
