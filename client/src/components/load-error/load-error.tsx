import { Alert, Button } from '@chakra-ui/react';

/** A query that failed: the server's Thai message and a way to try again. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert.Root status="error" variant="solid" rounded="lg" alignItems="center">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
      </Alert.Content>
      {onRetry && (
        <Button size="sm" variant="outline" color="white" borderColor="whiteAlpha.700" _hover={{ bg: "whiteAlpha.200" }} onClick={onRetry} minH="11">
          ลองใหม่
        </Button>
      )}
    </Alert.Root>
  );
}
