/** The account verification form's resolver (zod); loaded on demand through lazyResolver. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Market } from '../../lib/config.ts';
import { verificationSchema, type VerificationMethodStep } from './verificationSchema.ts';

export const verificationResolver = (step: VerificationMethodStep, market: Market) =>
  zodResolver(verificationSchema(step, market));
