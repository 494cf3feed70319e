/**
 * The contract between the generator and the site: what each generated page
 * hands to the shared component that renders it. The generator builds these
 * objects from data/ and templates/; components never compute content.
 */

export interface Coordinates {
  lat: number;
  lng: number;
}

export interface Link {
  name: string;
  path: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** The page SEO object of SPEC §3, handed to the one Head renderer. */
export interface PageHead {
  title: string;
  description: string;
  keywords: string[];
  /** Site-relative canonical path, e.g. "/witney"; the origin is added at render time. */
  canonical: string;
  robots: "index,follow" | "noindex,nofollow";
  /** Social preview image, site-relative. */
  image: { path: string; width: number; height: number };
  coordinates?: Coordinates;
  faqData: FaqItem[];
  phoneNumber: string;
  location?: string;
  county?: string;
  postcode?: string;
  /** Trail from the home page to this page, for the visible breadcrumb and BreadcrumbList JSON-LD. */
  breadcrumbs: Link[];
  /** Places named in LocalBusiness.areaServed (this place and up to 8 nearby). */
  areaServed: string[];
}

/** Text blocks arrive as paragraphs: plain text, never HTML. */
export type Paragraphs = string[];

/** Wording of SPEC §2: rural when fewer than three nearby areas or of type rural. */
export type Wording = "rural" | "standard";

export interface TownDetails {
  population?: number;
  landmarks: string[];
  housingStock: string[];
  signalChallenges: string[];
  serviceWindows: string[];
  transmitterInfo?: string;
}

export interface TownPageProps {
  name: string;
  county: string;
  /** District or range as shown to people, e.g. "OX28" or "OX13-OX14". */
  postcode: string;
  coordinates: Coordinates;
  wording: Wording;
  /** "home", "home or business", "business" or "property", from businessType. */
  propertyType: string;
  /**
   * The Freeview transmitter: named for this place in the data ("local"), or
   * the county's usual one ("county"), which the page words as a likelihood.
   */
  transmitter: { name: string; basis: "local" | "county"; path?: string };
  keyFeatures: string[];
  /** Nearest places with their pages, nearest first (up to 8). */
  nearby: Link[];
  starlink: Link;
  ajax: Link;
  intro: Paragraphs;
  receptionProfile: Paragraphs;
  servicesContext: Paragraphs;
  caseStudy: { title: string; body: Paragraphs };
  details?: TownDetails;
  faq: FaqItem[];
}

export interface ServiceItem {
  title: string;
  body: string;
}

export interface StarlinkPageProps {
  name: string;
  county: string;
  wording: Wording;
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
  county: string;
  /** "home" or "home or business" (commercial and mixed places). */
  audience: string;
  whyChoose: Paragraphs;
  /** Exactly five, in SPEC §2 order. */
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

export interface PhoneLine {
  label: string;
  /** As people write it, e.g. "01632 960000". */
  number: string;
}

/** data/business.yaml, validated by the generator and emitted to site/generated/business.ts. */
export interface Business {
  name: string;
  siteUrl: string;
  email: string;
  base: { town: string; county: string; postcode: string; coordinates: Coordinates };
  phone: { main: PhoneLine; regional: PhoneLine[] };
  messaging: { label: string; number: string };
  openingHours: { days: string[]; opens: string; closes: string };
  priceRange: string;
  paymentAccepted: string[];
  currency: string;
  rating: { value: number; count: number; best: number; worst: number };
  yearsExperience: number;
  guaranteeYears: number;
  sellingPoints: string[];
  aerialLeadTime: string;
  prices: {
    skyDishFrom: number;
    starlink: { dishFrom: number; complexMountingFrom: number; wifiAccessPointFrom: number };
    ajax: { starterKitFrom: number; standardSecurityFrom: number; completeProtectionFrom: number };
  };
  starlink: { speedMbps: { min: number; max: number }; latencyMs: { min: number; max: number } };
  ajax: { hubDevices: number; batteryYears: string[] };
}
