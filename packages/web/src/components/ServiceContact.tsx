import { useT } from '../lib/i18n/index.tsx';

/** The customer-service phone with opening hours. */
export function ServiceContact({ intro }: { intro?: string }) {
  const t = useT();
  return (
    <p className="service-contact">
      {intro ?? t('service.callUs')}{' '}
      <a href={t('service.phoneHref')} className="text-link">
        <strong>{t('service.phone')}</strong>
      </a>{' '}
      ({t('service.hours')})
    </p>
  );
}
