'use client';
// Naming the Captain, the ship or a new crew member (rules 5 and 14.b): the GM's suggestions as one-click choices (the
// first is its random pick), and a text field, prefilled with that pick, for any name the player wishes. The name is
// checked against the move schema before it is sent (the server checks it again) and is only ever rendered as text.
import { useState, type FormEvent } from 'react';
import { NAME_MAX, nameProblem } from '@cortex/game-niskas-debt';
import { MoveButton } from './Cards';
import type { OfferedMove } from './moves';
import styles from './Board.module.css';

interface Props {
  /** The listed name moves of one decision (same type), the GM's pick first. */
  moves: readonly OfferedMove[];
  disabled: boolean;
  onPick: (m: OfferedMove) => void;
  onMove: (move: unknown) => void;
}

export function NameChoice(props: Props) {
  // A new decision (another thing to name) starts a fresh field.
  return <NameForm key={props.moves[0]?.key ?? 'none'} {...props} />;
}

function NameForm({ moves, disabled, onPick, onMove }: Props) {
  const first = moves[0];
  const initial = first && 'name' in first.move ? first.move.name : '';
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  if (!first) return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const why = nameProblem(name);
    setProblem(why);
    if (why === null) onMove({ ...(first.raw as Record<string, unknown>), name });
  };
  const id = `nd-name-${first.move.type}`;
  return (
    <div className={styles.nameChoice} data-testid="nd-name">
      <p className={styles.small}>{first.group}</p>
      <div className={`${styles.actions} ${styles.panelChoices}`} role="group" aria-label="The GM's suggestions">
        {moves.map((m) => (
          <MoveButton key={m.key} m={m} disabled={disabled} onPick={onPick} primary short />
        ))}
      </div>
      <form className={styles.nameForm} onSubmit={submit} noValidate>
        <label htmlFor={id} className={styles.small}>
          Or any name you wish
        </label>
        <input
          id={id}
          type="text"
          className={styles.nameInput}
          data-testid="nd-name-input"
          value={name}
          maxLength={NAME_MAX}
          autoComplete="off"
          spellCheck={false}
          aria-invalid={problem !== null}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setProblem(null);
          }}
        />
        <button type="submit" className="btn btn-small btn-primary" data-testid="nd-name-use" disabled={disabled}>
          Use this name
        </button>
        {problem ? (
          <p id={`${id}-problem`} className={styles.danger} role="alert" data-testid="nd-name-problem">
            {problem}
          </p>
        ) : null}
      </form>
    </div>
  );
}
