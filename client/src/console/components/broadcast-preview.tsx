import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { ANNOUNCEMENT_DIALOG_WIDTH, NOTIFICATION_DIALOG_WIDTH, OVERLAY_OPACITY } from '#shared/constants.js';
import { TH } from '#shared/messages.th.js';
// The member's own dialog parts, so the preview cannot drift from what members see.
import { AnnouncementSlide } from '#client/components/announcement-dialog/announcement-slide.js';
import { NotificationBody } from '#client/components/notification-dialog/notification-body.js';

export interface BroadcastDraft {
  kind: 'notification' | 'announcement';
  title: string;
  description: string;
  image: string;
}

/**
 * How the member's dialog will look with what the agent has typed so far:
 * the notification dialog (400 px) or the announcement dialog (800 px), drawn
 * inline over the same dimmed backdrop, with the member-side body of each.
 */
export function BroadcastPreview({ draft }: { draft: BroadcastDraft }) {
  // An image is drawn once it is a link the request would take (https, or a file of the site), never a half-typed one.
  const image = draft.image.trim();
  const item = { title: draft.title.trim(), description: draft.description.trim() || null, image: image.startsWith('/') || image.startsWith('https://') ? image : null };
  const isNotification = draft.kind === 'notification';
  // The drafted announcement is the one slide, or, with nothing typed yet, there is none: "( 0 / 0 )" as the member's dialog says.
  const slides = item.title || item.image ? 1 : 0;
  return (
    <Box as="section" aria-label="ตัวอย่างที่สมาชิกจะเห็น" bg={`rgba(0, 0, 0, ${OVERLAY_OPACITY})`} rounded="xl" p={{ base: '3', md: '6' }}>
      <Box
        role="presentation"
        data-testid="broadcast-preview-dialog"
        bg="bg.surface"
        w="full"
        maxW={`${isNotification ? NOTIFICATION_DIALOG_WIDTH : ANNOUNCEMENT_DIALOG_WIDTH}px`}
        mx="auto"
        rounded="l3"
        shadow="lg"
      >
        <Box px="6" pt="6" pb="4" textAlign={isNotification ? 'start' : 'center'}>
          <Text fontSize="lg" fontWeight="semibold">
            {isNotification ? item.title || 'ประกาศ' : TH.announcementTitle(slides, slides)}
          </Text>
        </Box>
        <Box px="6" pb={isNotification ? '2' : '8'}>
          {isNotification ? (
            <NotificationBody notification={item} />
          ) : slides > 0 ? (
            <AnnouncementSlide event={item} onOpen={() => undefined} />
          ) : (
            <Text textAlign="center" color="fg.muted" py="10">
              {TH.noNotifications}
            </Text>
          )}
        </Box>
        <Stack direction="row" px="6" pb="6" pt="2" justify={isNotification ? 'flex-end' : 'center'}>
          {/* Shown, not used: the preview only looks like the dialog. */}
          {isNotification ? (
            <Button colorPalette="brand" tabIndex={-1} aria-hidden pointerEvents="none">
              ปิด
            </Button>
          ) : (
            <Button colorPalette="red" bg="red.600" color="white" minW="32" tabIndex={-1} aria-hidden pointerEvents="none">
              ปิด
            </Button>
          )}
        </Stack>
      </Box>
    </Box>
  );
}
