/** The customer slice's states as its flows use them: the customers, their sessions and tokens. */
import type { Kernel } from '../../kernel/kernel.ts';
import { Sessions } from './sessions.ts';
import { Customers } from './state.ts';
import { AuthTokens } from './tokens.ts';

export function customerStates(kernel: Kernel): { customers: Customers; sessions: Sessions; tokens: AuthTokens } {
  return { customers: kernel.state(Customers), sessions: kernel.state(Sessions), tokens: kernel.state(AuthTokens) };
}
