/**
 * Shooting a number: exactly five digits from the numeric keypad (or "สุ่มเลข"),
 * sent to yeekee/shoot. After a shot the server's `next_shot_at` runs as a
 * countdown on the server's clock; the server's Thai message shows when it
 * refuses. Visitors see a login button instead.
 */
import { memo, useEffect, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, HStack, Input, Progress, Stack, Text } from '@chakra-ui/react';
import { LuDices, LuLogIn, LuSend } from 'react-icons/lu';
import type { YeekeeShot, ZShootRequest } from '#shared/api/lotto/yeekee.js';
import { YEEKEE_SHOT_COOLDOWN_SECONDS } from '#shared/api/lotto/yeekee-limits.js';
import { ErrorCode, errorEntry } from '#shared/errors.js';
import { useIsLoggedIn } from '#client/lib/session.js';
import { OpenAuthButton } from '#client/components/open-auth-button/open-auth-button.js';
import { useNextShotAt, useShoot } from '../api/shoot.js';
import { countText } from '../format.js';
import { TICK_MS, useServerClock, useServerNow } from '#client/lib/use-server-now.js';

/** Five random digits from the browser's CSPRNG (2^32 mod 100000 leaves a bias below 0.003 %). */
export function randomFiveDigits(): string {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return String((value ?? 0) % 100_000).padStart(5, '0');
}

type ShootRequestSchema = typeof ZShootRequest;
let shootRequest: Promise<ShootRequestSchema> | null = null;

/**
 * The shot's schema, fetched when a member's form mounts (after hydration): the
 * round page's first route carries no zod (docs/decisions/0054).
 */
function loadShootRequest(): Promise<ShootRequestSchema> {
  shootRequest ??= import('#shared/api/lotto/yeekee.js').then(
    (module) => module.ZShootRequest,
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deployment): the next shot tries again.
      shootRequest = null;
      throw error;
    },
  );
  return shootRequest;
}

/** Memoised: its props hold still while the shot list above it turns over five times a second. */
export const ShootPanel = memo(function ShootPanel({
  roundId,
  open,
  onShot,
}: {
  roundId: number;
  open: boolean;
  onShot?: (shot: YeekeeShot) => void;
}) {
  const loggedIn = useIsLoggedIn();
  return (
    <Stack
      as="section"
      aria-labelledby="yeekee-shoot-title"
      gap="3"
      bg="bg.surface"
      borderWidth="1px"
      borderColor="border.subtle"
      rounded="xl"
      p={{ base: '3', md: '4' }}
    >
      <Text id="yeekee-shoot-title" fontWeight="bold" fontSize="lg">
        ยิงเลข
      </Text>
      {!open ? (
        <Text color="fg.muted">เปิดให้ยิงเลขเมื่อเปิดรอบ</Text>
      ) : loggedIn ? (
        <ShootForm roundId={roundId} onShot={onShot} />
      ) : (
        <Stack gap="2" align="stretch">
          <Text color="fg.muted" fontSize="sm">
            ผู้เยี่ยมชมดูการยิงเลขได้ เข้าสู่ระบบเพื่อร่วมยิงเลข
          </Text>
          <OpenAuthButton modal="login" colorPalette="brand" size="lg" minH="12">
            <LuLogIn aria-hidden />
            เข้าสู่ระบบเพื่อยิงเลข
          </OpenAuthButton>
        </Stack>
      )}
    </Stack>
  );
});

