import { fixedHead } from "../../renderer/fixed-head";

export default fixedHead({
  title: "Health and Safety at Height",
  description:
    "How we work safely on roofs and ladders: risk assessment, weather limits, electrical safety, asbestos awareness, lone working and RAMS for commercial sites.",
  path: "/health-and-safety",
  crumb: "Health and safety",
});
