import { IconButton } from '@chakra-ui/react';
import { FaLine } from 'react-icons/fa6';
import { useAgentConfig } from '../../agent-data/get-agent-config.js';

/** Floating "contact us" button to the agent's LINE (spec §2); hidden when the agent has none. */
export function ContactButton() {
  const url = useAgentConfig().data?.info.line_contact_url;
  if (!url) return null;
  return (
    <IconButton
      asChild
      aria-label="ติดต่อเราทางไลน์"
      title="ติดต่อเราทางไลน์"
      position="fixed"
      right="4"
      bottom="20"
      zIndex="docked"
      size="xl"
      rounded="full"
      bg="#06c755"
      color="white"
      shadow="lg"
      _hover={{ bg: '#05a948' }}
      css={{ '& svg': { width: '28px', height: '28px' } }}
    >
      <a href={url} target="_blank" rel="noopener noreferrer">
        <FaLine />
      </a>
    </IconButton>
  );
}
