/**
 * The event (announcement) icon of docs/product.md §2 with its count badge; it opens the
 * announcement dialog. It floats at the right edge only where the screen leaves
 * a gutter beside the content column (FLOATING_FROM): on a phone a floating
 * button would sit over tiles, amounts and buttons, so there it lives in the
 * header instead (and the LINE contact in the footer's "ติดต่อเรา" tab).
 */
import { Badge, Box, IconButton, type BoxProps } from '@chakra-ui/react';
import { LuMegaphone } from 'react-icons/lu';
import { useModal } from '#client/lib/ui-state.js';
import { useEvents } from '#client/site-data/get-events.js';

/** The breakpoint from which the content column (1200 px) leaves room for floating buttons. */
export const FLOATING_FROM = '2xl';

function EventIcon({ size, ...props }: { size: 'xs' | 'xl' } & BoxProps) {
  const modal = useModal('event');
  const count = useEvents().data?.events.length ?? 0;
  return (
    <Box position="relative" {...props}>
      <IconButton
        aria-label={count > 0 ? `ประกาศสำคัญ ${count} รายการ` : 'ประกาศสำคัญ'}
        title="ประกาศสำคัญ"
        size={size}
        rounded="full"
        colorPalette="brand"
        variant={size === 'xl' ? 'solid' : 'ghost'}
        shadow={size === 'xl' ? 'lg' : undefined}
        onClick={() => modal.setOpen(true)}
        css={size === 'xl' ? { '& svg': { width: '26px', height: '26px' } } : undefined}
      >
        <LuMegaphone />
      </IconButton>
      {count > 0 ? (
        <Badge
          position="absolute"
          top="-1"
          right="-1"
          rounded="full"
          colorPalette="red"
          variant="solid"
          minW="5"
          justifyContent="center"
          pointerEvents="none"
          data-testid="event-count"
        >
          {count}
        </Badge>
      ) : null}
    </Box>
  );
}

/** Floating at the bottom right, on wide screens only. */
export function EventButton() {
  return <EventIcon size="xl" position="fixed" right="4" bottom="36" zIndex="docked" hideBelow={FLOATING_FROM} />;
}

/** In the header, wherever the floating one is hidden. */
export function EventHeaderButton() {
  return <EventIcon size="xs" hideFrom={FLOATING_FROM} />;
}
