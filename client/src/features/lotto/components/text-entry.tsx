import { useState } from 'react';
import { Button, Field, HStack, Input } from '@chakra-ui/react';

/**
 * Many numbers at once, typed or pasted ("123 456,789"). Each group of digits
 * is one entry; the parent checks its length and applies the current helper.
 */
export function TextEntry({ disabled, onSubmit }: { disabled?: boolean; onSubmit: (entries: string[]) => void }) {
  const [text, setText] = useState('');
  const submit = () => {
    const entries = text.split(/\D+/).filter(Boolean);
    if (entries.length === 0) return;
    onSubmit(entries);
    setText('');
  };
  return (
    <Field.Root>
      <Field.Label>พิมพ์เลขทีละหลายตัว</Field.Label>
      <HStack w="full" gap="2">
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              submit();
            }
          }}
          inputMode="numeric"
          placeholder="เช่น 123 456 789"
          h="12"
          fontSize="lg"
          disabled={disabled}
        />
        <Button h="12" px="5" colorPalette="brand" onClick={submit} disabled={disabled || text.trim() === ''}>
          เพิ่ม
        </Button>
      </HStack>
      <Field.HelperText>เว้นวรรคหรือใส่จุลภาคคั่นระหว่างเลข</Field.HelperText>
    </Field.Root>
  );
}
