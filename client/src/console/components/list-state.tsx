import { Alert, Button, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';

/**
 * Loading, refusal (with a retry) or empty state of a console list; nothing
 * once it has rows. A paged answer names its rows (`rows`, e.g. `data.items`).
 */
export function ListState<T>({ query, rows, empty }: { query: UseQueryResult<T>; rows?: unknown[] | undefined; empty: string }) {
  if (query.isPending) return <Text color="fg.muted">กำลังโหลด...</Text>;
  if (query.isError && !query.data) {
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Title flex="1">{query.error.message}</Alert.Title>
        <Button size="xs" variant="outline" onClick={() => void query.refetch()}>
          ลองใหม่
        </Button>
      </Alert.Root>
    );
  }
  const list = rows ?? (Array.isArray(query.data) ? query.data : undefined);
  if (list?.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return null;
}
