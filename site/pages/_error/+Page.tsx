import { NotFoundPage } from "../../components/not-found-page";
import { notFoundReportUrl } from "../../renderer/form-origin";

export default function Page() {
  return (
    <>
      <NotFoundPage />
      {/* Reports the missing path to the form server when there is one, for a static host (our
          server records its 404s and sends this page without it); a failure is swallowed.
          Deferred, so the page never waits on it. */}
      <script src="/not-found-report.js" data-endpoint={notFoundReportUrl} defer />
    </>
  );
}
