/** The profile forms' resolvers; loaded on demand. */
import { zodResolver } from '@hookform/resolvers/zod';
import { changeEmailFormSchema } from './changeEmailSchema.ts';

export const changeEmailResolver = () => zodResolver(changeEmailFormSchema);
