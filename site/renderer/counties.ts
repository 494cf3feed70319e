/** The county pages (site/pages/areas/@county): each one's head and introduction. */
import { countyPath, type County } from "../../model/counties";
import type { PageHead } from "../../model/page-props";
import { fixedHead } from "./fixed-head";

/** The page's head; the HTML sitemap lists the county pages by it too. */
export function countyHead(county: County): PageHead {
  return fixedHead({
    title: `TV Aerials and Wi-Fi in ${county}`,
    description: `Every town and village in ${county} we cover for TV aerials, satellite dishes, Wi-Fi, Starlink and Ajax alarms, with links to each local page.`,
    path: countyPath(county),
    crumb: county,
    trail: [{ name: "Areas we cover", path: "/areas" }],
  });
}

/** What each county page says of its county beyond the list of places. */
export const COUNTY_INTROS: Record<County, string> = {
  Oxfordshire:
    "Our home county: from our base in Carterton we cover West Oxfordshire, the Vale of White Horse, Oxford, Cherwell and South Oxfordshire, most of it served by the Oxford transmitter at Beckley.",
  Gloucestershire:
    "The Cotswold side of our patch, from Lechlade, Fairford and Cirencester to Stow-on-the-Wold and Tetbury: stone villages, valleys and long distances to the nearest transmitter.",
  Wiltshire:
    "Swindon and north Wiltshire, from Highworth and Cricklade to Malmesbury, Marlborough and Devizes: new estates, railway-era terraces and downland villages.",
  Berkshire:
    "The West Berkshire villages nearest to us, around Lambourn, Hungerford and Newbury, where the downs and valleys make TV reception and broadband harder work.",
};
