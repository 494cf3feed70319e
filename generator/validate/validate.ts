/**
 * Checks every input file against its schema and the files against each
 * other, collecting every problem. Pure: documents in, typed data and the
 * list of problems out.
 */
import type { z } from "zod";
import { problems, type Problem } from "../errors";
import type { LoadedInput, SourceDoc } from "../load/load";
import { businessSchema, type BusinessData } from "../schema/business";
import {
  locationSchema,
  outcodeCentreSchema,
  type Location,
  type OutcodeCentre,
} from "../schema/locations";
import { optionsSchema, type Options } from "../schema/options";
import { PLACE_KINDS, type PlaceKindSpec } from "../../model/place-kinds";
import {
  chatTemplatesSchema,
  contentTemplatesSchema,
  genericPlaceTemplatesSchema,
  OWN_PLACE_TEMPLATE_SCHEMAS,
  postcodeTemplatesSchema,
  type ContentTemplates,
  type GenericPlaceTemplates,
  type PostcodeTemplates,
  type AjaxTemplates,
  type ChatTemplates,
  type StarlinkTemplates,
  type TownTemplates,
} from "../schema/templates";
import { transmittersSchema, type Transmitters } from "../schema/transmitters";
import {
  ALLOWED_FIELDS,
  CHAT_TEMPLATE_FIELDS,
  FAMILY_TEMPLATE_FIELDS,
  POSTCODE_TEMPLATE_FIELDS,
} from "../schema/template-fields";
import { check, checkPlaceholders, issueProblems, reporter } from "./check";
import { checkTypedClaims } from "./claims";
import { validatePhotos, type CheckedPhoto } from "./photos";
import { expandPostcodes } from "../districts";
import { isGridReference } from "../os-grid";
import { validateEditorial, type EditorialData } from "./editorial";
import { validatePages, type ProsePageSource } from "./pages";
import { checkServices } from "./services";
import { validateTownSections, type TownSections } from "./towns";

export interface SiteData extends EditorialData {
  /**
   * Paths of the fixed pages, which editorial content may link to and no place
   * may take: the hand-written ones (site/pages) and the prose pages (data/pages).
   */
  fixedPaths: string[];
  /** The names at the top of site/public, which no place may take. */
  publicNames: string[];
  /** data/pages: the fixed pages that are prose. */
  pages: ProsePageSource[];
  locations: Location[];
  business: BusinessData;
  options: Options;
  transmitters: Transmitters;
  /** Postcode district centres, for the postcode check. */
  outcodes: OutcodeCentre[];
  templates: {
    town: TownTemplates;
    starlink: StarlinkTemplates;
    ajax: AjaxTemplates;
    content: ContentTemplates;
    postcode: PostcodeTemplates;
    /** The templates of place kinds without a composer of their own, by kind id. */
    generic: Record<string, GenericPlaceTemplates>;
    chat: ChatTemplates;
  };
  /** The kinds of page every place gets (model/place-kinds.ts, or a test's own list). */
  placeKinds: readonly PlaceKindSpec[];
  /** data/photos/photos.yaml with each entry's image. */
  photos: CheckedPhoto[];
  /** data/towns/<slug>.md: the dedicated towns' own sections. */
  townSections: TownSections[];
}

/**
 * What the editorial pages, the prose pages and the catalogue are composed
 * from: the data but what only the place pages read (the location table, the
 * towns' own sections, the place kinds' templates, the postcode centres).
 * Their keys hash exactly this (resolve/keys.ts), so a town's write-up or a
 * town template's line leaves them as they are.
 */
export type EditorialSiteData = Omit<
  SiteData,
  "locations" | "townSections" | "outcodes" | "placeKinds" | "templates"
> & { templates: Pick<SiteData["templates"], "content" | "postcode"> };

export function editorialSiteData({
  locations: _locations,
  townSections: _townSections,
  outcodes: _outcodes,
  placeKinds: _placeKinds,
  templates: { content, postcode },
  ...rest
}: SiteData): EditorialSiteData {
  return { ...rest, templates: { content, postcode } };
}

interface CheckedLocation {
  location: Location;
  index: number;
}

/**
 * Locations are checked one entry at a time so each problem can name its
 * entry; the valid ones go on to the cross-checks even when others failed.
 */
function checkLocations(
  doc: SourceDoc,
  found: Problem[],
): { valid: CheckedLocation[]; names: Set<string>; allValid: boolean } {
  if (!Array.isArray(doc.value)) {
    found.push({ file: doc.file, field: "", ...problems.notAList("places", doc.value) });
    return { valid: [], names: new Set(), allValid: false };
  }
  const valid: CheckedLocation[] = [];
  const names = new Set<string>();
  doc.value.forEach((raw: unknown, index) => {
    const label =
      typeof raw === "object" && raw !== null && "name" in raw ? String(raw.name) : undefined;
    if (label !== undefined) names.add(label);
    const result = locationSchema.safeParse(raw, { reportInput: true });
    if (result.success) valid.push({ location: result.data, index });
    else found.push(...issueProblems(doc, result.error.issues, [index], { index, label }));
  });
  return { valid, names, allValid: valid.length === doc.value.length };
}

