import { describe, expect, it } from 'vitest';
import { MAX_PERSON_NAME_LENGTH, personNameProblem, personNameProblemText } from './personName.ts';

describe('personNameProblem', () => {
  it('accepts names of letters with blanks, hyphens, apostrophes and dots, in any script', () => {
    for (const name of [
      'Erika',
      'Anna-Lena',
      "O'Neill",
      'St. Clair',
      'Müller-Lüdenscheidt',
      'Zoë',
      'Łukasz',
      ' Heidi ',
      'A'.repeat(MAX_PERSON_NAME_LENGTH),
    ]) {
      expect(personNameProblem(name), name).toBeNull();
    }
  });

  it('refuses emoji, digits, other characters, a non-letter first and more than 35 characters', () => {
    for (const name of [
      'Erika 😀',
      'Erika2',
      'Erika!',
      '-Erika',
      '.A',
      'Anna\tLena',
      'A'.repeat(MAX_PERSON_NAME_LENGTH + 1),
      'Mustermann-'.repeat(11),
    ]) {
      expect(personNameProblem(name), name).toBe('invalid');
    }
    expect(personNameProblem('   ')).toBe('required');
  });

  it('refuses what reads as a web address: a dot between letters, www, http(s), ://', () => {
    for (const name of [
      'x.de',
      'example-login.de',
      'Paket wartet auf beispiel.de',
      'www',
      'WWW Anna',
      'Anna www',
      'http',
      'https',
      'https://x',
      'Anna.Lena',
      'J.R.',
    ]) {
      expect(personNameProblem(name), name).toBe('invalid');
    }
    for (const name of ['St. Clair', 'Hans J.', 'J. R.', 'Wwwe', 'Httpel', 'Dr. Anna-Lena']) {
      expect(personNameProblem(name), name).toBeNull();
    }
  });

  it('says the rule in its text', () => {
    expect(personNameProblemText('firstName', 'invalid')).toBe(
      'Bitte geben Sie Ihren Vornamen nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens 35 Zeichen.',
    );
    expect(personNameProblemText('lastName', 'required')).toBe('Bitte geben Sie Ihren Nachnamen ein.');
  });
});