function ShootForm({ roundId, onShot }: { roundId: number; onShot?: (shot: YeekeeShot) => void }) {
  const [number, setNumber] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [done, setDone] = useState<YeekeeShot | null>(null);
  const mutation = useShoot();
  const nextShotAt = useNextShotAt();
  // Read each quarter second, so the button comes back when the cooldown ends; the form
  // re-renders only when the whole seconds left change.
  const waitSeconds = useServerClock((now) => Math.max(0, Math.ceil((nextShotAt ? Date.parse(nextShotAt) - now : 0) / 1000)));
  const coolingDown = waitSeconds > 0;

  useEffect(() => {
    loadShootRequest().catch(() => {});
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (coolingDown || mutation.isPending) return;
    let schema: ShootRequestSchema;
    try {
      schema = await loadShootRequest();
    } catch {
      setInvalid(errorEntry(ErrorCode.UPSTREAM_DOWN).message);
      return;
    }
    const parsed = schema.safeParse({ round_id: roundId, number });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? 'กรุณากรอกตัวเลข 5 หลัก');
      return;
    }
    setInvalid(null);
    setDone(null);
    mutation.mutate(parsed.data, {
      onSuccess: (answer) => {
        setDone(answer.shot);
        setNumber('');
        onShot?.(answer.shot);
      },
    });
  };

  return (
    <Stack asChild gap="3">
      <form onSubmit={submit} noValidate aria-label="ยิงเลข">
        <Field.Root invalid={invalid !== null}>
          <Field.Label fontSize="sm" color="fg.muted">
            เลขที่จะยิง (ตัวเลข 5 หลัก 00000–99999)
          </Field.Label>
          <HStack gap="2" w="full">
            <Input
              value={number}
              onChange={(event) => {
                setNumber(event.target.value.replace(/\D/g, '').slice(0, 5));
                setInvalid(null);
              }}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete="off"
              maxLength={5}
              placeholder="00000"
              aria-label="เลขที่จะยิง 5 หลัก"
              size="xl"
              flex="1"
              minW="0"
              textAlign="center"
              fontSize="3xl"
              letterSpacing="0.3em"
              fontVariantNumeric="tabular-nums"
              bg="bg.canvas"
            />
            <Button
              type="button"
              variant="outline"
              colorPalette="brand"
              size="xl"
              minH="14"
              onClick={() => {
                setNumber(randomFiveDigits());
                setInvalid(null);
              }}
            >
              <LuDices aria-hidden />
              สุ่มเลข
            </Button>
          </HStack>
          {invalid && <Field.ErrorText>{invalid}</Field.ErrorText>}
        </Field.Root>

        <Button type="submit" colorPalette="brand" size="xl" minH="14" disabled={coolingDown} loading={mutation.isPending} loadingText="กำลังยิงเลข">
          <LuSend aria-hidden />
          {coolingDown ? `ยิงได้อีกครั้งใน ${waitSeconds} วินาที` : 'ยิงเลข'}
        </Button>

        {coolingDown && nextShotAt && <CooldownBar nextShotAt={nextShotAt} />}

        {done && !mutation.isError && (
          <Alert.Root status="success" rounded="lg" data-testid="shot-done">
            <Alert.Indicator />
            <Alert.Title>
              ยิงเลข {done.number} แล้ว (ลำดับที่ {countText(done.seq)})
            </Alert.Title>
          </Alert.Root>
        )}
        {mutation.isError && (
          <Alert.Root status="error" rounded="lg" role="alert">
            <Alert.Indicator />
            <Alert.Title>{mutation.error.message}</Alert.Title>
          </Alert.Root>
        )}
      </form>
    </Stack>
  );
}

/** The cooldown's bar, a quarter second at a time: only this bar re-renders so often, not the form. */
function CooldownBar({ nextShotAt }: { nextShotAt: string }) {
  const waitMs = Date.parse(nextShotAt) - useServerNow(TICK_MS);
  return (
    <Box data-testid="shot-cooldown">
      <Progress.Root
        value={Math.min(100, (waitMs / (YEEKEE_SHOT_COOLDOWN_SECONDS * 1000)) * 100)}
        size="xs"
        colorPalette="brand"
        aria-label="เวลารอก่อนยิงครั้งถัดไป"
      >
        <Progress.Track>
          <Progress.Range transition="width 0.25s linear" />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="xs" color="fg.muted" mt="1">
        ยิงได้ 1 ครั้งทุก {YEEKEE_SHOT_COOLDOWN_SECONDS} วินาที
      </Text>
    </Box>
  );
}
