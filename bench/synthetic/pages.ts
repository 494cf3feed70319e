/**
 * 1,200 synthetic pages shaped like ours, for the reference builds (Astro
 * and the bare renderToString loop): a quarter towns, a quarter Starlink
 * towns, a quarter Ajax towns, the rest content entries. Seeded, so every
 * run renders the same text. Imports nothing: the Astro reference project
 * gets a copy of this file.
 */

export type Family = "town" | "starlink" | "ajax" | "content";

export const FAMILIES: readonly Family[] = ["town", "starlink", "ajax", "content"];

export interface LinkItem {
  href: string;
  label: string;
  note?: string;
}

export interface Section {
  id: string;
  title: string;
  paragraphs: string[];
  list?: LinkItem[];
  table?: { caption: string; head: string[]; rows: string[][] };
  steps?: string[];
}

export interface SyntheticPage {
  family: Family;
  slug: string;
  /** The page's address, as the route of its family builds it. */
  path: string;
  title: string;
  description: string;
  eyebrow: string;
  heading: string;
  intro: string[];
  facts: { term: string; value: string }[];
  sections: Section[];
  nearby: LinkItem[];
  faq: { question: string; answer: string }[];
  breadcrumbs: LinkItem[];
}

/** 1,200 unless SYNTHETIC_PAGES says (a multiple of 4): the scale series builds 12,000 too. */
export const PAGE_COUNT = Number(process.env.SYNTHETIC_PAGES ?? 1200);
export const SITE_ORIGIN = "https://www.example.co.uk";

const WORDS = (
  "aerial signal mast transmitter freeview channel dish satellite alignment cable " +
  "amplifier booster loft roof chimney bracket bracket lashing village market river " +
  "valley hill reception picture sound multiplex weather storm repair install survey " +
  "engineer visit quote price guarantee router mesh broadband starlink alarm camera " +
  "sensor panel keypad siren detector garden barn cottage farmhouse church school"
).split(" ");

const PLACE_PARTS = [
  ["Ash", "Brad", "Carl", "Dun", "East", "Fair", "Great", "Hol", "Kings", "Little"],
  ["ton", "bury", "ford", "ley", "well", "combe", "field", "worth", "by", "stead"],
];

const FAMILY_TITLES: Record<Family, string> = {
  town: "TV Aerial, Satellite and Wi-Fi Services in",
  starlink: "Starlink Installation in",
  ajax: "Ajax Alarm and CCTV Installation in",
  content: "Guide:",
};

/** mulberry32: small, fast and the same on every machine (bench/scaled-places.ts uses it too). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(rand: Random, items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;

function sentence(rand: Random, words: number): string {
  const text = Array.from({ length: words }, () => pick(rand, WORDS)).join(" ");
  return `${text[0]!.toUpperCase()}${text.slice(1)}.`;
}

const paragraph = (rand: Random, sentences: number) =>
  Array.from({ length: sentences }, () => sentence(rand, 8 + Math.floor(rand() * 10))).join(" ");

function placeName(index: number): string {
  const [first, second] = PLACE_PARTS as [string[], string[]];
  const base = `${first[index % first.length]}${second[Math.floor(index / first.length) % second.length]}`;
  const round = Math.floor(index / (first.length * second.length));
  return round === 0 ? base : `${base} ${["Parva", "Magna", "End", "Green"][round - 1] ?? round}`;
}

const slugOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/** Each family under its own folder, as its Astro route builds it. */
const pathOf = (family: Family, slug: string) => `/${family}/${slug}`;

function table(rand: Random, caption: string): NonNullable<Section["table"]> {
  return {
    caption,
    head: ["Service", "What is included", "Price"],
    rows: Array.from({ length: 6 }, () => [
      sentence(rand, 3),
      sentence(rand, 9),
      `from £${(50 + Math.floor(rand() * 40) * 10).toFixed(0)}`,
    ]),
  };
}

