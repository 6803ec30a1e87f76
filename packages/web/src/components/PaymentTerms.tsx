/**
 * The market's payment terms (docs/product/payment.md §9): the invoice's, and direct debit's where
 * the market offers it. On the open invoices, and on the payment methods of a shop without direct
 * debit, where they are all there is to say.
 */
import './catalog.ts';
import { Stack, Title } from '@mantine/core';
import { offersDirectDebit } from '@mein-konto/schema/rules/payment';
import { useT } from '../lib/i18n/index.tsx';
import { useMarket } from '../lib/market.tsx';

export function PaymentTerms() {
  const t = useT();
  const { market } = useMarket();
  return (
    <section aria-labelledby="payment-terms">
      <Title order={2} size="h3" id="payment-terms" mb="xs">
        {t('terms.title')}
      </Title>
      <Stack component="ul" gap={4} m={0} pl="lg">
        <li>{t('terms.invoice')}</li>
        {offersDirectDebit(market) && <li>{t('terms.directDebit')}</li>}
      </Stack>
    </section>
  );
}
