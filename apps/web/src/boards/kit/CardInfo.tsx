// A card's full text: on hover (title), for screen readers (the note, optionally described-by `id`) and on tap (ⓘ).
import styles from './CardInfo.module.css';

export function CardInfo({ id, name, text }: { id?: string; name: string; text: string }) {
  if (!text) return null;
  return (
    <details className={styles.info}>
      <summary className={styles.toggle} aria-label={`About ${name}`} title={text}>
        i
      </summary>
      <p className={styles.pop} id={id} role="note">
        <strong>{name}.</strong> {text}
      </p>
    </details>
  );
}
