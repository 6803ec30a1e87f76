/**
 * The names of a new account (first and last name of a registration or a light account;
 * docs/product/ways-in.md "Registration"): a letter (any script) first, then letters, blanks,
 * hyphens, apostrophes and dots, at most 35 characters after trimming. The customer service
 * refuses any other name; the web checks this rule before anything is sent, the gateway before it
 * calls the service, and the mock service refuses by it.
 *
 * A name is written into the e-mails the account's address gets ("Guten Tag …"), so nothing that
 * reads as a web address is a name: a dot directly followed by a letter (`beispiel.de`; an
 * abbreviation's dot ends its word: "St. Clair", "Hans J."), or the word www or http(s).
 */

export const MAX_PERSON_NAME_LENGTH = 35;

const PERSON_NAME = /^\p{L}[\p{L} '.-]*$/u;
/** What makes a name read as a web address: a dot between letters, or www / http / https as a word. */
const WEB_ADDRESS = /\p{L}\.\p{L}|(?:^|[^\p{L}])(?:www|https?)(?:$|[^\p{L}])/iu;

export type PersonNameField = 'firstName' | 'lastName';
export type PersonNameProblem = 'required' | 'invalid';

/** What is wrong with a typed name, or null. */
export function personNameProblem(value: string): PersonNameProblem | null {
  const name = value.trim();
  if (name === '') return 'required';
  return name.length <= MAX_PERSON_NAME_LENGTH && PERSON_NAME.test(name) && !WEB_ADDRESS.test(name) ? null : 'invalid';
}

const FIELD_NAMES: Record<PersonNameField, string> = { firstName: 'Vornamen', lastName: 'Nachnamen' };

/** The German text of a problem, with the rule (the gateway's field error; the web's catalog says the same). */
export function personNameProblemText(field: PersonNameField, problem: PersonNameProblem): string {
  return problem === 'required'
    ? `Bitte geben Sie Ihren ${FIELD_NAMES[field]} ein.`
    : `Bitte geben Sie Ihren ${FIELD_NAMES[field]} nur mit Buchstaben ein (dazu Leerzeichen, Bindestrich, Apostroph und Punkt), höchstens ${String(MAX_PERSON_NAME_LENGTH)} Zeichen.`;
}
