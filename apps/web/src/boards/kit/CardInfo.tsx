// A card's full text: on hover (title), for screen readers (the note, optionally described-by `id`) and on tap (ⓘ: the
// card zoomed, its name large over its whole text);
// with `cardId`, also why the card has no move now (kit/Blocked).
import { BlockedNote } from './Blocked';
import styles from './CardInfo.module.css';

export function CardInfo({ id, cardId, name, text }: { id?: string; cardId?: string; name: string; text: string }) {
  const note = <BlockedNote cardId={cardId} />;
  if (!text) return note;
  return (
    <>
      {note}
      <details className={styles.info}>
        <summary className={styles.toggle} aria-label={`About ${name}`} title={text}>
          i
        </summary>
        <p className={styles.pop} id={id} role="note">
          <strong className={styles.popName}>{name}.</strong> <span className={styles.popText}>{text}</span>
        </p>
      </details>
    </>
  );
}
