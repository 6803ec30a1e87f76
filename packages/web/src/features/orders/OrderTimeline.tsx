/** The status timeline of an order, built by the server from the item states (oldest step first). */
import { List, ThemeIcon, Text } from '@mantine/core';
import type { OrderTimeline_OrderFragment } from './OrderTimeline.generated.ts';
import { useT } from '../../lib/i18n/index.tsx';
import { useFormat } from '../../lib/format.ts';

export function OrderTimeline({ order }: { order: OrderTimeline_OrderFragment }) {
  const t = useT();
  const format = useFormat();
  return (
    <List component="ol" spacing="sm" center>
      {order.timeline.map((step) => {
        const stateLabel =
          step.state === 'DONE'
            ? t('orders.timeline.done')
            : step.state === 'CURRENT'
              ? t('orders.timeline.current')
              : t('orders.timeline.upcoming');
        return (
          <List.Item
            key={step.kind}
            aria-current={step.state === 'CURRENT' ? 'step' : undefined}
            icon={
              <ThemeIcon
                size={22}
                radius="xl"
                color={step.state === 'UPCOMING' ? 'gray' : 'blue'}
                variant={step.state === 'UPCOMING' ? 'outline' : 'filled'}
                aria-hidden="true"
              >
                {step.state === 'UPCOMING' ? '' : '✓'}
              </ThemeIcon>
            }
          >
            <Text span fw={step.state === 'CURRENT' ? 700 : 400} c={step.state === 'UPCOMING' ? 'dimmed' : undefined}>
              {t(`orders.timeline.${step.kind}`)}
            </Text>
            <Text span c="dimmed">
              {' '}
              ({stateLabel}
              {step.at ? `, ${t('orders.timeline.at', { date: format.date(step.at) })}` : ''})
            </Text>
          </List.Item>
        );
      })}
    </List>
  );
}
