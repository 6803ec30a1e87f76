/** The orders forms' resolvers (zod); loaded on demand through lazyResolver. */
import { zodResolver } from '@hookform/resolvers/zod';
import { cancelFormSchema, publicWithdrawalSchema, returnFormSchema } from './forms.ts';

export const cancelResolver = () => zodResolver(cancelFormSchema);
export const returnResolver = () => zodResolver(returnFormSchema);
export const publicWithdrawalResolver = () => zodResolver(publicWithdrawalSchema);
