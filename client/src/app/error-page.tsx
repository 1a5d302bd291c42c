/**
 * Error pages of docs/product.md §2/§8: the status code with "Not Found" for 404,
 * otherwise "An error occurred", each under its Thai, and a go-home link. Route errors show the
 * same as a full-page overlay (status default 500, with the message); a
 * failed chunk load reloads the page instead, at most once a minute.
 */
import { useEffect, useState } from 'react';
import { Box, Button, Flex, Heading, Text } from '@chakra-ui/react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { OVERLAY_OPACITY } from '#shared/constants.js';
import { TH } from '#shared/messages.th.js';
import { isChunkLoadError, reloadForChunkError } from '#client/lib/chunk-reload.js';

export interface ErrorViewProps {
  status: number;
  message?: string | undefined;
}

function ErrorBody({ status, message }: ErrorViewProps) {
  const notFound = status === 404;
  return (
    <Flex direction="column" align="center" gap="4" textAlign="center" px="6" py="10">
      <Heading as="h1" fontSize={{ base: '6xl', md: '7xl' }} color="brand.fg" lineHeight="1" data-testid="error-status">
        {status}
      </Heading>
      <Text fontSize="xl" fontWeight="medium">
        {notFound ? TH.errorPage.notFoundTh : TH.errorPage.otherTh}
        <Text as="span" display="block" fontSize="sm" color="fg.muted" fontWeight="normal" lang="en">
          {notFound ? TH.errorPage.notFound : TH.errorPage.other}
        </Text>
      </Text>
      {notFound && (
        <Text color="fg.muted">
          {TH.errorPage.pageNotFoundTh}
          <Text as="span" display="block" fontSize="sm" lang="en">
            {TH.errorPage.pageNotFound}
          </Text>
        </Text>
      )}
      {!notFound && message && (
        <Text color="fg.muted" maxW="md" data-testid="error-message">
          {message}
        </Text>
      )}
      <Button asChild colorPalette="brand" variant="solid" mt="2">
        <Link to="/">{TH.errorPage.goHome}</Link>
      </Button>
    </Flex>
  );
}

/** The error page as a page (the 404 catch-all). */
export function ErrorPage(props: ErrorViewProps) {
  return (
    <Flex minH="70dvh" align="center" justify="center">
      <ErrorBody {...props} />
    </Flex>
  );
}

export function NotFoundPage() {
  return <ErrorPage status={404} />;
}

/** The full-page overlay of a route error. */
export function ErrorOverlay(props: ErrorViewProps) {
  return (
    <Box
      role="alert"
      data-testid="error-overlay"
      position="fixed"
      inset="0"
      zIndex="overlay"
      bg={`rgba(6, 11, 29, ${Math.max(OVERLAY_OPACITY, 0.95)})`}
      display="flex"
      alignItems="center"
      justifyContent="center"
      overflowY="auto"
    >
      <ErrorBody {...props} />
    </Box>
  );
}

export function describeRouteError(error: unknown): ErrorViewProps {
  if (isRouteErrorResponse(error)) {
    const data = error.data as unknown;
    const message =
      typeof data === 'string' && data ? data : ((data as { message?: string } | null)?.message ?? error.statusText);
    return { status: error.status, message: message || undefined };
  }
  if (error && typeof error === 'object') {
    const { status, message } = error as { status?: unknown; message?: unknown };
    return {
      status: typeof status === 'number' && status >= 400 && status < 600 ? status : 500,
      message: typeof message === 'string' ? message : undefined,
    };
  }
  return { status: 500, message: typeof error === 'string' ? error : undefined };
}

/** errorElement of the root route. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const chunkError = isChunkLoadError(error);
  // Decided once per error: reload now, or show the overlay when a reload was tried less than a minute ago.
  const [reloading] = useState(() => chunkError && reloadForChunkError());

  useEffect(() => {
    if (!chunkError) console.warn('route error', error);
  }, [chunkError, error]);

  if (reloading) return null;
  const view = describeRouteError(error);
  return <ErrorOverlay status={view.status} message={view.message} />;
}
