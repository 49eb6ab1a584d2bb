/**
 * Preloaded into the API processes and the worker by `npm run bench -- --profile` (`node -r …/cpu-profile-hook.ts`).
 * The first SIGWINCH starts V8's sampling profiler, the second stops it and writes a
 * (SIGWINCH because Nest's enableShutdownHooks() closes the app on SIGUSR2; a process whose
 * output is not a terminal ignores SIGWINCH otherwise)
 * `.cpuprofile` (open it in Chrome DevTools or speedscope) into BENCH_PROFILE_DIR. The bench sends
 * them around the measured vote path only, so the profile holds no start-up or seeding.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { join } from 'node:path';

const directory = process.env.BENCH_PROFILE_DIR ?? 'var/bench/profiles';
/** The profile file's prefix: the process it profiles (`api`, `worker`). */
const name = process.env.BENCH_PROFILE_NAME ?? 'api';
const session = new Session();
session.connect();
let running = false;

function post(method: string, params: object = {}): Promise<unknown> {
  return new Promise((resolve, reject) =>
    session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

async function toggle(): Promise<void> {
  if (!running) {
    await post('Profiler.enable');
    await post('Profiler.setSamplingInterval', { interval: 200 });
    await post('Profiler.start');
    running = true;
    return;
  }
  const { profile } = (await post('Profiler.stop')) as { profile: unknown };
  running = false;
  const file = join(directory, `${name}-${process.pid}-${Date.now()}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  process.stderr.write(`[bench] CPU profile written: ${file}\n`);
}

process.on('SIGWINCH', () => {
  toggle().catch((error: unknown) => process.stderr.write(`[bench] CPU profile failed: ${String(error)}\n`));
});
