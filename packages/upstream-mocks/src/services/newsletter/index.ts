/** The newsletter service: subscriptions by the id of the newsletter e-mail's link (no login). */
import { newsletterService } from '@mein-konto/schema/upstream/newsletter';
import { defineMockService } from '../../kernel/mockService.ts';
import { newsletterAdmin } from './admin.ts';
import { subscriptionHandlers } from './subscriptions.ts';

export const newsletterMock = defineMockService(newsletterService, [subscriptionHandlers], { admin: newsletterAdmin });
