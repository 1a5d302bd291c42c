import { Box } from '@chakra-ui/react';
import { NavLink } from 'react-router-dom';

/** One entry of the site menu, in the header's row and in the phone's drawer. */
export function MenuLink({ to, label, onNavigate }: { to: string; label: string; onNavigate?: () => void }) {
  return (
    <Box
      asChild
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      whiteSpace="nowrap"
      color="fg.default"
      _hover={{ color: 'brand.fg', bg: 'bg.raised' }}
      css={{ '&[aria-current=page]': { color: 'brand.fg' } }}
    >
      <NavLink to={to} onClick={onNavigate}>
        {label}
      </NavLink>
    </Box>
  );
}
