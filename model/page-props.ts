/**
 * The contract between the generator and the site: what each generated page
 * hands to the shared component that renders it. The generator builds these
 * objects from data/ and templates/; components never compute content.
 */
import type { ContentFamily } from "./families";

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface Link {
  name: string;
  path: string;
  /** A short fact shown beside the link: "about 2 miles north-west". */
  note?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The page SEO object (title, description, keywords, canonical, image...), handed to the one Head renderer. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string[];
  /** Site-relative canonical path, e.g. "/witney"; the origin is added at render time. */
  canonical: string;
  /** noindex,follow: owner tools and utility pages, kept out of search results and sitemap.xml. */
  robots: "index,follow" | "noindex,follow" | "noindex,nofollow";
  /** Social preview image, site-relative. */
  image: { path: string; width: number; height: number };
  coordinates?: Coordinates;
  faqData: FaqItem[];
  /** Trail from the home page to this page, for the visible breadcrumb and BreadcrumbList JSON-LD. */
  breadcrumbs: Link[];
  /** Places named in LocalBusiness.areaServed (this place and up to 8 nearby). */
  areaServed: string[];
  /** An image to fetch early, only where `media` matches: the home page's hero, on wide screens. */
  preloadImage?: { href: string; media: string };
  /** A blog article's own facts for its BlogPosting JSON-LD, as its data gives them. */
  article?: ArticleFacts;
}

/** What BlogPosting says of an article: its own title and description, not the head's, and its days. */
export interface ArticleFacts {
  headline: string;
  description: string;
  /** ISO dates, YYYY-MM-DD: first published, and the last edit (the publication day when none). */
  datePublished: string;
  dateModified: string;
}

/** Text blocks arrive as paragraphs: plain text, never HTML. */
export type Paragraphs = string[];

/** One computed fact about a place, shown as a row: "Aerial faces" → "east (91°)". */
export interface Fact {
  label: string;
  value: string;
  /** Where the fact is explained further. */
  path?: string;
}

export interface TownDetails {
  landmarks: string[];
  housingStock: string[];
  signalChallenges: string[];
  serviceWindows: string[];
  transmitterInfo?: string;
}

/** One of a dedicated town's own sections (data/towns/<slug>.md): its anchor, title and Markdown. */
export interface LocalSection {
  id: string;
  title: string;
  body: HtmlBlocks;
}

/** A station as the pointing picture draws it, seen from the place. */
export interface PointingStation {
  /** As the page names it: "Oxford (Beckley)". */
  name: string;
  /** Where the mast is from the place, in whole miles and degrees; absent where its site is not published. */
  at?: { miles: number; bearing: number };
}

/**
 * What the picture of where to point draws for one place (site/drawing/pointing-picture.ts):
 * its station with the aerial's elements, the realistic others, and the dish.
 */
export interface Pointing {
  place: string;
  /** Polarisation only where the table gives it: a relay's may be unknown. */
  station: PointingStation & { polarisation?: "horizontal" | "vertical" };
  alternatives: PointingStation[];
  /**
   * Where stations compete and a meter on site decides: the others besides
   * `station`, drawn and described as it is, since none is the choice.
   */
  competing?: PointingStation[];
  /** Toward Astra 2, whole degrees: azimuth from true north and elevation above the horizon. */
  dish: { azimuth: number; elevation: number; satellite: string };
}

/** Where geostationary satellites sit in a place's sky: the band a Starlink dish does not use (site/drawing/sky-view.ts). */
export interface SkyView {
  place: string;
  /** Where the place is: the belt across its sky is computed from it (site/drawing/sky-view.ts). */
  coordinates: Coordinates;
}

export interface TownPageProps {
  /** The picture of where to point an aerial and a dish here. */
  pointing: Pointing;
  /** A dedicated town's own sections, shown after the typical job; most towns have none. */
  localSections?: LocalSection[];
  name: string;
  county: string;
  /** District or range as shown to people, e.g. "OX28" or "OX13-OX14". */
  postcode: string;
  keyFeatures: string[];
  /** Reception facts computed for this place: station, direction, distance, elements, dish angles. */
  reception: Fact[];
  /** Nearest places with their pages, nearest first (up to 8). */
  nearby: Link[];
  starlink: Link;
  ajax: Link;
  intro: Paragraphs;
  receptionProfile: Paragraphs;
  servicesContext: Paragraphs;
  caseStudy: { title: string; body: Paragraphs };
  details?: TownDetails;
  /** Problems, guides and local pages that fit this place (no page is an island), by title. */
  helpful: Link[];
  faq: FaqItem[];
}

export interface ServiceItem {
  title: string;
  body: string;
}

