/**
 * The zod rule of a bounded text (inputBounds.ts), for the web's form schemas; the gateway
 * applies the same bound with `boundProblem`. The message is the problem: 'tooLong' or
 * 'characters'.
 */
import * as z from 'zod/mini';
import { hasBoundCharacters, type TextBound } from './inputBounds.ts';

export function boundedText(bound: TextBound) {
  return z.string().check(
    z.maxLength(bound.maxLength, { message: 'tooLong' }),
    z.refine((value) => hasBoundCharacters(value, bound.characters), { message: 'characters' }),
  );
}
