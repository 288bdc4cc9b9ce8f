/**
 * Pure list operations behind the segment editor. Each returns a new list and leaves the given one
 * untouched; an index outside the list changes nothing.
 */

/**
 * The list with `item` inserted at `index` (clamped to the list's ends).
 *
 * @example
 * insertAt(['a', 'c'], 1, 'b') // ['a', 'b', 'c']
 */
export function insertAt<T>(list: readonly T[], index: number, item: T): T[] {
  const at = Math.min(Math.max(index, 0), list.length);
  return [...list.slice(0, at), item, ...list.slice(at)];
}

/**
 * The list without the item at `index`.
 *
 * @example
 * removeAt(['a', 'b', 'c'], 1) // ['a', 'c']
 */
export function removeAt<T>(list: readonly T[], index: number): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return [...list.slice(0, index), ...list.slice(index + 1)];
}

/**
 * The list with the item at `from` moved to `to` (the others keep their order).
 *
 * @example
 * moveItem(['a', 'b', 'c'], 2, 0) // ['c', 'a', 'b']
 */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const without = removeAt(list, from);
  return insertAt(without, to, list[from] as T);
}

/**
 * The list with the item at `index` replaced.
 *
 * @example
 * replaceAt(['a', 'b'], 1, 'B') // ['a', 'B']
 */
export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  if (index < 0 || index >= list.length) return [...list];
  return list.map((x, i) => (i === index ? item : x));
}
