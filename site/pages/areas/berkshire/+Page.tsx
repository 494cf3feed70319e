import { CountyPage } from "../../../components/county-page";

export default function Page() {
  return (
    <CountyPage
      county="Berkshire"
      intro="The West Berkshire villages nearest to us, around Lambourn, Hungerford and Newbury, where the downs and valleys make TV reception and broadband harder work."
    />
  );
}
