/** The registration forms' resolvers (zod); loaded on demand through lazyResolver. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Market } from '../../../lib/config.ts';
import { lightAccountSchema, registrationSchema } from './registrationSchema.ts';

export const registrationResolver = (market: Market, passwordRequired: boolean) =>
  zodResolver(registrationSchema(market, { passwordRequired }));
export const lightAccountResolver = () => zodResolver(lightAccountSchema());
