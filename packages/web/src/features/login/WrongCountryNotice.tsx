/** The account belongs to another market's shop (docs/product/ways-in.md §8): the customer logs in there. */
import type { WrongCountryNotice_ErrorFragment } from './WrongCountryNotice.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { Notice } from '../../components/Notice.tsx';

export function WrongCountryNotice({ error }: { error: WrongCountryNotice_ErrorFragment }) {
  const t = useT();
  const country = t(`country.${error.customerCountry}`);
  return (
    <Notice tone="error">
      <p>{t('login.failedNotAllowedForCountryCode', { country })}</p>
      <a href={error.shopUrl} className="text-link">
        {t('login.failedNotAllowedForCountryCodeLink', { country })}
      </a>
    </Notice>
  );
}
