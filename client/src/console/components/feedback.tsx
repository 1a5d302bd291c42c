import { Alert } from '@chakra-ui/react';

/** The outcome of the last action in a panel: what was done, or the Thai refusal as the server said it. */
export type Feedback = { status: 'success' | 'error'; text: string } | null;

export function FeedbackAlert({ feedback }: { feedback: Feedback }) {
  if (!feedback) return null;
  return (
    <Alert.Root status={feedback.status} role={feedback.status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{feedback.text}</Alert.Title>
    </Alert.Root>
  );
}
