// Tests for option choice labels: they reach the JSON Schema the API serves, beside the description and default.
import { expect, test } from 'vitest';
import { z } from 'zod';
import { CHOICE_LABELS, withChoiceLabels } from './optionLabels';

test('labels travel in the JSON Schema with the description and the default', () => {
  const options = z.object({
    side: withChoiceLabels(z.enum(['l', 'r']).default('l').describe('Which side'), { l: 'Left', r: 'Right' }),
  });
  const schema = z.toJSONSchema(options, { io: 'input' }) as unknown as {
    properties: { side: Record<string, unknown> };
  };
  expect(schema.properties.side).toMatchObject({
    description: 'Which side',
    default: 'l',
    enum: ['l', 'r'],
    [CHOICE_LABELS]: { l: 'Left', r: 'Right' },
  });
  // Parsing is unchanged.
  expect(options.parse({})).toEqual({ side: 'l' });
  expect(options.safeParse({ side: 'x' }).success).toBe(false);
});
