/** How long `eventually` asks, and how often. */
export interface EventuallyOptions {
  /** What is awaited, named in the failure. */
  what?: string;
  timeoutMs?: number;
  everyMs?: number;
}

/**
 * Asks `probe` again until it answers something (anything but undefined, null or false) and resolves
 * with that answer; fails naming what it awaited once `timeoutMs` has passed. Tests wait on a condition
 * this way, never for a fixed time.
 */
export async function eventually<T>(
  probe: () => T | Promise<T>,
  { what = 'the condition', timeoutMs = 20_000, everyMs = 50 }: EventuallyOptions = {},
): Promise<Exclude<T, undefined | null | false>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await probe();
    if (answer !== undefined && answer !== null && answer !== false)
      return answer as Exclude<T, undefined | null | false>;
    if (Date.now() > deadline) throw new Error(`${what} not reached within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
