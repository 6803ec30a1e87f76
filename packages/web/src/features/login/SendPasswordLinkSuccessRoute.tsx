/**
 * Confirmation that a password link was sent (docs/product/ways-in.md §2), by its reason query parameter. It says
 * no more than the request did: an unknown account gets the same page (no enumeration).
 */
import './catalog.ts';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { TitledPage } from '../../components/TitledPage.tsx';

const REASONS = ['FORGOT_PASSWORD', 'LIGHT_USER', 'SOCIAL_USER', 'VERIFICATION'] as const;
type Reason = (typeof REASONS)[number];

function reasonOf(value: string | null): Reason {
  return REASONS.find((r) => r === value) ?? 'FORGOT_PASSWORD';
}

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const reason = reasonOf(params.get('reason'));
  return (
    <TitledPage title={t('linkSent.title')} narrow>
      <p>{t(`linkSent.${reason}`)}</p>
      <p>{t('linkSent.noMail')}</p>
      <div className="row">
        <Link to={reason === 'FORGOT_PASSWORD' ? paths.forgotPassword : paths.login} className="btn btn-outline">
          {t('linkSent.again')}
        </Link>
        <Link to={paths.login} className="text-link">
          {t('app.backToLogin')}
        </Link>
      </div>
    </TitledPage>
  );
}
