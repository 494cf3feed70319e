import { CountyPage } from "../../../components/county-page";

export default function Page() {
  return (
    <CountyPage
      county="Wiltshire"
      intro="Swindon and north Wiltshire, from Highworth and Cricklade to Malmesbury, Marlborough and Devizes: new estates, railway-era terraces and downland villages."
    />
  );
}
