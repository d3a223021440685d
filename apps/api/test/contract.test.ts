// The served SDL must contain the public contract: every type, field, argument, default and enum value, unchanged.
import { readFileSync } from 'node:fs';
import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isScalarType,
  printSchema,
  type GraphQLSchema,
  type GraphQLNamedType,
} from 'graphql';
import { describe, expect, test } from 'vitest';
import { buildSchema as buildServedSchema, schemaPath } from '../src/schema';

// A copy of the public contract as it was handed to us (shared/api/contract.graphql), kept here so tests stand alone.
const contractPath = new URL('../contract.graphql', import.meta.url);

/** Lists every way `served` fails to contain `contract`; empty when it does. */
export function contractViolations(contract: GraphQLSchema, served: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const [name, type] of Object.entries(contract.getTypeMap())) {
    if (name.startsWith('__')) continue;
    const mine: GraphQLNamedType | undefined = served.getType(name);
    if (!mine) {
      problems.push(`type ${name} is missing`);
      continue;
    }
    if (mine.constructor !== type.constructor) problems.push(`type ${name} changed kind`);
    if (isEnumType(type) && isEnumType(mine)) {
      for (const v of type.getValues()) if (!mine.getValue(v.name)) problems.push(`enum ${name} lost ${v.name}`);
    }
    if (isObjectType(type) && isObjectType(mine)) {
      const fields = mine.getFields();
      for (const [fname, field] of Object.entries(type.getFields())) {
        const f = fields[fname];
        if (!f) {
          problems.push(`${name}.${fname} is missing`);
          continue;
        }
        if (String(f.type) !== String(field.type))
          problems.push(`${name}.${fname} is ${String(f.type)}, contract says ${String(field.type)}`);
        for (const arg of field.args) {
          const a = f.args.find((x) => x.name === arg.name);
          if (!a) problems.push(`${name}.${fname}(${arg.name}) is missing`);
          else if (
            String(a.type) !== String(arg.type) ||
            JSON.stringify(a.defaultValue) !== JSON.stringify(arg.defaultValue)
          )
            problems.push(`${name}.${fname}(${arg.name}) changed`);
        }
        for (const a of f.args)
          if (
            !field.args.some((x) => x.name === a.name) &&
            String(a.type).endsWith('!') &&
            a.defaultValue === undefined
          )
            problems.push(`${name}.${fname}(${a.name}) is a new required argument`);
      }
    }
    if (isInputObjectType(type) && isInputObjectType(mine)) {
      const fields = mine.getFields();
      for (const [fname, field] of Object.entries(type.getFields())) {
        const f = fields[fname];
        if (!f) problems.push(`input ${name}.${fname} is missing`);
        else if (
          String(f.type) !== String(field.type) ||
          JSON.stringify(f.defaultValue) !== JSON.stringify(field.defaultValue)
        )
          problems.push(`input ${name}.${fname} changed`);
      }
      for (const [fname, f] of Object.entries(fields))
        if (!type.getFields()[fname] && String(f.type).endsWith('!') && f.defaultValue === undefined)
          problems.push(`input ${name}.${fname} is a new required field`);
    }
    if (isScalarType(type) && !isScalarType(mine)) problems.push(`scalar ${name} changed`);
  }
  return problems;
}

/** Every schema element without a description, as Type.field(argument) paths. */
export function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const none = (d: string | null | undefined): boolean => d === undefined || d === null || d.trim() === '';
  for (const [name, type] of Object.entries(schema.getTypeMap())) {
    if (name.startsWith('__') || ['String', 'Int', 'Float', 'Boolean', 'ID'].includes(name)) continue;
    if (none(type.description)) missing.push(name);
    if (isObjectType(type) || isInputObjectType(type)) {
      for (const [fname, field] of Object.entries(type.getFields())) {
        if (none(field.description)) missing.push(`${name}.${fname}`);
        if ('args' in field)
          for (const arg of field.args) if (none(arg.description)) missing.push(`${name}.${fname}(${arg.name})`);
      }
    }
    if (isEnumType(type)) for (const v of type.getValues()) if (none(v.description)) missing.push(`${name}.${v.name}`);
  }
  return missing;
}

describe('served schema', () => {
  const contract = buildSchema(readFileSync(contractPath, 'utf8'));
  const served = buildServedSchema();

  test('contains the whole public contract', () => {
    expect(contractViolations(contract, served)).toEqual([]);
  });

  test('every type, field, argument, input field and enum value has a description', () => {
    expect(undescribed(served)).toEqual([]);
  });

  test('the description check catches a missing one', () => {
    const sdl = readFileSync(schemaPath, 'utf8').replace('  "Its name in words."\n', '');
    expect(undescribed(buildSchema(sdl))).toEqual(['Game.name']);
  });

  test('the checked-in schema.graphql is what the server serves', () => {
    expect(printSchema(buildSchema(readFileSync(schemaPath, 'utf8')))).toBe(printSchema(served));
  });

  test.each([
    [
      'a removed field',
      (sdl: string) =>
        sdl.replace('  "sha256 of the match\'s random seed, published at start."\n  seedHash: String!\n', ''),
    ],
    ['a changed type', (sdl: string) => sdl.replace('version: Int!', 'version: Float!')],
    ['a removed enum value', (sdl: string) => sdl.replace('  "Stopped before its end."\n  ABORTED\n', '')],
    [
      'a new required argument',
      (sdl: string) => sdl.replace('    id: ID!\n  ): Match\n', '    id: ID!\n    x: Int!\n  ): Match\n'),
    ],
    [
      'a changed default',
      (sdl: string) =>
        sdl.replace(
          '    first: Int = 50\n    "The endCursor of the previous page."\n    after: String\n    "Which board',
          '    first: Int = 10\n    "The endCursor of the previous page."\n    after: String\n    "Which board',
        ),
    ],
  ])('the check catches %s', (_name, mutate) => {
    const sdl = readFileSync(schemaPath, 'utf8');
    const mutated = mutate(sdl);
    expect(mutated).not.toBe(sdl);
    expect(contractViolations(contract, buildSchema(mutated)).length).toBeGreaterThan(0);
  });
});
