import { Button, IconButton } from '@chakra-ui/react';
import { FaLine } from 'react-icons/fa6';
import { useAgentConfig } from '#client/site-data/get-agent-config.js';
import { FLOATING_FROM } from '../announcement-dialog/event-button.js';

type Breakpoint = 'md' | 'lg' | 'xl' | '2xl';

/**
 * Floating "contact us" button to the agent's LINE (docs/product.md §2); hidden when the
 * agent has none, and below `floatingFrom`, the width from which the layout's
 * content column leaves a gutter for it: narrower, it would cover content. There
 * the default layout's footer tab "ติดต่อเรา" reaches the same LINE, and the
 * payment layout (no footer) shows ContactHeaderButton in its bar.
 */
export function ContactButton({ floatingFrom = FLOATING_FROM }: { floatingFrom?: Breakpoint }) {
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
      hideBelow={floatingFrom}
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

/** The same LINE link as a small button in a bar, below `hideFrom`. */
export function ContactHeaderButton({ hideFrom }: { hideFrom: Breakpoint }) {
  const url = useAgentConfig().data?.info.line_contact_url;
  if (!url) return null;
  return (
    <IconButton asChild aria-label="ติดต่อเราทางไลน์" title="ติดต่อเราทางไลน์" size="sm" rounded="full" bg="#06c755" color="white" hideFrom={hideFrom}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <FaLine />
      </a>
    </IconButton>
  );
}

/** The same LINE link as a full-width button, where a page asks the member to contact the agent. */
export function ContactLineButton({ children = 'ติดต่อเจ้าหน้าที่ทาง LINE' }: { children?: string }) {
  const url = useAgentConfig().data?.info.line_contact_url;
  if (!url) return null;
  return (
    <Button asChild w="full" size="lg" bg="#06c755" color="white" _hover={{ bg: '#05a948' }}>
      <a href={url} target="_blank" rel="noopener noreferrer">
        <FaLine />
        {children}
      </a>
    </Button>
  );
}
