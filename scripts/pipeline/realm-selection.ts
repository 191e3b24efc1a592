import { ConfigError } from '../../src/config/config-error.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';

/**
 * The realms a run builds: `--realm a,b` names them, `--shard k/n` takes every n-th realm (by sorted id) starting
 * at the k-th, so that n machines together build each realm exactly once.
 */
export function selectRealms(all: RealmConfig[], options: { realm?: string; shard?: string }): RealmConfig[] {
  let selected = [...all].sort((a, b) => a.id.localeCompare(b.id));
  if (options.realm) {
    const wanted = options.realm
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    const unknown = wanted.filter((id) => !selected.some((r) => r.id === id));
    if (unknown.length) throw new ConfigError(`Unknown realm(s): ${unknown.join(', ')} (known: ${selected.map((r) => r.id).join(', ')})`);
    selected = selected.filter((r) => wanted.includes(r.id));
  }
  if (options.shard) {
    const match = /^(\d+)\/(\d+)$/.exec(options.shard);
    const k = Number(match?.[1]);
    const n = Number(match?.[2]);
    if (!match || n < 1 || k < 1 || k > n) throw new ConfigError(`--shard expects k/n with 1 ≤ k ≤ n, e.g. 2/4; received "${options.shard}"`);
    selected = selected.filter((_, i) => i % n === k - 1);
  }
  return selected;
}
