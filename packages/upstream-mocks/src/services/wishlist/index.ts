/** The wishlist service: the session customer's wishlist and the state of its items. */
import { wishlistService } from '@mein-konto/schema/upstream/wishlist';
import { defineMockService } from '../../kernel/mockService.ts';
import { itemHandlers } from './items.ts';

export const wishlistMock = defineMockService(wishlistService, [itemHandlers]);