function checkReferences(
  doc: SourceDoc,
  checked: ReturnType<typeof checkLocations>,
  options: Options | undefined,
  transmitters: Transmitters | undefined,
  found: Problem[],
): void {
  const seen = new Map<string, number>();
  const optionIds = options && {
    housingStock: options.housingStock.map((option) => option.id),
    signalChallenges: options.signalChallenges.map((option) => option.id),
    serviceWindows: options.serviceWindows.map((option) => option.id),
  };
  const transmitterIds = transmitters?.transmitters.map((transmitter) => transmitter.id);

  for (const { location, index } of checked.valid) {
    const entry = { index, label: location.name };
    const report = reporter(doc, found, [index], entry);

    const identity = `${location.name}|${location.county}|${location.mainPostcode}`;
    const first = seen.get(identity);
    if (first !== undefined) report([], problems.duplicateLocation(first));
    else seen.set(identity, index);

    location.nearbyAreas.forEach((name, i) => {
      if (!checked.names.has(name)) report(["nearbyAreas", i], problems.unknownNearbyArea(name));
    });
    if (optionIds) {
      for (const list of ["housingStock", "signalChallenges", "serviceWindows"] as const) {
        location[list]?.forEach((id, i) => {
          if (!optionIds[list].includes(id))
            report([list, i], problems.unknownOption(list, id, optionIds[list]));
        });
      }
    }
    if (transmitterIds && location.transmitter && !transmitterIds.includes(location.transmitter)) {
      report(["transmitter"], problems.unknownTransmitter(location.transmitter, transmitterIds));
    }
    location.alsoTransmitters?.forEach((id, i) => {
      if (transmitterIds && !transmitterIds.includes(id))
        report(["alsoTransmitters", i], problems.unknownTransmitter(id, transmitterIds));
    });
  }
}

/** data/outcodes.yaml entry by entry (each problem names its district), and no district twice. */
function checkOutcodes(doc: SourceDoc, found: Problem[]): OutcodeCentre[] | undefined {
  if (!Array.isArray(doc.value)) {
    found.push({
      file: doc.file,
      field: "",
      ...problems.notAList("postcode district centres", doc.value),
    });
    return undefined;
  }
  const before = found.length;
  const valid: OutcodeCentre[] = [];
  const seen = new Map<string, number>();
  doc.value.forEach((raw: unknown, index) => {
    const label =
      typeof raw === "object" && raw !== null && "outcode" in raw ? String(raw.outcode) : undefined;
    const result = outcodeCentreSchema.safeParse(raw, { reportInput: true });
    if (!result.success) {
      found.push(...issueProblems(doc, result.error.issues, [index], { index, label }));
      return;
    }
    const first = seen.get(result.data.outcode);
    if (first !== undefined) {
      found.push({
        file: doc.file,
        entry: { index, label },
        line: doc.lineOf([index, "outcode"]),
        field: "outcode",
        ...problems.duplicateOutcode(first),
      });
    } else seen.set(result.data.outcode, index);
    valid.push(result.data);
  });
  return found.length === before ? valid : undefined;
}

/** Every district a place names has a centre: a typo in `postcode` shows here, not as a wrong answer. */
function checkDistrictCentres(
  doc: SourceDoc,
  checked: ReturnType<typeof checkLocations>,
  outcodes: OutcodeCentre[],
  found: Problem[],
): void {
  const known = new Set(outcodes.map((centre) => centre.outcode));
  for (const { location, index } of checked.valid) {
    const missing = expandPostcodes(location.postcode).filter((district) => !known.has(district));
    for (const district of missing) {
      found.push({
        file: doc.file,
        entry: { index, label: location.name },
        line: doc.lineOf([index, "postcode"]),
        field: "postcode",
        ...problems.districtWithoutCentre(district),
      });
    }
  }
}

function checkTransmitterLinks(
  doc: SourceDoc,
  transmitters: Transmitters,
  placeNames: Set<string>,
  councils: ReadonlySet<string>,
  found: Problem[],
): void {
  const mainStations = transmitters.transmitters.filter((t) => t.kind === "main");
  const mains = mainStations.map((t) => t.id);
  transmitters.transmitters.forEach((transmitter, index) => {
    const report = reporter(doc, found, ["transmitters", index], {
      index,
      label: transmitter.name,
    });
    if (transmitter.gridReference !== undefined && !isGridReference(transmitter.gridReference))
      report(["gridReference"], problems.gridReference(transmitter.gridReference));
    if (transmitter.kind === "main") {
      transmitter.secondService?.reaches.forEach((council, i) => {
        if (!councils.has(council))
          report(["secondService", "reaches", i], problems.unknownCouncil(council));
      });
    }
    if (transmitter.kind !== "relay") return;
    const parent = mainStations.find((t) => t.id === transmitter.parent);
    if (!parent) report(["parent"], problems.relayParent(transmitter.parent, mains));
    // A relay re-broadcasts its parent, so its regional news is the parent's, whose source says it.
    else if (transmitter.region !== parent.region)
      report(["region"], problems.relayRegion(parent.name, parent.region));
    transmitter.serves.forEach((name, i) => {
      if (!placeNames.has(name)) report(["serves", i], problems.unknownPlace(name));
    });
  });
  if (mains.length === 0)
    found.push({ file: doc.file, field: "transmitters", ...problems.noMainStation() });
}

