// Words for a game option's choices: a JSON Schema extension the site reads, so a select shows "Ariel", not "obj-ariel".
import type { z } from 'zod';

/** The JSON Schema key (an `x-` extension) holding an enum option's labels, value → words. */
export const CHOICE_LABELS = 'x-choice-labels';

/** Attaches labels to an option's choices; they travel in Game.optionsSchema. */
export function withChoiceLabels<S extends z.ZodType>(schema: S, labels: Readonly<Record<string, string>>): S {
  return schema.meta({ [CHOICE_LABELS]: labels }) as S;
}
