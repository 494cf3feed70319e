/** A postcode page: a district's, or one service's in a district. Pure. */
import type { Link } from "../../model/page-props";
import { titleSuffixes } from "../../model/claims";
import { pickTitle, proseList } from "../../model/seo";
import { toParagraphs } from "../../model/text";
import type { EditorialPage, EditorialPlace, EditorialPlan } from "../resolve/editorial";
import { placeLink, relatedLinks, type ComposeContext } from "./context";
import type { ComposedEditorialPage } from "./editorial-page";
import { baseHead, HOME } from "./editorial-heads";
import { blockIndex, variantIndex } from "../hash";
import { fromBase, stationName } from "./place-facts";
import { orList } from "../../model/text";
import { render, renderList } from "./render";
import type { PostcodeContext } from "../schema/template-fields";

type PostcodePlan = Extract<EditorialPage, { kind: "postcode" }>;

/**
 * The stations the district's own place pages name, so the district page
 * agrees with every place it lists: "Oxford (Beckley)" where they all name
 * it, else "Oxford (Beckley), Mendip or Ridge Hill, depending on the place".
 */
export function stationsPhrase(places: readonly EditorialPlace[]): string {
  const stations = [...new Set(places.flatMap((place) => place.stations))];
  const names = stations.map((station) =>
    station.kind === "relay" ? `the ${station.name} relay` : stationName(station),
  );
  const [only] = names;
  return only !== undefined && names.length === 1
    ? only
    : `${orList(names)}, depending on the place`;
}

export function composePostcode(
  site: ComposeContext,
  page: PostcodePlan,
  editorial: EditorialPlan,
): ComposedEditorialPage {
  const { data } = site;
  const { town, outcode } = page;
  const templates = data.templates.postcode;
  const service = page.service && templates.service.services[page.service];
  const names = page.places.map((place) => place.location.name);
  // Every county the district's places are in, the town's first: SN6 is Wiltshire and Oxfordshire.
  const county = proseList([
    ...new Set([town, ...page.places].map((place) => place.location.county)),
  ]);
  const context: PostcodeContext = {
    ...site.context,
    outcode,
    town: town.location.name,
    county,
    places:
      names.length > 6
        ? `${names.slice(0, 6).join(", ")} and ${names.length - 6} more`
        : proseList(names),
    placeCount: String(names.length),
    transmitter: stationsPhrase([town, ...page.places]),
    fromBase: fromBase(town, data.business.base),
    service: service?.name ?? "",
    rural: town.wording === "rural",
  };
  const key = `${outcode} ${town.location.name} ${page.service ?? ""}`;
  const variant = variantIndex(key);
  const seo = page.service ? templates.service : templates.district;
  const title = pickTitle(
    seo.titles.map((pattern) => render(pattern, context)),
    variant,
    titleSuffixes(site.data.business),
  );
  const districts = editorial.pages.filter(
    (other): other is PostcodePlan => other.kind === "postcode" && !other.service,
  );
  const otherDistricts = districts
    .filter((other) => other.path !== page.path)
    .map((other) => ({ name: `${other.outcode} (${other.town.location.name})`, path: other.path }));
  // A service page sits under its district's page, where the district has one.
  const district = page.service && districts.find((other) => other.outcode === outcode);
  const postcodeTrail: Link[] = district
    ? [{ name: `${outcode} postcode area`, path: district.path }]
    : [];
  return {
    ...page,
    component: "PostcodePage",
    head: {
      ...baseHead(site, page, title, render(seo.descriptions[variant]!, context)),
      coordinates: town.location.coordinates,
      breadcrumbs: [
        HOME,
        { name: "Areas we cover", path: "/areas" },
        ...postcodeTrail,
        { name: title, path: page.path },
      ],
      areaServed: names.slice(0, 9),
    },
    props: {
      title,
      outcode,
      county,
      intro: toParagraphs(
        render((service ? service.intro : templates.district.intro)[blockIndex(key, 0)]!, context),
      ),
      places: page.places.map(placeLink),
      town: placeLink(town),
      transmitter: context.transmitter,
      ...(service && {
        service: {
          name: service.name,
          points: renderList(service.points, context),
          links: relatedLinks(site, service.links, {
            file: "templates/postcode.yaml",
            field: `service.services.${page.service}.links`,
          }).map(({ name, path }) => ({ name, path })),
        },
      }),
      otherDistricts,
      closing: render(templates.district.closing[blockIndex(key, 1)]!, context),
    },
  };
}
