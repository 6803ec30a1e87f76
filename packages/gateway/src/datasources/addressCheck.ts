/** The address check service (docs/product/addresses.md §5 "Addresses", §7 "Address check"): suggestions for a postal address. */
import { addressCheckService } from '@mein-konto/schema/upstream/addressCheck';
import { UpstreamDataSource, type CallOptions, type CallResult } from './upstream.ts';
import { UpstreamHttpError } from './upstreamErrors.ts';

export type AddressCheckResult = CallResult<typeof addressCheckService.routes.check>;
export type AddressCheckQuery = NonNullable<CallOptions<typeof addressCheckService.routes.check>['query']>;

export class AddressCheckDataSource extends UpstreamDataSource<typeof addressCheckService> {
  protected readonly service = addressCheckService;

  /** Suggestions, best first (empty when the address is unknown). A refused street (Packstation) is a 400 invalid_street. */
  check(address: AddressCheckQuery): Promise<AddressCheckResult> {
    return this.call('check', {
      query: address,
      expected: (e) => e instanceof UpstreamHttpError && e.status === 400 && (e.key?.startsWith('invalid_') ?? false),
    });
  }
}
