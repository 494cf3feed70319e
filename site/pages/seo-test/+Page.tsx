import { Section } from "../../components/section";
import { manifest } from "../../generated/manifest";
import type { GeneratedKind } from "../../../model/routes";
import { PLACE_KINDS } from "../../../model/place-kinds";
import { ScrollTable } from "../../components/scroll-table";
import { descriptionSuffix, titleSuffixes } from "../../../model/claims";
import { business } from "../../generated/business";

const suffix = descriptionSuffix(business);
/** The title suffixes, said only while the business makes the no-call-out claim. */
const titles = titleSuffixes(business);

const KIND_NAMES: Record<GeneratedKind, string> = {
  ...Object.fromEntries(PLACE_KINDS.map((kind) => [kind.id, kind.countName])),
  content: "Content family pages",
  blog: "Blog articles",
  postcode: "Postcode pages",
  page: "Prose pages (data/pages)",
};

/**
 * A check page for the owner: how many generated pages of each kind the site
 * has, and the rules every page's title and description follow. Not indexed.
 */
export default function Page() {
  const counts = Object.keys(KIND_NAMES).map((kind) => ({
    kind,
    count: manifest.pages.filter((page) => page.kind === kind).length,
  }));
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Search Set-up Check</h1>
        <p className="lead">
          A page for the site owner: what the generator produced and the rules each page is held to.
          It is kept out of search results.
        </p>
      </section>
      <Section id="counts" title="Generated pages">
        <ScrollTable id="page-counts" caption="Generated pages by kind" hideCaption>
          <thead>
            <tr>
              <th scope="col">Kind</th>
              <th scope="col">Pages</th>
            </tr>
          </thead>
          <tbody>
            {counts.map(({ kind, count }) => (
              <tr key={kind}>
                <th scope="row">{KIND_NAMES[kind]}</th>
                <td>{count}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </Section>
      <Section id="rules" title="Rules every page follows">
        <ul>
          <li>
            {titles
              ? `A title under 55 characters gets "${titles.long}" added, or "${titles.short}" where the longer one would pass 60; a title over 60 is cut to 57 characters and "...".`
              : `A title over 60 characters is cut to 57 characters and "..."; a shorter one stays as written.`}
          </li>
          <li>
            {suffix
              ? `A description under 140 characters gets "${suffix.trim()}"; one over 160 is cut to 157 and "...".`
              : `A description over 160 characters is cut to 157 and "...".`}
          </li>
          <li>Every page names its own address as canonical, on the site&apos;s own domain.</li>
          <li>
            Town, Starlink and Ajax pages pick one of 8 titles, descriptions and FAQ sets by a hash
            of the place name, so neighbouring villages do not share wording.
          </li>
          <li>
            Structured data: LocalBusiness with address, coordinates, phone and opening hours on
            every page; BreadcrumbList; FAQPage where a page has questions.
          </li>
        </ul>
      </Section>
    </>
  );
}
