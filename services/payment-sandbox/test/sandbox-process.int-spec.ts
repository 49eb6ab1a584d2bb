import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '@app/testing';

const ROOT = join(__dirname, '..', '..', '..');

/** The sandbox from its sources (`services/payment-sandbox/src/main.ts`), in an environment of its own. */
function spawnSandbox(env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['-r', 'ts-node/register/transpile-only', '-r', 'tsconfig-paths/register', 'services/payment-sandbox/src/main.ts'],
    { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'], env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env } },
  );
}

/** Whether something answers HTTP at `url` (false when the connection is refused). */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return true;
  } catch {
    return false;
  }
}

describe('the payment sandbox process', () => {
  const children: ChildProcess[] = [];
  afterEach(() => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  });

  it('listens on the loopback only by default', async () => {
    const port = await freePort();
    const sandbox = spawnSandbox({ NODE_ENV: 'development', PAYMENT_SANDBOX_PORT: String(port) });
    children.push(sandbox);
    const deadline = Date.now() + 60_000;
    while (!(await answers(`http://127.0.0.1:${port}/_sandbox/behaviour`))) {
      if (sandbox.exitCode !== null || Date.now() > deadline) throw new Error('the sandbox did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Linux routes all of 127.0.0.0/8 to the loopback: a socket bound to every interface answers
    // there too, one bound to 127.0.0.1 does not.
    expect(await answers(`http://127.0.0.2:${port}/_sandbox/behaviour`)).toBe(false);
  }, 90_000);

  it('refuses to start in production', async () => {
    const port = await freePort();
    const key = () => randomBytes(32).toString('hex');
    const sandbox = spawnSandbox({
      NODE_ENV: 'production',
      PAYMENTS_MODE: 'sandbox',
      PAYMENT_SANDBOX_PORT: String(port),
      JWT_SECRET: key(),
      IP_HASH_SECRET: key(),
      TRANSPARENCY_SALT: key(),
      PUSH_SIGNING_KEY: key(),
      SMTP_URL: 'smtp://mail.example:587',
    });
    children.push(sandbox);
    let errors = '';
    sandbox.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 60_000);
      sandbox.once('exit', (exitCode) => {
        clearTimeout(timer);
        resolve(exitCode);
      });
    });
    expect(code).toBe(1);
    expect(errors).toContain('interdit en production');
    expect(await answers(`http://127.0.0.1:${port}/_sandbox/behaviour`)).toBe(false);
  }, 90_000);
});
