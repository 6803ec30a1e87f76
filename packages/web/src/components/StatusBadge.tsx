/** A status as a label in readable type size (order, item, invoice status). */
import type { ReactNode } from 'react';
import { Badge } from '@mantine/core';

export function StatusBadge({ color, children }: { color: string; children: ReactNode }) {
  return (
    <Badge variant="light" color={color} size="lg" fz="sm" h="auto" py={4} radius="sm" tt="none" style={{ color: 'var(--mantine-color-gray-9)' }}>
      {children}
    </Badge>
  );
}
