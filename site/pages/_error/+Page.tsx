import { NotFoundPage } from "../../components/not-found-page";

export default function Page() {
  return (
    <>
      <NotFoundPage />
      {/* Reports the missing path (SPEC §7); a failure is swallowed. Deferred, so the page never waits on it. */}
      <script src="/not-found-report.js" defer />
    </>
  );
}
