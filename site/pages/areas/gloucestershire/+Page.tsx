import { CountyPage } from "../../../components/county-page";

export default function Page() {
  return (
    <CountyPage
      county="Gloucestershire"
      intro="The Cotswold side of our patch, from Lechlade, Fairford and Cirencester to Stow-on-the-Wold and Tetbury: stone villages, valleys and long distances to the nearest transmitter."
    />
  );
}
