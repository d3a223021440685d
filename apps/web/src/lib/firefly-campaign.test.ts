// The lobby form's mix-and-match choices read back, and each campaign game's Objectives from the lobby's options.
import { describe, expect, test } from 'vitest';
import { fireflyOptions, SERIES_ORDER } from '@cortex/game-legendary-firefly';
import { campaignObjectives, objectiveField, objectiveLabel, ORDER_FIELD, readCampaignGames } from './firefly-campaign';
import { optionFields } from './options-schema';

const mixed = [
  { a: 'obj-ariel', b: 'obj-shindig', c: 'obj-safe' },
  { a: 'obj-the-message', b: 'obj-serenity-2', c: 'obj-trash' },
];

function formOf(order: string, games: typeof mixed): FormData {
  const form = new FormData();
  form.set(ORDER_FIELD, order);
  games.forEach((g, i) => (['a', 'b', 'c'] as const).forEach((l) => form.set(objectiveField(i, l), g[l])));
  return form;
}

describe('readCampaignGames', () => {
  test.each([
    ['mix', mixed],
    ['series', undefined],
  ] as const)('order %s gives %o', (order, expected) => {
    expect(readCampaignGames(formOf(order, mixed), 2)).toEqual(expected);
  });

  test('a missing choice reads as empty, for the server to refuse', () => {
    const form = formOf('mix', mixed.slice(0, 1));
    expect(readCampaignGames(form, 2)![1]).toEqual({ a: '', b: '', c: '' });
  });
});

describe('campaignObjectives', () => {
  test('the series order when the lobby chose no mix', () => {
    expect(campaignObjectives('legendary-firefly', { superHard: false })).toEqual(
      SERIES_ORDER.map((g) => [g.a, g.b, g.c]),
    );
  });

  test("the lobby's mix-and-match list", () => {
    const five = [...mixed, ...SERIES_ORDER.slice(0, 3)];
    expect(campaignObjectives('legendary-firefly', { campaignGames: five })).toEqual(five.map((g) => [g.a, g.b, g.c]));
  });

  test.each([
    ['another game', 'test-pairs', {}],
    ['unknown options', 'legendary-firefly', null],
    ['a broken list', 'legendary-firefly', { campaignGames: mixed }],
  ])('nothing for %s', (_name, gameId, options) => {
    expect(campaignObjectives(gameId, options)).toBeNull();
  });

  test('labels name the letter and the Objective', () => {
    expect(objectiveLabel('obj-ariel')).toBe('A · Ariel');
  });
});

test('the generic options form leaves campaignGames to the campaign order fields (it is a list, not a field)', () => {
  const schema = fireflyOptions.toJSONSchema({ io: 'input', unrepresentable: 'any' }) as {
    properties: Record<string, unknown>;
  };
  expect(Object.keys(schema.properties)).toContain('campaignGames');
  expect(optionFields(schema).map((f) => f.key)).not.toContain('campaignGames');
});
