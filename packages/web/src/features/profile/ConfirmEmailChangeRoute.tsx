/**
 * Confirm an e-mail change with the e-mailed link (docs/product/my-data.md §2 email-change/confirm-doi, §5: without
 * a token an error shows; §8: the link may have expired). Public: the link may be opened on any
 * device. The token is spent once on arrival; a refused link gets its own state (opened again, it speaks of
 * the e-mail address).
 */
import './catalog.ts';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ConfirmEmailChangeMutation } from './ConfirmEmailChange.generated.ts';
import { useConfirmEmailChange } from './useConfirmEmailChange.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';
import { Notice } from '../../components/Notice.tsx';
import { ServiceContact } from '../../components/ServiceContact.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';
import { TokenProblem, isTokenErrorCode } from '../../components/TokenProblem.tsx';

type Result = ConfirmEmailChangeMutation['confirmEmailChange'] | null;

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [confirm] = useConfirmEmailChange();
  const [result, setResult] = useState<Result | undefined>(undefined);

  useSpendOnce(
    token === '' ? null : `confirm-email-change:${token}`,
    () => confirm({ input: { token } }).then(memberOf),
    setResult,
  );

  if (token === '') return <TokenProblem code="TOKEN_MISSING" requestNewTo={paths.changeEmail} />;
  if (result === undefined) {
    return (
      <TitledPage title={t('confirmEmailChange.title')} narrow>
        <p role="status">{t('confirmEmailChange.loading')}</p>
      </TitledPage>
    );
  }
  if (result?.__typename === 'TokenError' && isTokenErrorCode(result.code)) {
    return (
      <TokenProblem
        code={result.code}
        focusOnMount
        requestNewTo={paths.changeEmail}
        body={result.code === 'TOKEN_ALREADY_USED' ? t('confirmEmailChange.used') : undefined}
      />
    );
  }
  if (result?.__typename === 'EmailChangeConfirmed') {
    return (
      <TitledPage title={t('confirmEmailChange.doneTitle')} narrow focusTitle>
        <p>{t('confirmEmailChange.doneBody', { email: result.email })}</p>
        <div>
          <Link to={paths.login} className="btn btn-primary">
            {t('confirmEmailChange.toAccount')}
          </Link>
        </div>
      </TitledPage>
    );
  }
  return (
    <TitledPage title={t('confirmEmailChange.title')} narrow focusTitle>
      <Notice tone="error">
        {result?.__typename === 'EmailAlreadyExists' ? t('confirmEmailChange.taken') : t('app.genericError')}
      </Notice>
      <ServiceContact />
    </TitledPage>
  );
}
