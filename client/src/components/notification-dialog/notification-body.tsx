import { Image, Stack, Text } from '@chakra-ui/react';
import type { Notification } from '#shared/api/agent.js';

/**
 * What one notification shows inside the dialog: its image, then its text.
 * The member's dialog and the agent console's preview both draw it from here.
 */
export function NotificationBody({ notification }: { notification: Pick<Notification, 'title' | 'image' | 'description'> }) {
  return (
    <Stack gap="3">
      {notification.image ? (
        <Image src={notification.image} alt={notification.title} w="full" rounded="md" objectFit="contain" />
      ) : null}
      {notification.description ? (
        <Text whiteSpace="pre-line" color="fg.default">
          {notification.description}
        </Text>
      ) : null}
    </Stack>
  );
}
