// Turns a game's options JSON Schema (Game.optionsSchema, from zod's toJSONSchema) into form fields and back.
import { CHOICE_LABELS } from '@cortex/engine';
import { humanizeKey } from './format';

export type OptionValue = string | number | boolean;

export type OptionField =
  | {
      kind: 'integer' | 'number';
      key: string;
      label: string;
      hint?: string;
      min?: number;
      max?: number;
      defaultValue?: number;
      required: boolean;
    }
  | { kind: 'boolean'; key: string; label: string; hint?: string; defaultValue?: boolean; required: boolean }
  | {
      kind: 'enum';
      key: string;
      label: string;
      hint?: string;
      choices: OptionValue[];
      choiceLabels?: Record<string, string>;
      defaultValue?: OptionValue;
      required: boolean;
    }
  | {
      kind: 'string';
      key: string;
      label: string;
      hint?: string;
      minLength?: number;
      maxLength?: number;
      defaultValue?: string;
      required: boolean;
    };

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const isPrimitive = (v: unknown): v is OptionValue =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean';

/** Sane bounds only: zod writes ±MAX_SAFE_INTEGER for unbounded ints, which helps nobody in a form. */
const bound = (v: unknown): number | undefined => {
  const n = num(v);
  return n !== undefined && Math.abs(n) < 1e12 ? n : undefined;
};

function enumChoices(prop: Json): OptionValue[] | null {
  if (Array.isArray(prop['enum']) && prop['enum'].every(isPrimitive)) return prop['enum'];
  const alternatives = (prop['anyOf'] ?? prop['oneOf']) as unknown;
  if (Array.isArray(alternatives) && alternatives.length > 0) {
    const consts = alternatives.map((a) => (isObject(a) && isPrimitive(a['const']) ? a['const'] : undefined));
    if (consts.every((c) => c !== undefined)) return consts as OptionValue[];
  }
  if (isPrimitive(prop['const'])) return [prop['const']];
  return null;
}

export function optionFields(schema: unknown): OptionField[] {
  if (!isObject(schema) || !isObject(schema['properties'])) return [];
  const required = new Set(
    Array.isArray(schema['required']) ? schema['required'].filter((r): r is string => typeof r === 'string') : [],
  );
  const fields: OptionField[] = [];
  for (const [key, raw] of Object.entries(schema['properties'])) {
    if (!isObject(raw)) continue;
    const title = str(raw['title']);
    const description = str(raw['description']);
    const label = title ?? description ?? humanizeKey(key);
    const hint = title && description ? description : undefined;
    const base = { key, label, ...(hint ? { hint } : {}), required: required.has(key) && raw['default'] === undefined };
    const choices = enumChoices(raw);
    if (choices) {
      const labels = raw[CHOICE_LABELS];
      const choiceLabels = isObject(labels)
        ? Object.fromEntries(Object.entries(labels).filter((e): e is [string, string] => typeof e[1] === 'string'))
        : undefined;
      fields.push({
        ...base,
        kind: 'enum',
        choices,
        ...(choiceLabels ? { choiceLabels } : {}),
        ...(isPrimitive(raw['default']) ? { defaultValue: raw['default'] } : {}),
      });
      continue;
    }
    const type = raw['type'];
    if (type === 'integer' || type === 'number') {
      const min =
        bound(raw['minimum']) ??
        (bound(raw['exclusiveMinimum']) !== undefined
          ? bound(raw['exclusiveMinimum'])! + (type === 'integer' ? 1 : 0)
          : undefined);
      const max =
        bound(raw['maximum']) ??
        (bound(raw['exclusiveMaximum']) !== undefined
          ? bound(raw['exclusiveMaximum'])! - (type === 'integer' ? 1 : 0)
          : undefined);
      const defaultValue = num(raw['default']);
      fields.push({
        ...base,
        kind: type,
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      });
    } else if (type === 'boolean') {
      fields.push({
        ...base,
        kind: 'boolean',
        ...(typeof raw['default'] === 'boolean' ? { defaultValue: raw['default'] } : {}),
      });
    } else if (type === 'string') {
      const minLength = num(raw['minLength']);
      const maxLength = num(raw['maxLength']);
      const defaultValue = typeof raw['default'] === 'string' ? raw['default'] : undefined;
      fields.push({
        ...base,
        kind: 'string',
        ...(minLength !== undefined ? { minLength } : {}),
        ...(maxLength !== undefined ? { maxLength } : {}),
        ...(defaultValue !== undefined ? { defaultValue } : {}),
      });
    }
  }
  return fields;
}

/** Form values → the options object; returns the problems in words instead when a value is out of range. */
export function readOptions(
  fields: OptionField[],
  form: FormData,
  prefix: string,
): { options: Record<string, OptionValue>; problems: string[] } {
  const options: Record<string, OptionValue> = {};
  const problems: string[] = [];
  for (const field of fields) {
    const name = `${prefix}${field.key}`;
    if (field.kind === 'boolean') {
      options[field.key] = form.get(name) === 'on';
      continue;
    }
    const raw = String(form.get(name) ?? '').trim();
    if (raw === '') {
      if (field.required) problems.push(`${field.label}: required.`);
      continue;
    }
    // Told apart by what they are not: the number field's kind is itself a union, which an equality test cannot narrow away.
    if (field.kind !== 'enum' && field.kind !== 'string') {
      const value = Number(raw);
      if (!Number.isFinite(value) || (field.kind === 'integer' && !Number.isInteger(value))) {
        problems.push(`${field.label}: enter a ${field.kind === 'integer' ? 'whole number' : 'number'}.`);
      } else if (field.min !== undefined && value < field.min) {
        problems.push(`${field.label}: at least ${field.min}.`);
      } else if (field.max !== undefined && value > field.max) {
        problems.push(`${field.label}: at most ${field.max}.`);
      } else options[field.key] = value;
    } else if (field.kind === 'enum') {
      const choice = field.choices.find((c) => String(c) === raw);
      if (choice === undefined) problems.push(`${field.label}: pick one of the choices.`);
      else options[field.key] = choice;
    } else {
      if (field.minLength !== undefined && raw.length < field.minLength)
        problems.push(`${field.label}: at least ${field.minLength} characters.`);
      else if (field.maxLength !== undefined && raw.length > field.maxLength)
        problems.push(`${field.label}: at most ${field.maxLength} characters.`);
      else options[field.key] = raw;
    }
  }
  return { options, problems };
}
