/** One followed creator: picture, name, since when, and "unfollow" (focused when the creator is back after an undo). */
import { useEffect, useRef } from 'react';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { useFormat } from '../../lib/format.ts';
import { useT } from '../../lib/i18n/index.tsx';
import type { FollowedCreator_CreatorFragment } from './FollowedCreator.generated.ts';

export function FollowedCreator({
  creator,
  busy,
  focused = false,
  onUnfollow,
}: {
  creator: FollowedCreator_CreatorFragment;
  busy: boolean;
  focused?: boolean;
  onUnfollow: () => void;
}) {
  const t = useT();
  const format = useFormat();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focused) buttonRef.current?.focus();
  }, [focused]);
  return (
    <Paper component="li" withBorder p="md">
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
              ref={buttonRef}
              type="button"
              className="btn btn-outline"
              aria-label={t('creators.unfollowLabel', { name: creator.name })}
              aria-busy={busy}
              onClick={onUnfollow}
            >
              {t('creators.unfollow')}
            </button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}
