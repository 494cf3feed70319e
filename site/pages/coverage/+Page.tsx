import { CoveragePage } from "./coverage-page";

export default function Page() {
  return <CoveragePage />;
}
