/**
 * Confirm the market research invitation (docs/product/public-pages.md §2 research/confirmation, token from the query
 * parameter market-research-doi-token; §4 errors: already confirmed, or generic; §8 registration
 * failed). The token is spent once on arrival.
 */
import './catalog.ts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ConfirmMarketResearchMutation } from './ConfirmMarketResearch.generated.ts';
import { useConfirmMarketResearch } from './useConfirmMarketResearch.ts';
import { memberOf } from '../../lib/mutationOutcome.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useSpendOnce } from '../../lib/useSpendOnce.ts';
import { TitledPage } from '../../components/TitledPage.tsx';
import { TokenProblem } from '../../components/TokenProblem.tsx';
import { LinkLoading, LinkProblem, ToShop } from './LinkPage.tsx';

type Result = ConfirmMarketResearchMutation['confirmMarketResearch'] | null;

/** The invitation's parameter (docs/product/public-pages.md §7); `token` as every other link has it. */
export const RESEARCH_TOKEN_PARAMS = ['market-research-doi-token', 'token'] as const;

export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = RESEARCH_TOKEN_PARAMS.map((name) => params.get(name)?.trim() ?? '').find((value) => value !== '') ?? '';
  const [confirm] = useConfirmMarketResearch();
  const [result, setResult] = useState<Result | undefined>(undefined);

  useSpendOnce(
    token === '' ? null : `confirm-market-research:${token}`,
    () => confirm({ input: { token } }).then(memberOf),
    setResult,
  );

  if (token === '') {
    return (
      <TokenProblem code="TOKEN_MISSING">
        <ToShop />
      </TokenProblem>
    );
  }
  if (result === undefined) return <LinkLoading title={t('research.title')} />;
  if (result?.__typename === 'MarketResearchConfirmed' || result?.__typename === 'MarketResearchAlreadyConfirmed') {
    const confirmed = result.__typename === 'MarketResearchConfirmed';
    return (
      <TitledPage title={t(confirmed ? 'research.doneTitle' : 'research.alreadyTitle')} narrow focusTitle>
        <p>{t(confirmed ? 'research.done' : 'research.already')}</p>
        <ToShop />
      </TitledPage>
    );
  }
  return <LinkProblem title={t('research.title')} message={t('research.failed')} />;
}
