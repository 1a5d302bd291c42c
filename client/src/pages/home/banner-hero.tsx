/**
 * The agent's banners as a swipeable strip (CSS scroll snap, no carousel
 * library) with dots. Without banners the hero shows the site's tagline.
 */
import { useRef, useState } from 'react';
import { AspectRatio, Box, Flex, Heading, HStack, Image, Skeleton, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import type { Banner } from '#shared/api/agent.js';
import { BANNER_ASPECT_RATIO } from '#shared/constants.js';

/** The first banner is the page's largest picture on a phone: fetched at once, not when scrolled to. */
function BannerImage({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <Image
      src={banner.image}
      alt={banner.title}
      w="full"
      h="full"
      objectFit="contain"
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
  if (!banner.link) return image;
  return banner.link.startsWith('/') ? (
    <Link to={banner.link} aria-label={banner.title}>
      {image}
    </Link>
  ) : (
    <a href={banner.link} target="_blank" rel="noopener noreferrer" aria-label={banner.title}>
      {image}
    </a>
  );
}

export function BannerHero({ banners, loading }: { banners: Banner[] | undefined; loading: boolean }) {
  const strip = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);

  if (loading) {
    return (
      <AspectRatio ratio={BANNER_ASPECT_RATIO} rounded="2xl" overflow="hidden">
        <Skeleton />
      </AspectRatio>
    );
  }
  if (!banners || banners.length === 0) {
    return (
      <Flex
        direction="column"
        justify="center"
        gap="2"
        rounded="2xl"
        p={{ base: '6', md: '10' }}
        minH={{ base: '40', md: '56' }}
        bgImage="linear-gradient(135deg, #16275a 0%, #060b1d 70%)"
        borderWidth="1px"
        borderColor="border.subtle"
      >
        <Heading as="h2" size={{ base: 'xl', md: '3xl' }} color="brand.fg">
          หวยออนไลน์และเกมครบวงจร
        </Heading>
        <Text color="fg.muted">แทงหวย ยี่กี สล็อต คาสิโน และกีฬา ในที่เดียว</Text>
      </Flex>
    );
  }

  const goTo = (index: number) => {
    const element = strip.current;
    element?.scrollTo?.({ left: index * element.clientWidth, behavior: 'smooth' });
    setActive(index);
  };

  return (
    <Box position="relative">
      <Flex
        ref={strip}
        overflowX="auto"
        rounded="2xl"
        css={{ scrollSnapType: 'x mandatory', scrollbarWidth: 'none', '&::-webkit-scrollbar': { display: 'none' } }}
        onScroll={(event) => {
          const element = event.currentTarget;
          if (element.clientWidth > 0) setActive(Math.round(element.scrollLeft / element.clientWidth));
        }}
        aria-label="แบนเนอร์"
        role="region"
      >
        {banners.map((banner, index) => (
          <AspectRatio key={banner.id} ratio={BANNER_ASPECT_RATIO} flex="0 0 100%" css={{ scrollSnapAlign: 'start' }}>
            <BannerImage banner={banner} first={index === 0} />
          </AspectRatio>
        ))}
      </Flex>
      {banners.length > 1 && (
        <HStack justify="center" gap="2" mt="2">
          {banners.map((banner, index) => (
            <Box
              as="button"
              key={banner.id}
              aria-label={`แบนเนอร์ที่ ${index + 1}`}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => goTo(index)}
              w={index === active ? '6' : '2'}
              h="2"
              rounded="full"
              bg={index === active ? 'brand.solid' : 'border.subtle'}
              transition="width 0.2s"
            />
          ))}
        </HStack>
      )}
    </Box>
  );
}
