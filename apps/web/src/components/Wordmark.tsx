// The CORTEX wordmark is pure CSS and text, so it ships no image and stays crisp and readable by screen readers.
import styles from './Wordmark.module.css';

export function Wordmark({ size = 'small' }: { size?: 'small' | 'large' }) {
  return (
    <span className={`${styles.wordmark} ${size === 'large' ? styles.large : ''}`} data-testid="wordmark">
      <span className={styles.glyph} aria-hidden="true" />
      <span className={styles.text}>CORTEX</span>
    </span>
  );
}
