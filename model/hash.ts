/**
 * A 32-bit FNV-1a hash of a string: the generator's variant choice reads it
 * from a place's name (generator/hash.ts). Stable across runs and machines,
 * unlike an object's order or a random seed.
 */
export function hashName(name: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}
