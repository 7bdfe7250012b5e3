// Password hashing (argon2id) and the administrator's complexity rule.
import argon2 from 'argon2';
import { PASSWORD_RULES, type PasswordComplexity } from '../../shared/settings';
import { AppError } from '../http/errors';

// OWASP's argon2id parameters: 19 MiB, 2 iterations, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies; with no hash (unknown user, social-only account) still spends the same time. */
export async function verifyPassword(hash: string | null | undefined, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= argon2.hash('signet-dummy-password', OPTIONS);
    await argon2.verify(await dummyHash, password);
    return false;
  }
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

export function assertPasswordAllowed(
  password: string,
  complexity: PasswordComplexity,
  field = 'password',
): void {
  const rule = PASSWORD_RULES[complexity];
  if (!rule.test(password)) {
    throw new AppError('validation_failed', `Password too weak. ${rule.description}`, {
      fields: { [field]: rule.description },
    });
  }
}
