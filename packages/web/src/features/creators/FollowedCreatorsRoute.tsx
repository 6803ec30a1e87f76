/**
 * Followed creators (docs/product/activity.md §2 followed-creators, §4 followed creators states: loading, success,
 * error): name and picture of each, unfollow with an undo (following again keeps the first date),
 * the empty state. The list shows what the server confirmed; a failure says so and changes
 * nothing. The focus follows the change: unfollowing puts it on the undo, undoing back on the
 * creator's button.
 */
import './catalog.ts';
import { useEffect, useRef, useState } from 'react';
import { Group, Stack } from '@mantine/core';
import { FollowedCreatorsPageDocument } from './FollowedCreatorsPage.generated.ts';
import type { FollowedCreator_CreatorFragment } from './FollowedCreator.generated.ts';
import { useFollowCreator } from './useFollowCreator.ts';
import { useUnfollowCreator } from './useUnfollowCreator.ts';
import { FollowedCreator } from './FollowedCreator.tsx';
import { useT } from '../../lib/i18n/index.tsx';
import { usePageQuery } from '../../lib/pageQuery.ts';
import { paths } from '../../lib/paths.ts';
import { Notice } from '../../components/Notice.tsx';
import { PageData } from '../../components/PageData.tsx';
import { TitledPage } from '../../components/TitledPage.tsx';

export function Component() {
  const t = useT();
  const page = usePageQuery(FollowedCreatorsPageDocument);
  return (
    <TitledPage title={t('section.followedCreators')} back={{ to: paths.home, label: t('app.backToOverview') }}>
      <PageData page={page} select={(data) => data.viewer.customer?.followedCreators} loadError="creators.loadError">
        {(creators) => <Creators creators={creators} />}
      </PageData>
    </TitledPage>
  );
}

type Creator = FollowedCreator_CreatorFragment;

function Creators({ creators }: { creators: readonly Creator[] }) {
  const t = useT();
  const [unfollow] = useUnfollowCreator();
  const [follow] = useFollowCreator();
  const [unfollowed, setUnfollowed] = useState<Creator | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const undoRef = useRef<HTMLButtonElement>(null);
  /** The creator whose unfollow button takes the focus once it is back in the list. */
  const [refollowed, setRefollowed] = useState<string | null>(null);

  useEffect(() => {
    if (unfollowed) undoRef.current?.focus();
  }, [unfollowed]);

  const stopFollowing = async (creator: Creator) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await unfollow({ input: { creatorId: creator.id } });
    setBusy(false);
    if (outcome.kind !== 'done') {
      setProblem(t('creators.failed'));
      return;
    }
    setRefollowed(null);
    setUnfollowed(creator);
    setStatus(t('creators.unfollowed', { name: creator.name }));
  };

  const undo = async () => {
    if (!unfollowed || busy) return;
    setBusy(true);
    setProblem(null);
    const outcome = await follow({ input: { creatorId: unfollowed.id } });
    setBusy(false);
    if (outcome.kind !== 'done') {
      setProblem(t('creators.failed'));
      return;
    }
    setStatus(t('creators.refollowed', { name: unfollowed.name }));
    setRefollowed(unfollowed.id);
    setUnfollowed(null);
  };

  return (
    <Stack gap="md">
      <p>{t('creators.intro')}</p>
      <div role="status">
        {status && (
          <Group gap="sm">
            <span>{status}</span>
            {unfollowed && (
              <button
                ref={undoRef}
                type="button"
                className="btn btn-outline"
                aria-label={t('creators.undoLabel', { name: unfollowed.name })}
                aria-busy={busy}
                onClick={() => void undo()}
              >
                {t('creators.undo')}
              </button>
            )}
          </Group>
        )}
      </div>
      {problem && <Notice tone="error">{problem}</Notice>}
      {creators.length === 0 ? (
        <p>{t('creators.empty')}</p>
      ) : (
        <ul className="creator-list">
          {creators.map((creator) => (
            <FollowedCreator
              key={creator.id}
              creator={creator}
              busy={busy}
              focused={creator.id === refollowed}
              onUnfollow={() => void stopFollowing(creator)}
            />
          ))}
        </ul>
      )}
    </Stack>
  );
}
