import { CoveragePage } from "./CoveragePage";

export default function Page() {
  return <CoveragePage />;
}
