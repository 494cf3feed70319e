import { NotFoundPage } from "../../components/not-found-page";
import { notFoundReportUrl } from "../../renderer/form-origin";

export default function Page() {
  return (
    <>
      <NotFoundPage />
      {/* Reports the missing path (SPEC §7) to the form server when there is one; a failure is
          swallowed. Deferred, so the page never waits on it. */}
      <script src="/not-found-report.js" data-endpoint={notFoundReportUrl} defer />
    </>
  );
}
