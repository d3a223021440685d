'use client';
// Legendary Encounters' campaign order in the lobby form: the series, or the Campaign Variant's five A-B-C games picked by hand or shuffled.
import {
  objective,
  objectivesOf,
  SERIES_ORDER,
  shuffledCampaign,
  type CampaignGameObjectives,
} from '@cortex/game-legendary-firefly';
import { useState } from 'react';
import { LETTERS, objectiveField, ORDER_FIELD, type Letter } from '@/lib/firefly-campaign';
import styles from './FireflyCampaignOrder.module.css';

const CHOICES: Record<Letter, string[]> = { a: objectivesOf('A'), b: objectivesOf('B'), c: objectivesOf('C') };

export function FireflyCampaignOrder() {
  const [order, setOrder] = useState<'series' | 'mix'>('series');
  const [games, setGames] = useState<CampaignGameObjectives[]>(() => SERIES_ORDER.map((g) => ({ ...g })));
  const set = (game: number, letter: Letter, kind: string) =>
    setGames((all) => all.map((g, i) => (i === game ? { ...g, [letter]: kind } : g)));

  return (
    <fieldset data-testid="lf-campaign-order">
      <legend>Campaign order</legend>
      <div className="stack">
        <div className="row" role="radiogroup" aria-label="Campaign order">
          <label className="check">
            <input
              type="radio"
              name={ORDER_FIELD}
              value="series"
              checked={order === 'series'}
              onChange={() => setOrder('series')}
            />
            The series: the fifteen Episodes in order, three a game
          </label>
          <label className="check">
            <input
              type="radio"
              name={ORDER_FIELD}
              value="mix"
              checked={order === 'mix'}
              onChange={() => setOrder('mix')}
            />
            Mix and match: pick each game&apos;s A, B and C Objectives
          </label>
        </div>
        <p className="hint">
          In a campaign the Episodes and Objective options above give way to this order; the other options hold for all
          five games.
        </p>
        {order === 'mix' ? (
          <>
            <div className="row">
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setGames(shuffledCampaign(Math.random))}
                data-testid="lf-campaign-shuffle"
              >
                Shuffle (each Episode once)
              </button>
              <button
                type="button"
                className="btn btn-small"
                onClick={() => setGames(SERIES_ORDER.map((g) => ({ ...g })))}
              >
                Back to the series order
              </button>
            </div>
            <p className="hint">
              Any Objective may be played in more than one game. Each game sets up A, then B, then C.
            </p>
            <div className={styles.head} aria-hidden="true">
              <span />
              {LETTERS.map((letter) => (
                <span key={letter}>Objective {letter.toUpperCase()}</span>
              ))}
            </div>
            <ol className={styles.games}>
              {games.map((game, g) => (
                <li key={g} className={styles.game} data-testid={`lf-campaign-game-${g + 1}`}>
                  <span className={styles.name}>Game {g + 1}</span>
                  {LETTERS.map((letter) => (
                    <label key={letter} className={styles.pick}>
                      <span className={styles.letter}>
                        Game {g + 1} · Objective {letter.toUpperCase()}
                      </span>
                      <select
                        name={objectiveField(g, letter)}
                        value={game[letter]}
                        title={objective(game[letter]).name}
                        onChange={(e) => set(g, letter, e.target.value)}
                      >
                        {CHOICES[letter].map((kind) => (
                          <option key={kind} value={kind}>
                            {objective(kind).name}
                          </option>
                        ))}
                      </select>
                    </label>
                  ))}
                </li>
              ))}
            </ol>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
