// Card names and texts, each from its keyword's entry in the rules (rules/serenity.ts, characters.ts, outcome.ts,
// alliance.ts, gorramit.ts), so what players read and what the rules do cannot disagree.
import { ALLIANCE } from './content/alliance';
import { CHARACTERS, isCharacterId } from './content/characters';
import { EVENTS } from './content/events';
import { GORRAMIT } from './content/gorramit';
import { SERENITY, SERENITY_TYPES } from './content/serenity';
import { SKILL_NAMES, SKILLS } from './content/skills';
import { allianceText } from './rules/alliance';
import { characterText } from './rules/characters';
import { gorramitText } from './rules/gorramit';
import { rowChart } from './rules/outcome';
import { serenityText } from './rules/serenity';

export function cardName(kind: string): string {
  const s = SERENITY[kind];
  if (s) return SERENITY_TYPES[s.type].name;
  if (isCharacterId(kind)) return CHARACTERS[kind].name;
  return EVENTS[kind]?.name ?? ALLIANCE[kind]?.name ?? GORRAMIT[kind]?.name ?? kind;
}

export function cardText(kind: string): string {
  const s = SERENITY[kind];
  if (s) {
    const type = SERENITY_TYPES[s.type];
    return `${type.wild ? 'Wild' : 'Serenity card'}. ${serenityText(type.effect)} Result Number ${s.result}.`;
  }
  const ev = EVENTS[kind];
  if (ev) {
    const who = ev.players === 1 ? 'Single Player Event' : `Multi-Player Event ${ev.players}`;
    const mark = ev.minPlayers > 3 ? ` (${ev.minPlayers}+)` : '';
    const rows = ev.vl.map((row, i) => `VL${i}: ${rowChart(row)}`).join('. ');
    return `${who}${mark}. ${SKILLS.map((sk, i) => `${SKILL_NAMES[sk]} ${ev.targets[i]}`).join(', ')}. ${rows}.`;
  }
  if (ALLIANCE[kind]) return allianceText(kind);
  if (GORRAMIT[kind]) return gorramitText(kind);
  if (isCharacterId(kind)) return characterText(kind);
  return kind;
}
