import { useState } from 'react';

let keySeed = 0;
const newKey = () => `segment-${++keySeed}`;

/**
 * Keys for a list of segments after a change the list did not make itself (a flight lookup
 * inserting a leg, a plan loaded anew): a segment still there as the same object keeps its key,
 * an edited one keeps the key of its place, and any other gets a new key.
 *
 * @example
 * reconcileKeys([a, b], ['k1', 'k2'], [a, x, b], () => 'k3') // ['k1', 'k3', 'k2']
 */
export function reconcileKeys<S>(before: readonly S[], keys: readonly string[], after: readonly S[], fresh: () => string = newKey): string[] {
  const out: (string | undefined)[] = after.map(() => undefined);
  const used = new Set<string>();
  after.forEach((segment, i) => {
    const j = before.findIndex((s, k) => s === segment && keys[k] !== undefined && !used.has(keys[k] as string));
    const key = j === -1 ? undefined : keys[j];
    if (key !== undefined) {
      out[i] = key;
      used.add(key);
    }
  });
  return out.map((key, i) => {
    if (key !== undefined) return key;
    const same = keys[i];
    const chosen = same !== undefined && !used.has(same) ? same : fresh();
    used.add(chosen);
    return chosen;
  });
}

/**
 * Stable React keys for a segment list. The list's own changes (add, remove, move) say which keys
 * the new list has with `expect`; any other change is reconciled (see {@link reconcileKeys}).
 *
 * @example
 * const { keys, expect } = useSegmentKeys(segments);
 */
export function useSegmentKeys<S>(segments: readonly S[]) {
  const [shown, setShown] = useState(() => ({ segments, keys: reconcileKeys<S>([], [], segments) }));
  const [expected, setExpected] = useState<{ readonly segments: readonly S[]; readonly keys: string[] } | null>(null);
  // A new list takes its keys while rendering (React renders again at once with them), so that
  // its widgets never show for one render under the keys of the list before.
  let current = shown;
  if (segments !== shown.segments) {
    const planned = expected !== null && expected.segments === segments ? expected.keys : null;
    current = { segments, keys: planned ?? reconcileKeys(shown.segments, shown.keys, segments) };
    setShown(current);
    if (expected !== null) setExpected(null);
  }
  return {
    keys: current.keys,
    /** Declares the keys of a list about to be handed to onChange. */
    expect: (next: readonly S[], nextKeys: string[]) => setExpected({ segments: next, keys: nextKeys }),
    newKey,
  };
}
