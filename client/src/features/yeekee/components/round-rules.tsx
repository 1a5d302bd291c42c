/** The category's rules as the server writes them from its settings (formula, cooldown, rewards). */
import { memo } from 'react';
import { Box, Stack, Text } from '@chakra-ui/react';
import { useRule } from '../api/get-rule.js';

export const RoundRules = memo(function RoundRules({ categoryId }: { categoryId: number }) {
  const rule = useRule(categoryId);
  if (!rule.data || rule.data.rules.length === 0) return null;
  return (
    <Box
      as="details"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
      css={{ '& > summary': { cursor: 'pointer', fontWeight: 'bold', minHeight: '2.5rem', display: 'flex', alignItems: 'center' } }}
    >
      <summary>กติกาและรางวัลผู้ยิงเลข</summary>
      <Stack as="ul" gap="1.5" mt="2" ps="5" listStyleType="disc" fontSize="sm" color="fg.muted">
        {rule.data.rules.map((line) => (
          <Text as="li" key={line}>
            {line}
          </Text>
        ))}
      </Stack>
    </Box>
  );
});
