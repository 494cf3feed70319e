/**
 * Content for every planned page: the variant choice by hash, the Handlebars
 * templates rendered in strict mode, and the SEO object with the title and
 * description rules. Pure: each page's input (place-inputs.ts) in, its props and head out.
 */
import { descriptionSuffix, titleSuffixes, type ClaimSwitch } from "../../model/claims";
import { claimFlags } from "./context";
import type {
  AjaxPageProps,
  FaqItem,
  Link,
  PageHead,
  PlaceSection,
  PlaceServicePageProps,
  StarlinkPageProps,
  TownDetails,
  TownPageProps,
} from "../../model/page-props";
import { blockIndex, variantIndex } from "../hash";
import {
  facing,
  fromBase,
  milesPhrase,
  placesSeenFrom,
  parentOf,
  seenFrom,
  settlement,
  stationName,
  stationPhrase,
  namesOnPage,
} from "./place-facts";
import {
  perStation,
  receptionFacts,
  regionFor,
  stationCalled,
  stationsAt,
} from "./reception-facts";
import { ELEMENTS } from "../../model/aerial";
import type { PlannedPage } from "../resolve/places";
import { render, renderList } from "./render";
import { pagePath } from "../../model/routes";
import { kindLinkLabel, kindPath, placeKind, type PlaceKindSpec } from "../../model/place-kinds";
import type { GenericPlaceTemplates, TownTemplates } from "../schema/templates";
import {
  normaliseDescription,
  normaliseTitle,
  pickDescription,
  proseList,
  uniqueKeywords,
} from "../../model/seo";
import type { ClaimFlags, TemplateContext } from "../schema/template-fields";
import { capitalise, orList, toParagraphs } from "../../model/text";
import type { Options } from "../schema/options";
import type { NamedPlace, PagePlace, PlacePageInput } from "./place-inputs";
import { pointingFor, skyViewFor } from "./pointing";

/**
 * A place's page with its props; `composer` tells the built-in kinds, which
 * compose computed facts of their own, from every other kind's generic page.
 */
export type ComposedPage = PlannedPage & PlaceContent;

/** What a place page's composer makes of its input: the page's head and props, and what it is made from. */
export type PlaceContent = { head: PageHead; source: string } & (
  | { composer: "town"; props: TownPageProps }
  | { composer: "starlink"; props: StarlinkPageProps }
  | { composer: "ajax"; props: AjaxPageProps }
  | { composer: "generic"; props: PlaceServicePageProps }
);

/** How many nearby places the head names (each kind's own list: its nearbyLimit). */
const NEARBY_LIMITS = {
  description: 2,
  structuredData: 8,
} as const;

/** Where the three content families of a place hang, blocks numbered for blockIndex. */
const BLOCKS = {
  town: { intro: 0, receptionProfile: 1, servicesContext: 2, caseStudies: 3 },
  starlink: { whyChoose: 0, coverage: 1, closing: 2 },
  ajax: { whyChoose: 0, nearbyIntro: 1, closing: 2 },
} as const;

const PROPERTY_TYPES = {
  residential: "home",
  mixed: "home or business",
  commercial: "business",
  rural: "property",
} as const;

/** The labels of the options `ids` name; one not offered (its claim switched off) is left out. */
function labels(ids: string[], options: { id: string; label: string }[]): string[] {
  return ids.flatMap((id) => options.find((option) => option.id === id)?.label ?? []);
}

/** A service window tied to a claim switch is offered only while the switch is on. */
export const offered = (option: { claim?: ClaimSwitch }, claims: ClaimFlags): boolean =>
  option.claim === undefined || claims[option.claim];

