/**
 * Where a worked example comes from, said before it: a real past round, the
 * member's own revealed seed, or fixed sample seeds that no round ever used.
 * A sample is never shown as if it were real.
 */
import { Badge, Text } from '@chakra-ui/react';

export type ExampleSource = 'real' | 'mine' | 'sample';

const LABEL: Record<ExampleSource, { badge: string; palette: string }> = {
  real: { badge: 'ข้อมูลจริงจากรอบที่ผ่านมา', palette: 'green' },
  mine: { badge: 'ข้อมูลจริงของคุณ', palette: 'green' },
  sample: { badge: 'ตัวอย่างจาก seed สมมุติ ไม่ใช่รอบจริง', palette: 'orange' },
};

export function ExampleSourceNote({ source, children }: { source: ExampleSource; children?: string }) {
  const label = LABEL[source];
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="example-source" data-source={source}>
      <Badge colorPalette={label.palette} me="2">
        {label.badge}
      </Badge>
      {children}
    </Text>
  );
}

/** A fresh site has no finished round yet: say so, the recipe above still stands. */
export function NoRoundYet({ children }: { children: string }) {
  return (
    <Text fontSize="sm" color="fg.muted" data-testid="no-round-yet">
      {children}
    </Text>
  );
}
