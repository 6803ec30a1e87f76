/** The logging service (docs/product/upstream-services.md §7 "Logging"). Its own failures are never reported to itself. */
import { logService } from '@mein-konto/schema/upstream/log';
import type { LogEntry } from '../reporting.ts';
import { UpstreamDataSource } from './upstream.ts';

export class LogDataSource extends UpstreamDataSource<typeof logService> {
  protected readonly service = logService;

  write(entry: LogEntry): Promise<void> {
    return this.call('write', { body: entry, report: false });
  }
}
