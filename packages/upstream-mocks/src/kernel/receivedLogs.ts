/** What the log service received, readable (and cleared) through the admin surface. */
import type { z } from 'zod';
import type { logEntry } from '@mein-konto/schema/upstream/log';

export type LogEntry = z.infer<typeof logEntry>;

export class ReceivedLogs {
  entries: LogEntry[] = [];

  receive(entry: LogEntry): void {
    this.entries.push(entry);
  }

  clear(): void {
    this.entries = [];
  }
}