function sections(rand: Random, family: Family, name: string): Section[] {
  const services: Section = {
    id: "services",
    title: `Services in ${name}`,
    paragraphs: [paragraph(rand, 2)],
    list: Array.from({ length: 5 }, (_, i) => ({
      href: `/services#service-${i}`,
      label: sentence(rand, 4),
    })),
  };
  const prices: Section = {
    id: "prices",
    title: family === "ajax" ? "Kits and prices" : "Prices",
    paragraphs: [paragraph(rand, 2)],
    table: table(rand, `Prices in ${name}`),
  };
  const job: Section = {
    id: "typical-job",
    title: "A typical job",
    paragraphs: [paragraph(rand, 4), paragraph(rand, 4), paragraph(rand, 3)],
  };
  const guides: Section = {
    id: "guides",
    title: "Guides",
    paragraphs: [],
    list: Array.from({ length: 3 }, (_, i) => ({
      href: `/content/guide-${i}`,
      label: sentence(rand, 3),
    })),
  };
  if (family === "content") {
    return [
      {
        id: "cause",
        title: "What causes it",
        paragraphs: [paragraph(rand, 5), paragraph(rand, 4)],
      },
      {
        id: "steps",
        title: "What to check first",
        paragraphs: [paragraph(rand, 2)],
        steps: Array.from({ length: 6 }, () => sentence(rand, 12)),
      },
      { id: "fix", title: "How we fix it", paragraphs: [paragraph(rand, 5), paragraph(rand, 3)] },
      prices,
      guides,
    ];
  }
  return [services, prices, job, guides];
}

function page(index: number, family: Family, placeIndex: number): SyntheticPage {
  const rand = seededRandom(index + 1);
  const name = family === "content" ? sentence(rand, 3).slice(0, -1) : placeName(placeIndex);
  const slug = family === "content" ? `${slugOf(name)}-${index}` : slugOf(name);
  const title = `${FAMILY_TITLES[family]} ${name}`;
  const nearby = Array.from({ length: 14 }, () => {
    const other = placeName(Math.floor(rand() * (PAGE_COUNT / 4)));
    return {
      href: pathOf("town", slugOf(other)),
      label: other,
      note: `, ${(rand() * 6).toFixed(1)} miles ${pick(rand, ["north", "south", "east", "west"])}`,
    };
  });
  return {
    family,
    slug,
    path: pathOf(family, slug),
    title: `${title} | No Call Out Charge`,
    description: `${sentence(rand, 14)} ${sentence(rand, 10)}`,
    eyebrow: family === "content" ? "Guides" : `${name}, Oxfordshire OX${10 + (index % 20)}`,
    heading: title,
    intro: [paragraph(rand, 5), paragraph(rand, 4)],
    facts: ["Transmitter", "Aerial faces", "Elements", "Channels", "Regional news", "Dish"].map(
      (term) => ({ term, value: sentence(rand, 5) }),
    ),
    sections: sections(rand, family, name),
    nearby,
    faq: Array.from({ length: 6 }, () => ({
      question: `${sentence(rand, 7).slice(0, -1)}?`,
      answer: paragraph(rand, 2),
    })),
    breadcrumbs: [
      { href: "/", label: "Home" },
      { href: `/${family}`, label: family === "content" ? "Guides" : "Areas we cover" },
      { href: pathOf(family, slug), label: name },
    ],
  };
}

/** The PAGE_COUNT pages (1,200 by default), in four families of a quarter each. */
export function syntheticPages(): SyntheticPage[] {
  const perFamily = PAGE_COUNT / FAMILIES.length;
  return FAMILIES.flatMap((family, f) =>
    Array.from({ length: perFamily }, (_, i) => page(f * perFamily + i, family, i)),
  );
}

/** Title, description, canonical, Open Graph and JSON-LD, as the layouts write them. */
export function headOf(page: SyntheticPage) {
  const url = `${SITE_ORIGIN}${page.path}`;
  return {
    title: page.title,
    description: page.description,
    canonical: url,
    openGraph: [
      ["og:type", "website"],
      ["og:locale", "en_GB"],
      ["og:site_name", "TV Aerial and Wi-Fi Solutions"],
      ["og:title", page.title],
      ["og:description", page.description],
      ["og:url", url],
      ["og:image", `${SITE_ORIGIN}/images/social/${page.family}.png`],
    ] as [string, string][],
    jsonLd: JSON.stringify({
      "@context": "https://schema.org",
      "@graph": [
        {
          "@type": "LocalBusiness",
          name: "TV Aerial and Wi-Fi Solutions",
          telephone: "+441632960000",
          areaServed: page.heading,
          url,
        },
        {
          "@type": "FAQPage",
          mainEntity: page.faq.map((item) => ({
            "@type": "Question",
            name: item.question,
            acceptedAnswer: { "@type": "Answer", text: item.answer },
          })),
        },
        {
          "@type": "BreadcrumbList",
          itemListElement: page.breadcrumbs.map((crumb, i) => ({
            "@type": "ListItem",
            position: i + 1,
            name: crumb.label,
            item: `${SITE_ORIGIN}${crumb.href}`,
          })),
        },
      ],
    }),
  };
}
