/**
 * Error reporting (docs/product/upstream-services.md §8 "Reporting"): every failed upstream call is logged once, as
 * structured JSON, with its status code and category (4xx client, 5xx server, none for a
 * missing answer), and sent to the log service without waiting for it. Network errors,
 * timeouts and 401–499 answers are warnings; everything else is an error. A failure of the log
 * service itself is only logged locally, never reported again.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { LOG_PROJECT_ID, type logEntry } from '@mein-konto/schema/upstream/log';
import type { Camelize } from '@mein-konto/schema/upstream/contract';
import { UpstreamContractError, UpstreamError, UpstreamHttpError } from './datasources/upstreamErrors.ts';

export type ErrorCategory = 'client' | 'server';
type ReportLevel = 'warn' | 'error';
export type LogEntry = Camelize<z.input<typeof logEntry>>;

export interface Classification {
  statusCode: number | null;
  category: ErrorCategory | null;
  level: ReportLevel;
}

export function categoryOfStatus(status: number | null): ErrorCategory | null {
  if (status === null) return null;
  if (status >= 400 && status <= 499) return 'client';
  if (status > 499 && status < 600) return 'server';
  return null;
}

export function classify(error: UpstreamError): Classification {
  if (error instanceof UpstreamHttpError) {
    const level = error.status >= 401 && error.status <= 499 ? 'warn' : 'error';
    return { statusCode: error.status, category: categoryOfStatus(error.status), level };
  }
  if (error instanceof UpstreamContractError) {
    return { statusCode: error.status, category: 'server', level: 'error' };
  }
  // timeout or network: no answer
  return { statusCode: null, category: null, level: 'warn' };
}

/** Sends one entry to the log service; provided by the app (it needs the log datasource). */
export type LogServiceSender = (entry: LogEntry, correlationId: string) => Promise<void>;

export class ErrorReporter {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly sendToLogService: LogServiceSender) {}

  reportUpstreamFailure(log: FastifyBaseLogger, correlationId: string, error: UpstreamError, durationMs: number): void {
    const { statusCode, category, level } = classify(error);
    const { service, route, method, path } = error.call;
    const message = error.describe();
    log[level](
      {
        event: 'upstream_failure',
        service,
        route,
        method,
        path,
        statusCode,
        category,
        errorKind: error.kind,
        upstreamKey: error instanceof UpstreamHttpError ? (error.body?.key ?? null) : null,
        durationMs: Math.round(durationMs),
      },
      message,
    );
    if (service === 'log') return;
    this.send(log, correlationId, {
      projectId: LOG_PROJECT_ID,
      level: level === 'warn' ? 'warning' : 'error',
      message: message.slice(0, 2000),
      category,
      statusCode,
      correlationId,
      service,
      route,
      timestamp: new Date().toISOString(),
    });
  }

  private send(log: FastifyBaseLogger, correlationId: string, entry: LogEntry): void {
    const promise = this.sendToLogService(entry, correlationId)
      .catch((error: unknown) => {
        const reason = error instanceof UpstreamError ? error.describe() : String(error);
        log.warn({ event: 'log_service_failure', reason }, 'could not send an error report to the log service');
      })
      .finally(() => this.pending.delete(promise));
    this.pending.add(promise);
  }

  /** Waits for reports still on their way (app shutdown, tests). */
  async flush(): Promise<void> {
    await Promise.all([...this.pending]);
  }
}
