/**
 * Followed creators (docs/product/activity.md §2 followed-creators, §4 followed creators states: loading, success,
 * error): name and picture of each, unfollow with an undo (following again keeps the first date),
 * the empty state. The list shows what the server confirmed; a failure says so and changes
 * nothing.
 */
import './catalog.ts';
import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { FollowedCreatorsPageDocument, type FollowedCreator_CreatorFragment } from './FollowedCreatorsPage.generated.ts';
import { FollowCreatorDocument } from './FollowCreator.generated.ts';
import { UnfollowCreatorDocument } from './UnfollowCreator.generated.ts';
import { useFormat } from '../../lib/format.ts';
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
  const format = useFormat();
  const [unfollow] = useMutation(UnfollowCreatorDocument, {
    update: (cache, { data }) => {
      if (data?.unfollowCreator.__typename !== 'CreatorUnfollowed') return;
      cache.evict({ id: cache.identify({ __typename: 'Creator', id: data.unfollowCreator.creatorId }) });
      cache.gc();
    },
  });
  const [follow] = useMutation(FollowCreatorDocument, { refetchQueries: [FollowedCreatorsPageDocument], awaitRefetchQueries: true });
  const [unfollowed, setUnfollowed] = useState<Creator | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const stopFollowing = async (creator: Creator) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await unfollow({ variables: { input: { creatorId: creator.id } } });
      if (data?.unfollowCreator.__typename !== 'CreatorUnfollowed') throw new Error('not unfollowed');
      setUnfollowed(creator);
      setStatus(t('creators.unfollowed', { name: creator.name }));
    } catch {
      setProblem(t('creators.failed'));
    } finally {
      setBusy(false);
    }
  };

  const undo = async () => {
    if (!unfollowed || busy) return;
    setBusy(true);
    setProblem(null);
    try {
      const { data } = await follow({ variables: { input: { creatorId: unfollowed.id } } });
      if (data?.followCreator.__typename !== 'CreatorFollowed') throw new Error('not followed');
      setStatus(t('creators.refollowed', { name: unfollowed.name }));
      setUnfollowed(null);
    } catch {
      setProblem(t('creators.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="md">
      <p>{t('creators.intro')}</p>
      <div role="status">
        {status && (
          <Group gap="sm">
            <span>{status}</span>
            {unfollowed && (
              <button type="button" className="btn btn-outline" aria-label={t('creators.undoLabel', { name: unfollowed.name })} aria-busy={busy} onClick={() => void undo()}>
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
            <Paper component="li" withBorder p="md" key={creator.id}>
              <Group wrap="nowrap" gap="md">
                <img src={creator.imageUrl} alt="" width={64} height={64} className="creator-picture" />
                <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
                  <Text component="h2" fw={700} size="lg" m={0}>
                    {creator.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t('creators.since', { date: format.date(creator.followedAt) })}
                  </Text>
                  <div>
                    <button
                      type="button"
                      className="btn btn-outline"
                      aria-label={t('creators.unfollowLabel', { name: creator.name })}
                      aria-busy={busy}
                      onClick={() => void stopFollowing(creator)}
                    >
                      {t('creators.unfollow')}
                    </button>
                  </div>
                </Stack>
              </Group>
            </Paper>
          ))}
        </ul>
      )}
    </Stack>
  );
}
