/** The contact form's resolver; loaded on demand. */
import { zodResolver } from '@hookform/resolvers/zod';
import { supportRequestFormSchema } from './supportRequestSchema.ts';

export const supportRequestResolver = () => zodResolver(supportRequestFormSchema);
