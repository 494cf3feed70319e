import { CountyPage } from "../../../components/county-page";

export default function Page() {
  return (
    <CountyPage
      county="Oxfordshire"
      intro="Our home county: from our base in Carterton we cover West Oxfordshire, the Vale of White Horse, Oxford, Cherwell and South Oxfordshire, most of it served by the Oxford transmitter at Beckley."
    />
  );
}