export function templateContext({ kind, page }: PlacePageInput): TemplateContext {
  const { place } = page;
  const { location, reception } = place;
  const nearbyNames = place.nearby.map((nearby) => nearby.location.name);
  const { station, alternatives } = reception;
  const clashes = namesOnPage(place);
  const decided = reception.basis !== "compete";
  const stations = decided ? [station] : reception.competing;
  const stationsOr = orList(stations.map((view) => stationName(view.transmitter, clashes)));
  return {
    location: location.name,
    county: location.county,
    area:
      nearbyNames.length > 0 ? proseList(nearbyNames.slice(0, 3)) : "the surrounding countryside",
    nearby:
      nearbyNames.length > 0
        ? proseList(nearbyNames.slice(0, NEARBY_LIMITS.description))
        : "the surrounding villages",
    nearest: proseList(
      placesSeenFrom(
        place,
        place.closest
          .filter((other) => !place.nearestTowns.some((town) => town.slug === other.slug))
          .slice(0, 3),
      ),
    ),
    towns: proseList(placesSeenFrom(place, place.nearestTowns)),
    settlement: settlement(place),
    transmitter: decided ? stationName(station.transmitter, clashes) : stationsOr,
    station: orList(stations.map((view) => stationPhrase(view.transmitter, clashes))),
    transmitterFacing: decided && station.bearing !== undefined ? facing(station.bearing) : "",
    transmitterDistance: decided && station.km !== undefined ? milesPhrase(station.km) : "",
    elements: perStation(stations, (t) => (t.polarisation ? ELEMENTS[t.polarisation] : "")),
    alternatives: stationsAt(alternatives, location, kind.transmitters, clashes),
    // The facts beside the write-up give each one's direction and region: its names are enough there.
    alternativeNames: proseList(
      alternatives.map((view) => stationCalled(view, kind.transmitters, clashes)),
    ),
    competing: decided ? "" : stationsAt(stations, location, kind.transmitters, clashes),
    // For a relay whose site is not published: the one direction the page may give.
    parentFacing:
      decided && station.parent?.bearing !== undefined && station.parent.km !== undefined
        ? `${station.parent.transmitter.name}, which carries the same programmes, is ${facing(station.parent.bearing)}, ${milesPhrase(station.parent.km)} away`
        : "",
    parent: parentOf(station.transmitter, kind.transmitters)?.name ?? "",
    region: perStation(stations, (t) => regionFor(t, location.council)),
    // It opens a sentence in the templates: "The Hannington transmitter (…) carries …".
    regions: capitalise(
      alternatives
        .filter((other) => other.transmitter.region !== station.transmitter.region)
        .map(
          (other) =>
            `${stationName(other.transmitter, clashes)} carries ${regionFor(other.transmitter, location.council)}`,
        )
        .join("; "),
    ),
    dishAzimuth: `${Math.round(place.dish.azimuth)}°`,
    dishElevation: `${Math.round(place.dish.elevation)}°`,
    housingTypes: proseList(labels(location.housingStock ?? [], kind.options.housingStock)),
    propertyType: PROPERTY_TYPES[location.businessType],
    challenges: proseList(
      kind.options.signalChallenges
        .filter(
          (option) => option.affects === "tv" && location.signalChallenges?.includes(option.id),
        )
        .map((option) => option.label),
    ),
    postcode: location.mainPostcode,
    postcodes: location.postcode,
    fromBase: fromBase(place, kind.business.base),
    base: kind.business.base.town,
    council: location.council,
    starlinkSpeed: `${kind.business.starlink.speedMbps.min} to ${kind.business.starlink.speedMbps.max}`,
    starlinkLatency: `${kind.business.starlink.latencyMs.min} to ${kind.business.starlink.latencyMs.max}`,
    ajaxHubDevices: String(kind.business.ajax.hubDevices),
    rural: place.wording === "rural",
    commercial: location.businessType === "commercial" || location.businessType === "mixed",
    relay: decided && station.transmitter.kind === "relay",
    publicServiceOnly: decided && station.transmitter.multiplexes === "public-service",
    located: decided && station.km !== undefined,
    decided,
    town: location.type === "town" || location.type === "city",
    ...claimFlags(kind.business),
  };
}

type PageTemplates = Pick<TownTemplates, "seo" | "faq">;

function headFor(
  { kind, page }: PlacePageInput,
  templates: PageTemplates,
  context: TemplateContext,
  faq: FaqItem[],
): PageHead {
  const { location } = page.place;
  const { spec } = kind;
  const variant = variantIndex(page.place.distinctName);
  const extras = templates.seo.keywords.extras[context.rural ? "rural" : location.businessType];
  const townLink = { name: location.name, path: pagePath("town", page.place.slug) };
  const trail: Link[] = [
    { name: "Home", path: "/" },
    { name: "Areas we cover", path: "/areas" },
    townLink,
  ];
  if (spec.breadcrumb) trail.push({ name: spec.breadcrumb, path: page.path });
  const named = { ...context, location: page.place.distinctName };
  return {
    title: normaliseTitle(
      render(templates.seo.titles[variant]!, named),
      titleSuffixes(kind.business),
    ),
    description: normaliseDescription(
      pickDescription(
        templates.seo.descriptions.map((pattern) => render(pattern, named)),
        variant,
        descriptionSuffix(kind.business),
      ),
      descriptionSuffix(kind.business),
    ),
    keywords: uniqueKeywords(
      [...templates.seo.keywords.base, ...extras].map((phrase) => render(phrase, context)),
    ),
    canonical: page.path,
    robots: "index,follow",
    image: { path: spec.socialImage, width: 1200, height: 630 },
    coordinates: location.coordinates,
    faqData: faq,
    breadcrumbs: trail,
    areaServed: [
      location.name,
      ...page.place.nearby
        .slice(0, NEARBY_LIMITS.structuredData)
        .map((nearby) => nearby.location.name),
    ],
  };
}

