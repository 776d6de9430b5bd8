import { hash, verify } from '@node-rs/argon2';

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes); argon2 reads the whole password, no truncation. */
// 2 is Algorithm.Argon2id (a const enum, which unbuilt TypeScript cannot read).
const options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the same time as a real check, so that an unknown email answers as slowly as a wrong password. */
export async function spendPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('qamar-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}
