/**
 * `/liff/{name}`: one of the site's member pages inside the LIFF layout
 * (docs/product.md §2's liff layout; docs/decisions/0044). The name picks the page from
 * LIFF_PAGES, a member page asks a visitor to log in as on the site, an
 * unknown name is the 404 page, and `/liff` alone lists what LINE can open.
 */
import { Suspense } from 'react';
import { Button, Heading, SimpleGrid, Skeleton, Stack } from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import { NotFoundPage } from '#client/app/error-page.js';
import { RequireMember } from '#client/app/require-member.js';
import { LIFF_PAGES, liffPage } from './liff-pages.js';

export function LiffPage() {
  const { name } = useParams();
  if (name === undefined) return <LiffMenu />;
  const entry = liffPage(name);
  if (!entry) return <NotFoundPage />;
  return (
    <RequireMember path={entry.sitePath}>
      <Suspense fallback={<Skeleton h="64" rounded="xl" aria-label="กำลังโหลด" />}>
        <entry.Page />
      </Suspense>
    </RequireMember>
  );
}

function LiffMenu() {
  return (
    <Stack gap="4">
      <Heading as="h1" size="xl">
        บริการผ่านไลน์
      </Heading>
      <SimpleGrid columns={2} gap="3">
        {Object.entries(LIFF_PAGES).map(([name, { title }]) => (
          <Button key={name} asChild minH="14" variant="outline" colorPalette="brand">
            <Link to={`/liff/${name}`}>{title}</Link>
          </Button>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
