/**
 * Deterministic variety: the same conversation always gets the same reply (so tests and support can reproduce
 * it), while different messages and different points of a conversation get different wordings.
 */

/** FNV-1a, 32 bits: fast, stable across platforms, good enough to spread choices. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `items`, chosen by the seed and a salt naming the slot, so two slots of one reply vary independently. */
export function pick<T>(items: readonly T[], seed: number, salt: string): T {
  if (items.length === 0) throw new Error(`Nothing to pick for ${salt}`);
  return items[hashText(`${salt}:${seed}`) % items.length] as T;
}

/** Picks for one reply: the seed is fixed, each call names its slot. */
export type Chooser = <T>(items: readonly T[], salt: string) => T;

export function chooserFor(seed: number): Chooser {
  return (items, salt) => pick(items, seed, salt);
}

/**
 * Like pick, but prefers items the conversation has not seen yet (`said`), and failing that items Aria did not
 * use in her last reply (`last`), so a question is not asked twice in a row.
 */
export function pickFresh(
  items: readonly string[],
  seed: number,
  salt: string,
  said: string,
  last: string | null,
): string {
  // A stored question is also sent decapitalised after a colon ("…tudo bem também: se quiser, me conta…"): said
  // before is judged without the first letter's case, or the same question comes back the very next turn.
  const seen = (text: string, item: string) => text.includes(item) || text.includes(decapitalize(item));
  const unseen = items.filter((item) => !seen(said, item));
  if (unseen.length > 0) return pick(unseen, seed, salt);
  const notLast = items.filter((item) => !(last !== null && seen(last, item)));
  return pick(notLast.length > 0 ? notLast : items, seed, salt);
}

/** Upper-cases the first letter, for a sentence built from parts. */
export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases the first letter, to continue a sentence with a stored question. */
export function decapitalize(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
