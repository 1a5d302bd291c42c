import { Box, Image, Stack, Text } from '@chakra-ui/react';
import type { AgentEvent } from '#shared/api/agent.js';

/**
 * One slide of the announcement dialog: the image (leading to the poll), or
 * the title and text of a text-only announcement. The member's dialog and the
 * agent console's preview both draw it from here.
 */
export function AnnouncementSlide({ event, onOpen }: { event: Pick<AgentEvent, 'title' | 'image' | 'description'>; onOpen: () => void }) {
  if (event.image) {
    return (
      <Box px="1">
        <Image
          src={event.image}
          alt={event.title}
          w="full"
          rounded="md"
          cursor="pointer"
          objectFit="contain"
          onClick={onOpen}
        />
      </Box>
    );
  }
  return (
    <Stack px="4" py="10" gap="3" textAlign="center" minH="48" justify="center">
      <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
        {event.title}
      </Text>
      {event.description ? <Text whiteSpace="pre-line">{event.description}</Text> : null}
    </Stack>
  );
}
