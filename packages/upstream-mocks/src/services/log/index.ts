/** The logging service: keeps what it receives (the kernel's received logs, read through the admin surface). */
import { logService } from '@mein-konto/schema/upstream/log';
import { defineMockService } from '../../kernel/mockService.ts';

export const logMock = defineMockService(logService, [
  (kernel) => ({
    write: ({ body }) => {
      kernel.logs.receive(body);
    },
  }),
]);