export interface StarlinkPageProps {
  name: string;
  /** The sky over the place as a Starlink dish sees it. */
  sky: SkyView;
  whyChoose: Paragraphs;
  /** Exactly four: dish installation, cable installation, Wi-Fi setup, testing and activation. */
  services: ServiceItem[];
  benefits: string[];
  coverage: { text: string; areas: Link[] };
  closing: string;
  town: Link;
  faq: FaqItem[];
}

export interface AjaxPageProps {
  name: string;
  /** "home" or "home or business" (commercial and mixed places). */
  audience: string;
  whyChoose: Paragraphs;
  /** Exactly five, in the order templates/ajax.yaml lists them. */
  services: ServiceItem[];
  benefits: string[];
  /** Exactly four: Hub 2, MotionCam, CCTV cameras, DoorProtect. */
  equipment: ServiceItem[];
  /** Text above the "We Also Serve Nearby Areas" list. */
  nearbyIntro: string;
  nearby: Link[];
  closing: string;
  town: Link;
  faq: FaqItem[];
}

/** A section of a generic place page: prose, cards or a list of points, under its heading. */
export type PlaceSection = { heading: string } & (
  { paragraphs: Paragraphs } | { items: ServiceItem[] } | { points: string[] }
);

/** The page of a place kind that has no component of its own (model/place-kinds.ts). */
export interface PlaceServicePageProps {
  name: string;
  heading: string;
  lead: Paragraphs;
  sections: PlaceSection[];
  nearby: { heading: string; links: Link[] };
  town: Link;
  faq: FaqItem[];
}

/**
 * Markdown rendered by the generator, one HTML string per top-level block
 * (paragraph, heading, list). The source allows no raw HTML, so the only
 * markup is what Markdown produces.
 */
export type HtmlBlocks = string[];

/**
 * A prose page from data/pages: the hero (h1, lead, any intro) and each "## "
 * section as HTML made by the generator from Markdown, so the page's markup is
 * the same as a hand-written page's without a wrapper around the prose.
 */
export interface FaqTopic {
  id: string;
  title: string;
  questions: { question: string; answer: string; link?: Link; links: Link[] }[];
}

/**
 * The site's components a prose page's section may hold among its Markdown,
 * each as a paragraph of its own: "{=ajax-price-card Ajax security packages}"
 * (its name, then its title if it takes one). For what Markdown cannot write:
 * the Ajax price card, and the printable review card (its links or, while
 * there are none, how to find us).
 */
export const PROSE_COMPONENTS = ["ajax-price-card", "review-card"] as const;

/** A component the page draws in a section, where its line stood. */
export interface ComponentBlock {
  component: (typeof PROSE_COMPONENTS)[number];
  title?: string;
}

export interface ProsePageProps {
  hero: HtmlBlocks;
  /** Questions and answers by topic, after the hero: a list (the FAQ) or one article each. */
  topics: FaqTopic[];
  topicsLayout: "faq" | "answers";
  sections: { id: string; className?: string; blocks: (string | ComponentBlock)[] }[];
  /** Blocks after the sections, outside any. */
  outro: HtmlBlocks;
  /** The last section, with the phone and quote buttons after its text. */
  closing?: { title: string; blocks: HtmlBlocks };
  /** The phone and quote buttons at the foot of the page, as on every fixed page. */
  callToAction: boolean;
  quoteLabel?: string;
}

export interface EntrySummary extends Link {
  summary: string;
}

/** A content family's entry as the catalogue lists it, with the town it is about where its family names one. */
export interface FamilyEntry extends EntrySummary {
  town?: string;
}

/** A content family entry: a problem, guide, comparison, district, landmark... */
export interface ContentPageProps {
  /** The family's index page, e.g. { name: "Problems", path: "/problems" }. */
  family: Link;
  title: string;
  summary: string;
  body: HtmlBlocks;
  faq: FaqItem[];
  /** The places the entry is about or suits. */
  places: Link[];
  related: EntrySummary[];
  closing: string;
}

export interface ContentIndexProps {
  /** The family whose entries the page lists, from the catalogue (site/generated/catalogue-families.ts). */
  family: ContentFamily;
  title: string;
  intro: string;
}

export interface BlogPostProps {
  title: string;
  /** ISO date, YYYY-MM-DD: first published. */
  date: string;
  /** The last edit worth telling readers about, when there was one. */
  updated?: string;
  category: Link;
  summary: string;
  body: HtmlBlocks;
  places: Link[];
  more: EntrySummary[];
}

export interface PostcodePageProps {
  title: string;
  outcode: string;
  county: string;
  intro: Paragraphs;
  /** The district's places with their pages. */
  places: Link[];
  town: Link;
  transmitter: string;
  /** On /postcode/{service}-{outcode}-{town} pages: the service in this district. */
  service?: { name: string; points: string[]; links: Link[] };
  otherDistricts: Link[];
  closing: string;
}
