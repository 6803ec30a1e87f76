/** A status as a label in readable type size (order, item, invoice status); in a narrow column it wraps between words, never cut off. */
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

const LABEL_WRAPS = { label: { whiteSpace: 'normal', overflow: 'visible', overflowWrap: 'break-word' } } as const;

export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge
      variant="light"
      color={color}
      size="lg"
      fz="sm"
      h="auto"
      maw="100%"
      py={4}
      radius="sm"
      tt="none"
      style={{ color: 'var(--mantine-color-gray-9)' }}
      styles={LABEL_WRAPS}
    >
      {children}
    </Badge>
  );
}
