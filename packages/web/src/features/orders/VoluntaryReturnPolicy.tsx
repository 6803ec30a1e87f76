/** ch: no statutory withdrawal right; the retailer's voluntary return policy instead. */
import { useT } from '../../lib/i18n/index.tsx';

export function VoluntaryReturnPolicy({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="voluntary-return-policy" className="notice notice-info">
      <Heading
        id="voluntary-return-policy"
        className="step-title"
        style={{ fontSize: '1.25rem', marginBottom: '0.5rem' }}
      >
        {t('withdrawal.voluntary.title')}
      </Heading>
      <p>{t('withdrawal.voluntary.body')}</p>
      <p>{t('withdrawal.voluntary.how')}</p>
    </section>
  );
}
