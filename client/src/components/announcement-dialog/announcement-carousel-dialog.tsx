import 'slick-carousel/slick/slick.css';
import 'slick-carousel/slick/slick-theme.css';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { ANNOUNCEMENT_DIALOG_WIDTH, OVERLAY_OPACITY, SLIDER } from '#shared/constants.js';
import { TH } from '#shared/messages.th.js';
import { useModal } from '#client/lib/ui-state.js';
import { useEvents } from '#client/site-data/get-events.js';
import { ANNOUNCEMENT_TARGET } from './announcement-target.js';
import { AnnouncementSlide } from './announcement-slide.js';
import { Slider } from './slider.js';

/** Carousel settings of docs/product.md §2 and §9. */
const SLIDER_SETTINGS = {
  slidesToShow: 1,
  dots: true,
  arrows: false,
  infinite: true,
  speed: SLIDER.speedMs,
  autoplay: false,
  autoplaySpeed: SLIDER.autoplayMs,
  centerMode: true,
  centerPadding: '0px',
  swipe: true,
} as const;

/**
 * Announcement (event) dialog of docs/product.md §2: persistent, one slide per event. A
 * chunk of its own with the carousel (react-slick), mounted by
 * announcement-dialog.tsx the first time the dialog opens.
 */
export function AnnouncementCarouselDialog() {
  const modal = useModal('event');
  const navigate = useNavigate();
  const events = useEvents().data?.events ?? [];
  const [slide, setSlide] = useState(0);

  const total = events.length;
  const current = total === 0 ? 0 : Math.min(slide, total - 1) + 1;

  const close = () => {
    modal.setOpen(false);
    setSlide(0);
  };
  const openPoll = () => {
    close();
    navigate(ANNOUNCEMENT_TARGET);
  };

  return (
    <Dialog.Root
      open={modal.open}
      onOpenChange={(details) => (details.open ? modal.setOpen(true) : close())}
      closeOnInteractOutside={false}
      closeOnEscape={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop bg={`rgba(0, 0, 0, ${OVERLAY_OPACITY})`} />
        <Dialog.Positioner>
          <Dialog.Content bg="bg.surface" w="full" maxW={`${ANNOUNCEMENT_DIALOG_WIDTH}px`} mx="3">
            <Dialog.Header justifyContent="center">
              <Dialog.Title textAlign="center">{TH.announcementTitle(current, total)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="8">
              {total === 0 ? (
                <Text textAlign="center" color="fg.muted" py="10">
                  {TH.noNotifications}
                </Text>
              ) : (
                <Slider
                  {...SLIDER_SETTINGS}
                  beforeChange={(_from: number, to: number) => setSlide(((to % total) + total) % total)}
                >
                  {events.map((event) => (
                    <AnnouncementSlide key={event.id} event={event} onOpen={openPoll} />
                  ))}
                </Slider>
              )}
            </Dialog.Body>
            <Dialog.Footer justifyContent="center">
              <Button colorPalette="red" bg="red.600" color="white" minW="32" onClick={close}>
                ปิด
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
