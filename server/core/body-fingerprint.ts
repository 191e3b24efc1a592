/**
 * What makes two request bodies the same for an Idempotency-Key (docs/write-side.md "Durability"): the same values,
 * whatever the order of their keys or the spaces between them. The SHA-256 of the body written with its keys sorted.
 */
import { createHash } from 'node:crypto';

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function bodyFingerprint(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(sortedKeys(body)))
    .digest('base64url');
}
