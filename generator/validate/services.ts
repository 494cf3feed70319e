/** data/business.yaml `services`: one entry per id, and only the placeholders content may use. */
import type { SourceDoc } from "../load/load";
import { problems, type Problem } from "../errors";
import type { BusinessData } from "../schema/business";
import { BUSINESS_FIELDS } from "../schema/template-fields";
import { checkPlaceholders, reporter } from "./check";

export function checkServices(doc: SourceDoc, business: BusinessData, found: Problem[]): void {
  const seen = new Map<string, number>();
  business.services.forEach((service, i) => {
    const first = seen.get(service.id);
    if (first !== undefined)
      reporter(doc, found)(["services", i, "id"], problems.duplicateSlug(service.id, first));
    else seen.set(service.id, i);
  });
  checkPlaceholders(doc, business.services, ["services"], found, BUSINESS_FIELDS);
}
