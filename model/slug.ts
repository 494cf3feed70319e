/** Slug and display-name rules of place pages: lowercase, spaces to hyphens, other symbols removed. */

/** Lowercase, spaces to hyphens, other symbols removed: "Stow-on-the-Wold" → "stow-on-the-wold". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[\s_]+/g, "-")
    .replace(/[^a-z0-9-]/g, "")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

/** The compound form name-county: "broadwell-oxfordshire". */
export function compoundSlug(name: string, county: string): string {
  return slugify(`${name} ${county}`);
}

const LOWERCASE_WORDS = new Set(["on", "the", "under", "in"]);

/**
 * Rebuilds a display name from a slug: capitalised words, with 'on the',
 * 'under' and 'in' lowercased and 'St' written 'Saint'.
 * "stow-on-the-wold" → "Stow on the Wold"; "st-briavels" → "Saint Briavels".
 */
export function displayNameFromSlug(slug: string): string {
  return slug
    .split("-")
    .filter(Boolean)
    .map((word, i) => {
      if (word === "st") return "Saint";
      if (i > 0 && LOWERCASE_WORDS.has(word)) return word;
      return word.charAt(0).toUpperCase() + word.slice(1);
    })
    .join(" ");
}

const DROPPABLE_PREFIXES = ["Great", "Little", "Upper", "Lower", "North", "South", "East", "West"];

/**
 * The names a rebuilt display name may stand for: itself, with hyphens and
 * spaces swapped, with St and Saint swapped, and without a leading
 * Great/Little/Upper/Lower/North/South/East/West. In that order, no repeats.
 */
export function nameVariants(displayName: string): string[] {
  const variants = new Set<string>();
  const addSpellings = (name: string) => {
    for (const spaced of [name, name.replace(/ /g, "-"), name.replace(/-/g, " ")]) {
      variants.add(spaced);
      variants.add(spaced.replace(/\bSaint\b/g, "St"));
      variants.add(spaced.replace(/\bSt\b/g, "Saint"));
    }
  };
  addSpellings(displayName);
  const [first, ...rest] = displayName.split(" ");
  if (first && DROPPABLE_PREFIXES.includes(first) && rest.length > 0) addSpellings(rest.join(" "));
  return [...variants];
}
