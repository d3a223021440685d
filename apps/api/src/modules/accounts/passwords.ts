// Password hashing with argon2id at OWASP's recommended parameters (19 MiB, 2 iterations, 1 lane).
import { hash, verify } from '@node-rs/argon2';

const OWASP = { algorithm: 2 /* Argon2id */, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OWASP);
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the username does not exist, so timing does not reveal which names are taken. */
export const dummyHash = hashPassword('cortex-timing-equaliser');
