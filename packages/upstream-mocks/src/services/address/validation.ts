/**
 * The address book's server-side checks (docs/product/addresses.md §5 "Addresses"): the shared rules of the address
 * form (`@mein-konto/schema/rules/address`, `rules/phone`), every problem as an entry of
 * `field_errors` with its invalid_* key and the German detail text the web shows at the field
 * (Swiss texts with "ss").
 */
import {
  addressFormProblems,
  addressProblemText,
  type AddressField,
  type PickupKind,
} from '@mein-konto/schema/rules/address';
import { isValidPhone } from '@mein-konto/schema/rules/phone';
import {
  COUNTRY_OF_MARKET,
  errorKey,
  type CountryCode,
  type ErrorKeyName,
  type Market,
  type UpstreamErrorBody,
} from '@mein-konto/schema/upstream/common';
import { UpstreamError } from '../../kernel/errors.ts';

type FieldError = NonNullable<UpstreamErrorBody['field_errors']>[number];

const KEYS: Record<AddressField, { key: ErrorKeyName; field: string }> = {
  firstName: { key: 'invalid_first_name', field: 'first_name' },
  lastName: { key: 'invalid_last_name', field: 'last_name' },
  street: { key: 'invalid_street', field: 'street' },
  streetNumber: { key: 'invalid_street_number', field: 'street_number' },
  addressAddition: { key: 'invalid_address_addition', field: 'address_addition' },
  zipCode: { key: 'invalid_zip_code', field: 'zip_code' },
  city: { key: 'invalid_city', field: 'city' },
  stationNumber: { key: 'invalid_station_number', field: 'station_number' },
  postNumber: { key: 'invalid_post_number', field: 'post_number' },
  phone: { key: 'invalid_phone', field: 'phone' },
};

export interface AddressBody {
  first_name: string;
  last_name: string;
  street?: string | null | undefined;
  street_number?: string | null | undefined;
  address_addition?: string | null | undefined;
  zip_code: string;
  city: string;
  country_code: CountryCode;
  phone?: string | null | undefined;
  pickup_kind?: PickupKind | null | undefined;
  station_number?: string | null | undefined;
  post_number?: string | null | undefined;
}

/** 400 with the first problem's key and text on top and all of them in field_errors; nothing when the address is fine. */
export function checkAddressBody(market: Market, body: AddressBody, kind: 'billing' | 'delivery'): void {
  const problems = addressFormProblems(
    {
      firstName: body.first_name,
      lastName: body.last_name,
      street: body.street,
      streetNumber: body.street_number,
      addressAddition: body.address_addition,
      zipCode: body.zip_code,
      city: body.city,
      countryCode: body.country_code,
      pickupKind: body.pickup_kind,
      stationNumber: body.station_number,
      postNumber: body.post_number,
    },
    kind,
  );
  const phone = body.phone?.trim() ?? '';
  if (phone !== '' && !isValidPhone(phone, body.country_code)) problems.push({ field: 'phone', problem: 'phone' });
  const errors: FieldError[] = problems.map(({ field, problem }) => {
    const text = addressProblemText(field, problem);
    return {
      key: errorKey(KEYS[field].key),
      field: KEYS[field].field,
      detail: market === 'ch' ? text.replace(/ß/g, 'ss') : text,
    };
  });
  if (kind === 'billing' && body.country_code !== COUNTRY_OF_MARKET[market]) {
    errors.push({
      key: errorKey('invalid_country_code'),
      field: 'country_code',
      detail: 'Die Rechnungsadresse muss im Land dieses Shops liegen.',
    });
  }
  const first = errors[0];
  if (!first) return;
  const name = first.key.slice(first.key.lastIndexOf('/') + 1) as ErrorKeyName;
  throw new UpstreamError(400, name, { detail: first.detail, field_errors: errors });
}
