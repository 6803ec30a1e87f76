/** The new-password form's resolver (zod); loaded on demand through lazyResolver. */
import { zodResolver } from '@hookform/resolvers/zod';
import { newPasswordSchema } from './newPasswordSchema.ts';

export const newPasswordResolver = () => zodResolver(newPasswordSchema);
