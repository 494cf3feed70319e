import type { PageHead } from "../../../model/page-props";
import { fixedHead } from "../../renderer/fixed-head";

// Shown by the service worker when there is no connection; not a page to find by search.
const head: PageHead = {
  ...fixedHead({
    title: "You Are Offline: Phone Us",
    description:
      "No internet connection. Phone us for TV aerial, satellite, Wi-Fi, Starlink or alarm help: our numbers are on this page.",
    path: "/offline",
    crumb: "Offline",
  }),
  robots: "noindex,nofollow",
};

export default head;
