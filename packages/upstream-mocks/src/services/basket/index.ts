/** The basket service: articles into the session customer's basket (from the wishlist, buying an order's items again); the admin surface reads a basket back. */
import { basketService } from '@mein-konto/schema/upstream/basket';
import { defineMockService } from '../../kernel/mockService.ts';
import { basketAdmin } from './admin.ts';
import { basketHandlers } from './items.ts';

export const basketMock = defineMockService(basketService, [basketHandlers], { admin: basketAdmin });
