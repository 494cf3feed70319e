/**
 * Variant choice: a 32-bit FNV-1a hash of the location name picks
 * one of 8 title variants (hash mod 8); the description and FAQ set use the
 * same index. Content blocks with 5 variants read further digits of the same
 * hash, so each block varies on its own while staying fixed for a name.
 */

/** A 32-bit FNV-1a hash of a string: stable across runs and machines, unlike an object's order or a random seed. */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of 8: the title, description and FAQ set of a page. */
export function variantIndex(name: string): number {
  return hashName(name) % 8;
}

/**
 * One of `count` for content block number `block` (0, 1, 2, ...): the hash
 * read as a mixed-radix number, 8 for the variant index, then `count` per block.
 */
export function blockIndex(name: string, block: number, count = 5): number {
  return Math.floor(hashName(name) / (8 * count ** block)) % count;
}
