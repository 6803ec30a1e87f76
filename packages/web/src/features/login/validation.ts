/** The login forms' resolvers (zod over the shared username rule); loaded on demand. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Market } from '../../lib/config.ts';
import { passwordFormSchema, resendActivationSchema, usernameFormSchema } from './usernameSchema.ts';

export const usernameResolver = (market: Market) => zodResolver(usernameFormSchema(market));
export const passwordResolver = () => zodResolver(passwordFormSchema);
export const resendActivationResolver = () => zodResolver(resendActivationSchema);
