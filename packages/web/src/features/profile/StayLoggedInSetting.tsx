/**
 * The stay-logged-in setting of the account (docs/product/my-data.md §4 "Stay-logged-in set: on failure the
 * previous value is restored"): the switch shows the new value at once and goes back to the
 * previous one, with a message, when saving fails. While it saves the switch stays enabled (a
 * disabled one would drop the keyboard's focus to the page) and ignores further changes.
 */
import { useState } from 'react';
import { Paper, Switch, Text, Title } from '@mantine/core';
import type { StayLoggedInSetting_CustomerFragment } from './StayLoggedInSetting.generated.ts';
import { useSetStayLoggedIn } from './useSetStayLoggedIn.ts';
import { useT } from '../../lib/i18n/index.tsx';

export function StayLoggedInSetting({ customer }: { customer: StayLoggedInSetting_CustomerFragment }) {
  const t = useT();
  const [save, { loading }] = useSetStayLoggedIn();
  const [shown, setShown] = useState<boolean | null>(null);
  const [message, setMessage] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);
  const saved = customer.stayLoggedIn;
  const checked = shown ?? saved ?? false;

  const change = async (next: boolean) => {
    if (loading) return;
    const previous = checked;
    setShown(next);
    setMessage(null);
    const outcome = await save({ input: { stayLoggedIn: next } });
    const ok = outcome.kind === 'done';
    let inForce: boolean | null | undefined = previous;
    if (outcome.kind === 'done') inForce = outcome.result.customer.stayLoggedIn;
    else if (outcome.kind === 'refused' && outcome.error.__typename === 'StayLoggedInFailed')
      inForce = outcome.error.stayLoggedIn ?? previous;
    setShown(inForce ?? previous);
    setMessage(
      ok
        ? { tone: 'ok', text: inForce ? t('stayLoggedIn.savedOn') : t('stayLoggedIn.savedOff') }
        : { tone: 'error', text: t('stayLoggedIn.failed') },
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="stay-logged-in-title">
      <Title order={2} size="h3" id="stay-logged-in-title" mb="sm">
        {t('stayLoggedIn.title')}
      </Title>
      {saved === null && shown === null ? (
        <Text>{t('stayLoggedIn.unavailable')}</Text>
      ) : (
        <Switch
          size="md"
          checked={checked}
          aria-busy={loading}
          label={t('stayLoggedIn.label')}
          description={t('stayLoggedIn.hint')}
          onChange={(event) => void change(event.currentTarget.checked)}
        />
      )}
      <div aria-live="polite">
        {message && (
          <Text
            mt="sm"
            fw={700}
            c={message.tone === 'error' ? 'red.9' : undefined}
            className={message.tone === 'error' ? undefined : 'saved-text'}
            role={message.tone === 'error' ? 'alert' : undefined}
          >
            {message.text}
          </Text>
        )}
      </div>
    </Paper>
  );
}
