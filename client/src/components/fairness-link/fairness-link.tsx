/**
 * "วิธีตรวจสอบโดยละเอียด": the link from a panel that checks one thing to the
 * fairness page's section on it (docs/decisions/0043). Games run in the
 * launcher's frame, so there it opens a new tab instead of replacing the game.
 */
import { Link as RouterLink } from 'react-router-dom';
import { Link } from '@chakra-ui/react';

export type FairnessSection = 'yeekee' | 'draws' | 'wheel' | 'slots' | 'baccarat' | 'fishing' | 'football' | 'payouts';

export function FairnessLink({ section, newTab = false }: { section: FairnessSection; newTab?: boolean }) {
  const to = `/fairness#${section}`;
  const text = 'วิธีตรวจสอบโดยละเอียดและตัวอย่าง';
  return (
    <Link asChild fontSize="sm" color="brand.fg" textDecoration="underline" alignSelf="flex-start" data-testid="fairness-link">
      {newTab ? (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {text}
        </a>
      ) : (
        <RouterLink to={to}>{text}</RouterLink>
      )}
    </Link>
  );
}
