/** The payment service (SPEC §7 "Open invoices"). */
import { paymentService } from '@mein-konto/schema/upstream/payment';
import { UpstreamDataSource, type CallResult } from './upstream.ts';

export type OpenInvoicesResult = CallResult<typeof paymentService.routes.openInvoices>;

export class PaymentDataSource extends UpstreamDataSource<typeof paymentService> {
  protected readonly service = paymentService;

  openInvoices(): Promise<OpenInvoicesResult> {
    return this.call('openInvoices');
  }
}
