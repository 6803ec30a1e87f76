import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNullableType,
  isInputObjectType,
  isIntrospectionType,
  isListType,
  isObjectType,
  isScalarType,
  type GraphQLInputType,
} from 'graphql';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { boundedText } from './boundedText.ts';
import { BOUNDS, boundProblem, describeBound } from './inputBounds.ts';
import { INPUT_BOUNDS } from './schemaInputBounds.ts';

const SDL_DIR = fileURLToPath(new URL('../graphql/', import.meta.url));
const schema = buildSchema(
  readdirSync(SDL_DIR)
    .filter((file) => file.endsWith('.graphql'))
    .map((file) => readFileSync(`${SDL_DIR}${file}`, 'utf8'))
    .join('\n'),
);

/** A string, an ID or a list: what needs a declared bound. */
function needsBound(type: GraphQLInputType): boolean {
  const nullable = getNullableType(type);
  return isListType(nullable) || (isScalarType(nullable) && (nullable.name === 'String' || nullable.name === 'ID'));
}

/** Every input field and argument of the schema: coordinate, type, description. */
function inputs(): { coordinate: string; type: GraphQLInputType; description: string }[] {
  const found: { coordinate: string; type: GraphQLInputType; description: string }[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type)) continue;
    if (isObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args)
          found.push({
            coordinate: `${type.name}.${field.name}(${arg.name})`,
            type: arg.type,
            description: arg.description ?? '',
          });
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        found.push({
          coordinate: `${type.name}.${field.name}`,
          type: field.type,
          description: field.description ?? '',
        });
    }
  }
  return found;
}

describe('the schema walk', () => {
  it('finds a declared bound for every string, ID and list input, stated in its description', () => {
    const all = inputs();
    expect(all.length).toBeGreaterThan(100);
    const unbounded = all
      .filter((input) => needsBound(input.type) && !INPUT_BOUNDS[input.coordinate])
      .map((i) => i.coordinate);
    expect(unbounded).toEqual([]);
    const undescribed = all
      .filter((input) => INPUT_BOUNDS[input.coordinate])
      .filter(
        (input) =>
          !input.description.replace(/\s+/g, ' ').includes(describeBound(INPUT_BOUNDS[input.coordinate] ?? BOUNDS.id)),
      )
      .map((i) => i.coordinate);
    expect(undescribed).toEqual([]);
  });

  it('declares no bound for an input the schema does not have', () => {
    const coordinates = new Set(inputs().map((i) => i.coordinate));
    expect(Object.keys(INPUT_BOUNDS).filter((c) => !coordinates.has(c))).toEqual([]);
  });
});

describe('boundProblem', () => {
  it('refuses what is too long, control characters, line breaks in a line and lone surrogates', () => {
    expect(boundProblem(BOUNDS.firstName, 'Anna')).toBeNull();
    expect(boundProblem(BOUNDS.firstName, 'x'.repeat(51))).toBe('tooLong');
    expect(boundProblem(BOUNDS.street, 'Haupt\r\nstraße')).toBe('characters');
    expect(boundProblem(BOUNDS.street, 'Haupt\ud800straße')).toBe('characters');
    expect(boundProblem(BOUNDS.street, 'Hauptstraße \u202e')).toBe('characters');
    expect(boundProblem(BOUNDS.password, 'Passwort123!\n')).toBe('characters');
    // Emoji (a well-formed surrogate pair) are text like any other.
    expect(boundProblem(BOUNDS.supportName, 'Anna 🌻')).toBeNull();
  });

  it('lets a support text have lines, but no other control characters', () => {
    expect(boundProblem(BOUNDS.supportText, 'Guten Tag,\r\nmeine Bestellung …\n\tDanke')).toBeNull();
    expect(boundProblem(BOUNDS.supportText, 'Guten Tag\u0000')).toBe('characters');
    expect(boundProblem(BOUNDS.supportText, 'x'.repeat(5001))).toBe('tooLong');
  });

  it("takes SEPA's characters with the German umlauts for the account holder, at most 70", () => {
    expect(boundProblem(BOUNDS.accountHolder, "Jürgen Müller-Weiß & Co. (Konto 2) O'Neil +/?:,")).toBeNull();
    expect(boundProblem(BOUNDS.accountHolder, '<script>alert(1)</script>')).toBe('characters');
    expect(boundProblem(BOUNDS.accountHolder, 'Zoë Ångström')).toBe('characters');
    expect(boundProblem(BOUNDS.accountHolder, 'Anna\nSchmidt')).toBe('characters');
    expect(boundProblem(BOUNDS.accountHolder, 'A'.repeat(71))).toBe('tooLong');
  });

  it('counts the items of a list and the range of a number', () => {
    expect(boundProblem(BOUNDS.returnItems, new Array(100).fill({}))).toBeNull();
    expect(boundProblem(BOUNDS.returnItems, new Array(101).fill({}))).toBe('tooMany');
    expect(boundProblem(BOUNDS.returnQuantity, 2147483647)).toBe('outOfRange');
    expect(boundProblem(BOUNDS.returnQuantity, 0)).toBe('outOfRange');
    expect(boundProblem(BOUNDS.returnQuantity, 3)).toBeNull();
  });
});

describe('boundedText (the forms’ zod rule)', () => {
  it('judges as boundProblem does, the problem as the message', () => {
    const holder = boundedText(BOUNDS.accountHolder);
    expect(z.safeParse(holder, 'Anna Schmidt').success).toBe(true);
    expect(z.safeParse(holder, 'A'.repeat(71)).error?.issues.map((i) => i.message)).toEqual(['tooLong']);
    expect(z.safeParse(holder, 'Anna <b>').error?.issues.map((i) => i.message)).toEqual(['characters']);
  });
});