/** The FAQ set of the page's variant, then the ninth group that every page shares. */
function faqFor(templates: PageTemplates, name: string, context: TemplateContext): FaqItem[] {
  const groups = [templates.faq[variantIndex(name)]!, templates.faq[8]!];
  return groups.flat().map((item) => ({
    question: render(item.question, context),
    answer: render(item.answer, context),
  }));
}

/**
 * The owner's nearby list, topped up with the closest places by distance: an
 * isolated village still gets links to its nearest neighbours, with how far
 * each is, rather than none.
 */
const nearbyLinks = (place: PagePlace, kind: PlaceKindSpec): Link[] =>
  uniqueBySlug([...place.nearby, ...place.closest])
    .slice(0, kind.nearbyLimit)
    .map((nearby) => ({
      name: nearby.location.name,
      path: kindPath(kind, nearby.slug),
      note: seenFrom(place, nearby),
    }));

const uniqueBySlug = (places: NamedPlace[]): NamedPlace[] => [
  ...new Map(places.map((place) => [place.slug, place])).values(),
];

function townDetails(
  place: PagePlace,
  options: Options,
  claims: ClaimFlags,
): TownDetails | undefined {
  const { location } = place;
  const enriched =
    location.landmarks ||
    location.housingStock ||
    location.signalChallenges ||
    location.serviceWindows ||
    location.transmitterInfo;
  if (!enriched) return undefined;
  return {
    landmarks: location.landmarks ?? [],
    housingStock: labels(location.housingStock ?? [], options.housingStock),
    signalChallenges: labels(location.signalChallenges ?? [], options.signalChallenges),
    serviceWindows: labels(
      location.serviceWindows ?? [],
      options.serviceWindows.filter((option) => offered(option, claims)),
    ),
    ...(location.transmitterInfo !== undefined && { transmitterInfo: location.transmitterInfo }),
  };
}

/** One place page's head and props, from its input and nothing else: its key covers exactly that. */
export function composePlacePage(input: PlacePageInput): PlaceContent {
  const { kind, page } = input;
  const { place } = page;
  const { location } = place;
  const { spec } = kind;
  const context = templateContext(input);
  const pick = (variants: string[], block: number) =>
    render(variants[blockIndex(place.distinctName, block)]!, context);
  const town = { name: location.name, path: pagePath("town", place.slug) };
  // Named by name and county, never by position: a new entry above it leaves the page's text alone.
  const source = `data/locations.yaml (${location.name}, ${location.county}) and templates/${spec.template}.yaml`;

  switch (kind.composer) {
    case "town": {
      const { templates } = kind;
      const { content } = templates;
      const faq = faqFor(templates, place.distinctName, context);
      const caseStudy =
        content.caseStudies[blockIndex(place.distinctName, BLOCKS.town.caseStudies)]!;
      const details = townDetails(place, kind.options, kind.business);
      return {
        source,
        composer: "town",
        head: headFor(input, templates, context, faq),
        props: {
          name: location.name,
          county: location.county,
          postcode: location.postcode,
          keyFeatures: location.keyFeatures,
          reception: receptionFacts(place, kind.transmitters),
          pointing: pointingFor(place),
          nearby: nearbyLinks(place, spec),
          starlink: placeLink(placeKind("starlink"), place),
          ajax: placeLink(placeKind("ajax"), place),
          intro: toParagraphs(pick(content.intro, BLOCKS.town.intro)),
          receptionProfile: toParagraphs(
            pick(content.receptionProfile, BLOCKS.town.receptionProfile),
          ),
          servicesContext: toParagraphs(pick(content.servicesContext, BLOCKS.town.servicesContext)),
          caseStudy: {
            title: render(caseStudy.title, context),
            body: toParagraphs(render(caseStudy.body, context)),
          },
          ...(details && { details }),
          helpful: page.helpful.map(({ name, path }) => ({ name, path })),
          faq,
        },
      };
    }
    case "starlink": {
      const { templates } = kind;
      const { content } = templates;
      const faq = faqFor(templates, place.distinctName, context);
      return {
        source,
        composer: "starlink",
        head: headFor(input, templates, context, faq),
        props: {
          name: location.name,
          sky: skyViewFor(place),
          whyChoose: toParagraphs(pick(content.whyChoose, BLOCKS.starlink.whyChoose)),
          services: content.services.map((service) => ({
            title: render(service.title, context),
            body: render(service.body, context),
          })),
          benefits: renderList(content.benefits, context),
          coverage: {
            text: pick(content.coverage, BLOCKS.starlink.coverage),
            areas: nearbyLinks(place, spec),
          },
          closing: pick(content.closing, BLOCKS.starlink.closing),
          town,
          faq,
        },
      };
    }
    case "ajax": {
      const { templates } = kind;
      const { content } = templates;
      const faq = faqFor(templates, place.distinctName, context);
      const item = (entry: { title: string; body: string }) => ({
        title: render(entry.title, context),
        body: render(entry.body, context),
      });
      return {
        source,
        composer: "ajax",
        head: headFor(input, templates, context, faq),
        props: {
          name: location.name,
          audience: context.commercial ? "home or business" : "home",
          whyChoose: toParagraphs(pick(content.whyChoose, BLOCKS.ajax.whyChoose)),
          services: content.services.map(item),
          benefits: renderList(content.benefits, context),
          equipment: content.equipment.map(item),
          nearbyIntro: pick(content.nearbyIntro, BLOCKS.ajax.nearbyIntro),
          nearby: nearbyLinks(place, spec),
          closing: pick(content.closing, BLOCKS.ajax.closing),
          town,
          faq,
        },
      };
    }
    case "generic":
      return { source, ...composeGeneric(input, kind.templates, context, town) };
  }
}

