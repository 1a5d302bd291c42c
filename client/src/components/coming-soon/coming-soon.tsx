/**
 * The honest placeholder of an area not built yet: its Thai heading and one
 * line saying the section opens soon. No fake figures, no dead buttons.
 */
import { Flex, Heading, Icon, Text } from '@chakra-ui/react';
import { LuConstruction } from 'react-icons/lu';

export const COMING_SOON_TEXT = 'ส่วนนี้กำลังจะเปิดให้บริการ';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Flex direction="column" align="center" textAlign="center" gap="3" py={{ base: '10', md: '16' }}>
      <Icon as={LuConstruction} boxSize="12" color="brand.fg" aria-hidden />
      <Heading as="h1" size={{ base: 'xl', md: '2xl' }}>
        {title}
      </Heading>
      <Text color="fg.muted">{COMING_SOON_TEXT}</Text>
    </Flex>
  );
}
