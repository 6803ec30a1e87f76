import { useState } from 'react';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../lib/i18n/index.tsx';
import { paths } from '../../lib/paths.ts';
import { dismissTip, isTipDismissed } from './stayLoggedInTip.ts';

/** A dismissible tip: staying logged in can be switched on in "my data". */
export function StayLoggedInTip() {
  const t = useT();
  const [dismissed, setDismissed] = useState(isTipDismissed);
  if (dismissed) return null;
  return (
    <Paper withBorder p="md" mb="lg" component="aside" aria-labelledby="stay-logged-in-tip-title" bg="blue.0">
      <Title order={2} size="h3" id="stay-logged-in-tip-title" mb="xs">
        {t('shell.stayLoggedInTip.title')}
      </Title>
      <Text mb="sm">{t('shell.stayLoggedInTip.body')}</Text>
      <Anchor component={Link} to={paths.myProfile} mr="lg">
        {t('shell.stayLoggedInTip.link')}
      </Anchor>
      <button
        type="button"
        className="btn btn-outline"
        style={{ marginTop: 'var(--mantine-spacing-sm)' }}
        onClick={(event) => {
          dismissTip();
          // The tip goes away: the focus moves to the page's heading, not to the document (WCAG 2.4.3).
          event.currentTarget.closest('main')?.querySelector<HTMLElement>('h1')?.focus();
          setDismissed(true);
        }}
      >
        {t('shell.stayLoggedInTip.dismiss')}
      </button>
    </Paper>
  );
}
