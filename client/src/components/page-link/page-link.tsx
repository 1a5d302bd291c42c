/**
 * A link to another page of the member site: in the site a router link; in
 * the launcher's frame (`newTab`) a plain link to a new tab, so the game that
 * links out keeps running.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Link, type LinkProps } from '@chakra-ui/react';

export interface PageLinkProps extends Omit<LinkProps, 'href' | 'asChild' | 'children'> {
  to: string;
  newTab?: boolean;
  children: ReactNode;
}

export function PageLink({ to, newTab = false, children, ...style }: PageLinkProps) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline" alignSelf="flex-start" {...style}>
      {newTab ? (
        <a href={to} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      ) : (
        <RouterLink to={to}>{children}</RouterLink>
      )}
    </Link>
  );
}
