/**
 * The account area's texts with their at and ch overrides. Imported by the account layout, so
 * they load with the account area and stay out of the login page's first load.
 */
import { registerMessages } from './index.tsx';
import { accountDe } from './account.de.ts';

registerMessages({
  de: accountDe,
  at: {
    'shell.greeting': 'Grüß Gott, {name}',
  },
  ch: {
    'shell.greeting': 'Grüezi, {name}',
  },
});
