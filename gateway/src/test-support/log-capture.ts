import { redirectLogs, type LogLevel } from '#server-kit/observability/logger.js';

export interface CapturedLogs {
  /** every line written since the capture began, parsed */
  lines: Record<string, unknown>[];
  /** every line as written, for "this secret appears nowhere" */
  text(): string;
  restore(): void;
}

/** The process logger's lines, kept in memory at `level` until `restore()` (tests are silent otherwise). */
export function captureLogs(level: LogLevel = 'info'): CapturedLogs {
  const raw: string[] = [];
  const lines: Record<string, unknown>[] = [];
  const restore = redirectLogs(
    {
      write(line: string) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
    level,
  );
  return { lines, text: () => raw.join(''), restore };
}
