/** German texts of the profile outcomes (SPEC §8). */
import { MESSAGES } from '../../errors.ts';

export const PROFILE_MESSAGES = {
  stayLoggedInFailed: MESSAGES.tryAgain,
} as const;
