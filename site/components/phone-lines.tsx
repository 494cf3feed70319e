import { business } from "../generated/business";
import { PhoneLink } from "./phone-link";

/** Every phone line in data/business.yaml: the main line, then the regional ones. */
export function PhoneLines() {
  const { main, regional } = business.phone;
  return (
    <>
      <p>
        {`${main.label}: `}
        <PhoneLink number={main.number} />
      </p>
      <ul className="link-list">
        {regional.map((line) => (
          <li key={line.number}>
            {`${line.label}: `}
            <PhoneLink number={line.number} />
          </li>
        ))}
      </ul>
    </>
  );
}
