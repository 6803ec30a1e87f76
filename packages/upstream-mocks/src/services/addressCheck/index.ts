/** The address check service: suggestions for an address from the street directory (directory.ts). */
import { addressCheckService } from '@mein-konto/schema/upstream/addressCheck';
import { defineMockService } from '../../kernel/mockService.ts';
import { suggestAddresses } from './directory.ts';

export const addressCheckMock = defineMockService(addressCheckService, [
  () => ({
    check: ({ query }) => ({ suggestions: suggestAddresses(query) }),
    checkPost: ({ body }) => ({ suggestions: suggestAddresses(body) }),
  }),
]);
