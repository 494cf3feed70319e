import { Fragment } from "react";
import type { Fact } from "../../model/page-props";

/** Computed facts about a place as a definition list: label, then value (linked where explained). */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((fact) => (
        <Fragment key={fact.label}>
          <dt>{fact.label}</dt>
          <dd>{fact.path ? <a href={fact.path}>{fact.value}</a> : fact.value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