/** A place's page of this kind, named as every link to it is. */
const placeLink = (kind: PlaceKindSpec, place: PagePlace): Link => ({
  name: kindLinkLabel(kind, place.location.name),
  path: kindPath(kind, place.slug),
});

/** Any kind without a composer of its own: its template's sections, rendered for the place. */
function composeGeneric(
  input: PlacePageInput,
  templates: GenericPlaceTemplates,
  context: TemplateContext,
  town: Link,
): Omit<Extract<PlaceContent, { composer: "generic" }>, "source"> {
  const { place } = input.page;
  const { spec } = input.kind;
  const { content } = templates;
  const faq = faqFor(templates, place.distinctName, context);
  const pick = (variants: string[], block: number) =>
    render(variants[blockIndex(place.distinctName, block)]!, context);
  const sections = content.sections.map((section, block): PlaceSection => {
    const heading = render(section.heading, context);
    if ("variants" in section)
      return { heading, paragraphs: toParagraphs(pick(section.variants, block + 1)) };
    if ("items" in section)
      return {
        heading,
        items: section.items.map((item) => ({
          title: render(item.title, context),
          body: render(item.body, context),
        })),
      };
    return { heading, points: renderList(section.points, context) };
  });
  return {
    composer: "generic",
    head: headFor(input, templates, context, faq),
    props: {
      name: place.location.name,
      heading: render(content.heading, context),
      lead: toParagraphs(pick(content.lead, 0)),
      sections,
      nearby: {
        heading: render(content.nearbyHeading, context),
        links: nearbyLinks(place, spec),
      },
      town,
      faq,
    },
  };
}

/** One page of the plan, from its input. */
const composeOne = (
  page: PlannedPage,
  inputs: ReadonlyMap<string, PlacePageInput>,
): ComposedPage => ({
  ...page,
  ...composePlacePage(inputs.get(page.file)!),
});

/** The given pages of the plan (those the record of the last run cannot keep), each from its input. */
export function compose(
  pages: readonly PlannedPage[],
  inputs: ReadonlyMap<string, PlacePageInput>,
): ComposedPage[] {
  return pages.map((page) => composeOne(page, inputs));
}

/** Composed pages that are made as they are taken, and made again each time they are. */
export interface ComposedPages extends Iterable<ComposedPage> {
  count: number;
}

/**
 * The given pages composed on demand: each is composed as it is taken and
 * not held, so a run that prints them holds one at a time (held all at once,
 * they grow the generator's heap with the places). Composing is pure, so
 * taking them again gives the same pages.
 * `ready`: pages composed already (those a later step changed), taken as they are.
 */
export function composeOnDemand(
  pages: readonly PlannedPage[],
  inputs: ReadonlyMap<string, PlacePageInput>,
  ready: readonly ComposedPage[],
): ComposedPages {
  const readyByFile = new Map(ready.map((page) => [page.file, page]));
  return {
    count: pages.length,
    *[Symbol.iterator]() {
      for (const page of pages) yield readyByFile.get(page.file) ?? composeOne(page, inputs);
    },
  };
}
