/**
 * The registered table of dedicated town pages (SPEC §2): a slug listed here
 * is rendered by its own component, with richer local content, instead of
 * the generic template. Each receives the same generated props.
 */
import type { ComponentType } from "react";
import type { TownPageProps } from "../../model/page-props";
import { AbingdonPage } from "./abingdon";
import { ChippingNortonPage } from "./chipping-norton";
import { CirencesterPage } from "./cirencester";
import { DidcotPage } from "./didcot";
import { OxfordPage } from "./oxford";
import { SwindonPage } from "./swindon";
import { WantagePage } from "./wantage";
import { WitneyPage } from "./witney";

export const dedicatedTownPages: Readonly<Partial<Record<string, ComponentType<TownPageProps>>>> = {
  oxford: OxfordPage,
  witney: WitneyPage,
  cirencester: CirencesterPage,
  swindon: SwindonPage,
  abingdon: AbingdonPage,
  "chipping-norton": ChippingNortonPage,
  didcot: DidcotPage,
  wantage: WantagePage,
};
