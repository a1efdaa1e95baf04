import { readFileSync } from 'node:fs';

/**
 * The clock of the risk exceptions: `base`, moved ahead by the milliseconds written in `offsetFile` when one is set
 * (VMDASH_TEST_CLOCK_FILE, tests only): a system test writes e.g. `7776000000` to move 90 days ahead without sleeping.
 * The file is read at every call; a missing, empty or malformed file counts as 0.
 */
export function exceptionClockOf(base: () => Date, offsetFile: string | undefined): () => Date {
  if (offsetFile === undefined) return base;
  const offsetMs = (): number => {
    try {
      const text = readFileSync(offsetFile, 'utf8').trim();
      return /^-?\d+$/.test(text) ? Number(text) : 0;
    } catch {
      return 0;
    }
  };
  return () => new Date(base().getTime() + offsetMs());
}
