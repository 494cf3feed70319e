import { LinkList } from "../../components/lists";
import { COUNTIES, countySlug } from "../../../model/counties";
import type { Link, PageHead } from "../../../model/page-props";
import { PlaceTable } from "../../components/place-table";
import { Section } from "../../components/section";
import { blog } from "../../generated/catalogue-blog";
import { blogCategories } from "../../generated/catalogue-blog-categories";
import { families } from "../../generated/catalogue-families";
import { pages as prosePages } from "../../generated/catalogue-pages";
import { postcodes } from "../../generated/catalogue-postcodes";
import { countyHead } from "../../renderer/counties";
import { placesByCounty } from "../../renderer/places";

/** The heads of the hand-written pages: their own titles name them here. */
const fixedHeads = import.meta.glob<PageHead | ((...args: never[]) => PageHead)>(
  [
    "../**/+head.ts",
    "!../{town,starlink,ajax,content,blog-article,postcode,_error}/**",
    "!../**/@*/**",
  ],
  { eager: true, import: "default" },
);

/** Pages that switch themselves off (/guarantee without a guarantee) are not built, so not listed. */
const prerendered = import.meta.glob<boolean>("../**/+prerender.ts", {
  eager: true,
  import: "default",
});
const isBuilt = (headFile: string) =>
  prerendered[headFile.replace(/\+head\.ts$/, "+prerender.ts")] !== false;

function fixedPages(indexed: boolean): Link[] {
  const heads = [
    ...Object.entries(fixedHeads).flatMap(([file, head]) =>
      typeof head === "function" || !isBuilt(file) ? [] : [head],
    ),
    // The county pages share one parameterised folder: a head per county.
    ...COUNTIES.map(countyHead),
  ];
  const links = [
    ...heads.map((head) => ({
      name: head.breadcrumbs.at(-1)!.name,
      path: head.canonical,
      indexed: head.robots === "index,follow",
    })),
    // The fixed pages written in data/pages, as the generator lists them.
    ...prosePages,
  ];
  return links
    .filter((link) => link.indexed === indexed)
    .map(({ name, path }) => ({ name, path }))
    .filter((link, i, all) => all.findIndex((other) => other.path === link.path) === i)
    .sort((a, b) => (a.path < b.path ? -1 : 1));
}

/** An HTML index of every page, so any page is two clicks from the home page. */
export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Sitemap</h1>
        <p className="lead">Every page of the site, by section.</p>
      </section>
      <Section id="main-pages" title="Main pages">
        <LinkList links={fixedPages(true)} />
      </Section>
      <Section id="owner-tools" title="For the business owner">
        <p>
          Checklists and templates for managing reviews and listings; not shown in search results.
        </p>
        <LinkList links={fixedPages(false)} />
      </Section>
      {families.map((family) => (
        <Section key={family.id} id={family.id} title={family.name}>
          <LinkList links={family.entries} />
        </Section>
      ))}
      <Section id="blog" title="Blog">
        <LinkList links={[...blogCategories, ...blog]} />
      </Section>
      <Section id="postcodes" title="Postcode areas">
        <LinkList links={[...postcodes.districts, ...postcodes.services]} />
      </Section>
      {placesByCounty().map((group) => (
        <Section
          key={group.county}
          id={`places-${countySlug(group.county)}`}
          title={`Places in ${group.county}`}
        >
          <PlaceTable places={group.places} />
        </Section>
      ))}
    </>
  );
}
