/** The basket service: articles into the session customer's basket (from the wishlist). */
import { basketService } from '@mein-konto/schema/upstream/basket';
import { defineMockService } from '../../kernel/mockService.ts';
import { basketHandlers } from './items.ts';

export const basketMock = defineMockService(basketService, [basketHandlers]);
