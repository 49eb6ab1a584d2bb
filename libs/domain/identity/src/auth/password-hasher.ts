import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { MESSAGES } from '@app/common';

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set([
  '12345678',
  '123456789',
  '1234567890',
  'password',
  'password1',
  'motdepasse',
  'azertyuiop',
  'azerty123',
  'qwertyuiop',
  'iloveyou',
  '11111111',
  '00000000',
  'bebestar',
]);

/** Problems with a new password, in French; empty when it is acceptable. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push(MESSAGES.auth.passwordTooShort);
  if (/^\d+$/.test(password)) problems.push(MESSAGES.auth.passwordNumeric);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) problems.push(MESSAGES.auth.passwordTooCommon);
  return problems;
}

@Injectable()
export class PasswordHasher {
  /** A real hash of nothing, so that a login for an unknown e-mail costs as much as one with a wrong password. */
  private readonly decoy = argon2.hash('decoy-password-for-timing', ARGON2_OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password);
      return false;
    }
    return argon2.verify(hash, password);
  }
}
