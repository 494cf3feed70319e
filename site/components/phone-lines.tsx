import type { PhoneLine as Line } from "../../model/business";
import { business } from "../generated/business";
import { PhoneLink } from "./phone-link";

/** One phone line as every list of them shows it: its label, then the number to call. */
export function PhoneLine({ line }: { line: Line }) {
  return (
    <>
      {`${line.label}: `}
      <PhoneLink number={line.number} />
    </>
  );
}

/** The regional lines of data/business.yaml, one item each. */
export function RegionalLines({ className }: { className: string }) {
  return (
    <ul className={className}>
      {business.phone.regional.map((line) => (
        <li key={line.number}>
          <PhoneLine line={line} />
        </li>
      ))}
    </ul>
  );
}

/** Every phone line in data/business.yaml: the main line, then the regional ones. */
export function PhoneLines() {
  return (
    <>
      <p>
        <PhoneLine line={business.phone.main} />
      </p>
      <RegionalLines className="link-list" />
    </>
  );
}