/** Each place kind's template by the registry, then the editorial templates. */
function templateSchemas(kinds: readonly PlaceKindSpec[]) {
  const own: Readonly<Record<string, z.ZodType<unknown>>> = OWN_PLACE_TEMPLATE_SCHEMAS;
  return [
    ...kinds.map((kind) => ({
      name: kind.template,
      key: kind.id,
      own: own[kind.id] !== undefined,
      schema: own[kind.id] ?? genericPlaceTemplatesSchema,
      fields: ALLOWED_FIELDS,
    })),
    {
      name: "content",
      key: "content",
      own: true,
      schema: contentTemplatesSchema,
      fields: FAMILY_TEMPLATE_FIELDS,
    },
    {
      name: "chat",
      key: "chat",
      own: true,
      schema: chatTemplatesSchema,
      fields: CHAT_TEMPLATE_FIELDS,
    },
    {
      name: "postcode",
      key: "postcode",
      own: true,
      schema: postcodeTemplatesSchema,
      fields: POSTCODE_TEMPLATE_FIELDS,
    },
  ];
}

/**
 * Every problem goes into `found`. The data comes back whenever every file and
 * record passed its schema, even with problems between them (a reference,
 * a date, a claim), so the later stages can look for theirs in the same run;
 * undefined when something is missing or malformed.
 */
export function validate(
  input: LoadedInput,
  found: Problem[],
  placeKinds: readonly PlaceKindSpec[] = PLACE_KINDS,
): SiteData | undefined {
  const locations = checkLocations(input.locations, found);
  const business = check(input.business, businessSchema, found);
  if (business) checkServices(input.business, business, found);
  const options = check(input.options, optionsSchema, found);
  const transmitters = check(input.transmitters, transmittersSchema, found);
  if (transmitters) {
    const councils = new Set(locations.valid.map(({ location }) => location.council));
    checkTransmitterLinks(input.transmitters, transmitters, locations.names, councils, found);
  }
  checkReferences(input.locations, locations, options, transmitters, found);
  const outcodes = checkOutcodes(input.outcodes, found);
  if (outcodes) checkDistrictCentres(input.locations, locations, outcodes, found);

  const templates: Partial<SiteData["templates"]> = {};
  const generic: Record<string, unknown> = {};
  let templatesValid = true;
  for (const { name, key, own, schema, fields } of templateSchemas(placeKinds)) {
    const doc = input.templates[name];
    if (!doc) {
      found.push({ file: `templates/${name}.yaml`, field: "", ...problems.missingFile() });
      templatesValid = false;
      continue;
    }
    const parsed = check(doc, schema, found);
    if (parsed === undefined) templatesValid = false;
    else {
      checkPlaceholders(doc, parsed, [], found, fields);
      (own ? (templates as Record<string, unknown>) : generic)[key] = parsed;
    }
  }

  const editorial = validateEditorial(input, locations.names, found);
  const pages = validatePages(input, found);
  const townSections =
    business && options
      ? validateTownSections(
          input.towns,
          locations.names,
          business,
          options.serviceWindows.map((option) => option.id),
          found,
        )
      : [];
  checkTypedClaims(input, found);
  // Derived from the service pages themselves, so the two lists cannot drift apart.
  const serviceSlugs = editorial?.content.services.entries.flatMap((entry) =>
    entry.slug === undefined ? [] : [entry.slug],
  );
  const photos = validatePhotos(
    input.photos,
    input.photoFiles,
    locations.names,
    serviceSlugs,
    found,
    input.today,
  );

  if (
    !locations.allValid ||
    !business ||
    !options ||
    !transmitters ||
    !outcodes ||
    !editorial ||
    !photos ||
    !templatesValid
  )
    return undefined;
  return {
    locations: locations.valid.map((checked) => checked.location),
    business,
    options,
    transmitters,
    outcodes,
    templates: { ...templates, generic } as SiteData["templates"],
    placeKinds,
    ...editorial,
    photos,
    townSections,
    pages,
    fixedPaths: [...input.fixedPaths, ...pages.map((page) => page.path)].sort(),
    publicNames: input.publicNames,
  };
}
