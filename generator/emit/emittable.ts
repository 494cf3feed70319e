/**
 * What the printer (emit.ts) is given: each page reduced to what its module
 * is made of, and each data module. Plain data, with nothing of ts-morph, so
 * a small run can send it to the printer's thread (printer.ts). Pure.
 */
import type { PageHead } from "../../model/page-props";
import type { ComposedEditorialPage } from "../compose/editorial-page";
import type { ComposedProsePage } from "../compose/pages";
import type { ComposedPage } from "../compose/places";
import type { DataModule } from "./modules";

/** Each editorial page component and the props type it is checked against (place kinds name theirs). */
const EDITORIAL_PROPS_TYPES = {
  ContentPage: "ContentPageProps",
  ContentIndexPage: "ContentIndexProps",
  BlogPost: "BlogPostProps",
  PostcodePage: "PostcodePageProps",
  ProsePage: "ProsePageProps",
} as const;

/** What every generated page module is made of. */
export interface EmittablePage {
  file: string;
  source: string;
  component: string;
  propsType: string;
  head: PageHead;
  props: unknown;
}

/** One module to print: a page's, or a data module. */
export type Emittable = { page: EmittablePage } | { module: DataModule };

/** What a run must make: the pages composed this run and the data modules whose keys changed. */
export interface ToEmit {
  pages: Iterable<ComposedPage>;
  editorial: ComposedEditorialPage[];
  prose: ComposedProsePage[];
  modules: DataModule[];
}

// Each field named, not the page spread: a place page also holds its place, and through its
// neighbours every other place, which is not printed and would be copied to the printer's thread.
const placePage = ({ file, source, head, props, spec }: ComposedPage): EmittablePage => ({
  file,
  source,
  head,
  props,
  component: spec.component,
  propsType: spec.propsType,
});

const editorialPage = (page: ComposedEditorialPage): EmittablePage => ({
  file: page.file,
  head: page.head,
  props: page.props,
  component: page.component,
  propsType: EDITORIAL_PROPS_TYPES[page.component],
  source:
    page.kind === "postcode"
      ? `${page.source} and templates/postcode.yaml`
      : page.kind === "content"
        ? `${page.source} and templates/content.yaml`
        : page.source,
});

const prosePage = (page: ComposedProsePage): EmittablePage => ({
  file: page.file,
  source: page.source,
  head: page.head,
  props: page.props,
  component: page.component,
  propsType: EDITORIAL_PROPS_TYPES[page.component],
});

/** What `made` prints, in order, each page composed as it is taken (compose/places.ts). */
export function* emittables(made: ToEmit): Generator<Emittable> {
  for (const page of made.pages) yield { page: placePage(page) };
  for (const page of made.editorial) yield { page: editorialPage(page) };
  for (const page of made.prose) yield { page: prosePage(page) };
  for (const module of made.modules) yield { module };
}
