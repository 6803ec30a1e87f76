/**
 * The customer's personal data, read-only (docs/product/my-data.md §2 my-profile, §3, §6: personal data change
 * only by phone): salutation, name, date of birth, phone, e-mail, customer number and the
 * billing address. When the customer service could not deliver them, only this card says so.
 */
import { Paper, Title } from '@mantine/core';
import type { PersonalDetailsCard_CustomerFragment } from './PersonalDetailsCard.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useFormat } from '../../lib/format.ts';
import { ServiceContact } from '../../components/ServiceContact.tsx';

export function PersonalDetailsCard({ customer }: { customer: PersonalDetailsCard_CustomerFragment }) {
  const t = useT();
  const format = useFormat();
  const details = customer.personalDetails;
  const address = customer.billingAddress;
  const none = t('profile.none');
  const rows: [string, string][] = details
    ? [
        [t('profile.salutation'), details.salutation ? t(`profile.salutation.${details.salutation}`) : none],
        [t('profile.name'), [details.firstName, details.lastName].filter(Boolean).join(' ') || none],
        [t('profile.dateOfBirth'), details.dateOfBirth ? format.date(details.dateOfBirth) : none],
        [t('profile.phone'), details.phoneNumber ?? none],
        [t('profile.email'), details.email],
        [t('profile.customerNumber'), details.customerNumber],
        [
          t('profile.billingAddress'),
          address
            ? [
                `${address.street} ${address.streetNumber}`,
                address.addressAddition,
                `${address.zipCode} ${address.city}`,
              ]
                .filter(Boolean)
                .join(', ')
            : none,
        ],
      ]
    : [];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="personal-details-title">
      <Title order={2} size="h3" id="personal-details-title" mb="sm">
        {t('profile.personalDetails')}
      </Title>
      {details ? (
        <dl className="profile-details">
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p role="alert">{t('profile.detailsUnavailable')}</p>
      )}
      <ServiceContact intro={t('profile.changeByPhone')} />
    </Paper>
  );
}
