// The lobby form is generated from each game's JSON Schema; these guard the mapping of common zod outputs.
import { describe, expect, it } from 'vitest';
import { optionFields, readOptions } from './options-schema';

const schema = {
  type: 'object',
  properties: {
    targetPairs: { type: 'integer', minimum: 1, maximum: 10, default: 3, description: 'Pairs needed to win' },
    fast: { type: 'boolean', default: false },
    crew: {
      type: 'string',
      enum: ['serenity', 'reaver'],
      default: 'serenity',
      title: 'Crew',
      description: 'Which crew',
      'x-choice-labels': { serenity: 'Serenity', reaver: 'A Reaver ship' },
    },
    motto: { anyOf: [{ const: 'shiny' }, { const: 'gorram' }] },
    name: { type: 'string', maxLength: 5 },
    big: { type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 },
  },
  required: ['targetPairs', 'name'],
};

describe('optionFields', () => {
  it('maps integers, booleans, enums and strings with labels and defaults', () => {
    const fields = optionFields(schema);
    expect(fields.map((f) => [f.key, f.kind, f.label])).toEqual([
      ['targetPairs', 'integer', 'Pairs needed to win'],
      ['fast', 'boolean', 'Fast'],
      ['crew', 'enum', 'Crew'],
      ['motto', 'enum', 'Motto'],
      ['name', 'string', 'Name'],
      ['big', 'integer', 'Big'],
    ]);
    expect(fields[0]).toMatchObject({ min: 1, max: 10, defaultValue: 3, required: false });
    expect(fields[2]).toMatchObject({
      hint: 'Which crew',
      choices: ['serenity', 'reaver'],
      choiceLabels: { serenity: 'Serenity', reaver: 'A Reaver ship' },
    });
    expect(fields[3]).not.toHaveProperty('choiceLabels');
    expect(fields[5]).not.toHaveProperty('min');
  });
  it('ignores non-object schemas', () => {
    expect(optionFields(null)).toEqual([]);
    expect(optionFields({ type: 'object' })).toEqual([]);
  });
});

describe('readOptions', () => {
  it('reads typed values and reports range problems in words', () => {
    const fields = optionFields(schema);
    const form = new FormData();
    form.set('o-targetPairs', '11');
    form.set('o-fast', 'on');
    form.set('o-crew', 'reaver');
    form.set('o-name', 'Mal');
    const { options, problems } = readOptions(fields, form, 'o-');
    expect(problems).toEqual(['Pairs needed to win: at most 10.']);
    expect(options).toEqual({ fast: true, crew: 'reaver', name: 'Mal' });
  });
});
