import type { SortDirection } from '../../gql/schemaTypes.ts';

/** The open invoices' order on arrival: latest due date first. */
export const DEFAULT_INVOICE_SORT: SortDirection = 'DESC';
