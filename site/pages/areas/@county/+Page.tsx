import { countyAt } from "../../../../model/counties";
import { CountyPage } from "../../../components/county-page";
import { COUNTY_INTROS } from "../../../renderer/counties";
import { usePageContext } from "../../../renderer/page-context";

export default function Page() {
  const county = countyAt(usePageContext().urlPathname)!;
  return <CountyPage county={county} intro={COUNTY_INTROS[county]} />;
}
