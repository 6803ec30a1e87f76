/**
 * The data export to read and print (GDPR Art. 15: in an intelligible form; decision 025): the
 * same document as the JSON file, laid out by section with German headings and labels, codes as
 * German words (Frau, Rechnung, Zugestellt, Deutschland), dates and amounts written as the market
 * writes them; the services' internal keys and ids stay in the file only. "Drucken" prints it
 * without the shell.
 */
import { Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import type { MyDataSection } from '../../gql/schemaTypes.ts';
import { useFormat } from '../../lib/format.ts';
import { message, useT, type MessageKey } from '../../lib/i18n/index.tsx';
import { useMarket } from '../../lib/market.tsx';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** The export's sections in the file's order, with their headings. */
const SECTIONS = [
  ['profile', 'dataExport.view.profile', 'PROFILE'],
  ['deliveryAddresses', 'dataExport.view.deliveryAddresses', 'DELIVERY_ADDRESSES'],
  ['bankAccount', 'dataExport.view.bankAccount', 'BANK_ACCOUNT'],
  ['orders', 'dataExport.view.orders', 'ORDERS'],
  ['openInvoices', 'dataExport.view.openInvoices', 'OPEN_INVOICES'],
] as const satisfies readonly (readonly [string, MessageKey, MyDataSection])[];

/**
 * The fields of the export the view shows, with a German label (dataExport.field.<name>). The
 * others are the services' internal keys and ids (an address's id, the billing address's id, the
 * external customer id, the post number check, the address book's limits): the file keeps them,
 * the page to read leaves them out (docs/product/my-data.md §3).
 */
const LABELLED = new Set<string>([
  'customerNumber',
  'email',
  'salutation',
  'firstName',
  'lastName',
  'careOf',
  'countryCode',
  'phoneNumber',
  'dateOfBirth',
  'preferredPaymentMethod',
  'totalOrders',
  'totalReturnedOrders',
  'hasBillingAddress',
  'billingAddress',
  'loginMethods',
  'password',
  'socialLoginProvider',
  'stayLoggedIn',
  'street',
  'streetNumber',
  'addressAddition',
  'zipCode',
  'city',
  'phone',
  'type',
  'pickupKind',
  'isDefault',
  'isDeleted',
  'number',
  'placedAt',
  'status',
  'paymentType',
  'total',
  'items',
  'itemCount',
  'title',
  'quantity',
  'sku',
  'baseProductNo',
  'accountHolder',
  'iban',
  'bankName',
  'bic',
  'dueDate',
  'amount',
  'balance',
  'invoices',
  'orderNumber',
  'isPreferred',
  'addressType',
  'postNumber',
  'stationNumber',
  'kind',
  'singlePrice',
  'addresses',
]);

/** Fields whose values are codes, with the group of their German texts (dataExport.value.<group>.<code>). */
const CODED: Record<string, string> = {
  salutation: 'salutation',
  countryCode: 'country',
  preferredPaymentMethod: 'payment',
  paymentType: 'payment',
  status: 'status',
  type: 'addressType',
  addressType: 'addressType',
  pickupKind: 'pickupKind',
  socialLoginProvider: 'socialLoginProvider',
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/;

function isObject(value: Json): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isMoney(value: JsonObject): value is { amount: string; currency: 'EUR' | 'CHF' } {
  return (
    typeof value['amount'] === 'string' &&
    (value['currency'] === 'EUR' || value['currency'] === 'CHF') &&
    Object.keys(value).length === 2
  );
}

export function DataExportView({ content }: { content: string }) {
  const t = useT();
  const format = useFormat();
  const { market } = useMarket();
  const data = JSON.parse(content) as JsonObject;
  const label = (key: string): string => t(`dataExport.field.${key}` as MessageKey);
  /** A code's German text; a code the catalog does not know shows as it is. */
  const coded = (group: string, code: string): string => {
    const key = `dataExport.value.${group}.${code}` as MessageKey;
    return message(market, key) === undefined ? code : t(key);
  };

  const value = (v: Json, field?: string): ReactNode => {
    const group = field === undefined ? undefined : CODED[field];
    if (group !== undefined && typeof v === 'string') return coded(group, v);
    if (v === null) return t('dataExport.view.none');
    if (typeof v === 'boolean') return t(v ? 'dataExport.view.yes' : 'dataExport.view.no');
    if (typeof v === 'number') return String(v);
    if (typeof v === 'string') return ISO_DATE.test(v) ? format.date(v) : v;
    if (Array.isArray(v)) {
      if (v.length === 0) return t('dataExport.view.none');
      if (v.every((entry) => !isObject(entry) && !Array.isArray(entry)))
        return v.map((entry) => value(entry)).join(', ');
      return (
        <ol className="data-export-list">
          {v.map((entry, index) => (
            <li key={index}>{value(entry)}</li>
          ))}
        </ol>
      );
    }
    if (isMoney(v)) return format.money(v);
    return (
      <dl className="data-export-facts">
        {Object.entries(v)
          .filter(([key]) => LABELLED.has(key))
          .map(([key, entry]) => (
            <Fragment key={key}>
              <dt>{label(key)}</dt>
              <dd>{value(entry, key)}</dd>
            </Fragment>
          ))}
      </dl>
    );
  };

  const unavailable = Array.isArray(data['unavailable']) ? data['unavailable'] : [];
  const notes = Array.isArray(data['notes'])
    ? data['notes'].filter((note): note is string => typeof note === 'string')
    : [];
  return (
    <section aria-labelledby="data-export-view-title" className="data-export-view stack">
      <Title order={2} size="h3" id="data-export-view-title">
        {t('dataExport.view.title')}
      </Title>
      <p>
        {t('dataExport.view.intro', {
          date: typeof data['createdAt'] === 'string' ? format.date(data['createdAt']) : '',
          customerNumber: typeof data['customerNumber'] === 'string' ? data['customerNumber'] : '',
        })}
      </p>
      <div className="no-print">
        <button type="button" className="btn btn-primary" onClick={() => window.print()}>
          {t('dataExport.view.print')}
        </button>
      </div>
      {SECTIONS.map(([key, heading, section]) => {
        const part = data[key];
        if (part === undefined) return null;
        const id = `data-export-${key}`;
        return (
          // Groups, not landmarks: the page has its own "Persönliche Daten" region beside the view.
          <section key={key} role="group" aria-labelledby={id}>
            <Title order={3} size="h4" id={id} mb="xs">
              {t(heading)}
            </Title>
            {part === null && unavailable.includes(section) ? (
              <p>{t('dataExport.view.unavailable')}</p>
            ) : (
              <div>{value(part)}</div>
            )}
          </section>
        );
      })}
      <section role="group" aria-labelledby="data-export-notes">
        <Title order={3} size="h4" id="data-export-notes" mb="xs">
          {t('dataExport.view.notes')}
        </Title>
        <ul>
          {notes.map((note) => (
            <li key={note}>{note.replace('„unavailable“', t('dataExport.view.unavailableHeading'))}</li>
          ))}
        </ul>
      </section>
    </section>
  );
}
