import { business } from "../generated/business";
import { formatOpeningHours } from "../../model/text";
import { footerLinks, navLinks } from "./links";
import { PhoneLine, RegionalLines } from "./phone-lines";
import { afterHours, sellingPoints } from "./claims";

const OGL = "https://www.nationalarchives.gov.uk/doc/open-government-licence/version/3/";
const CC_BY = "https://creativecommons.org/licenses/by/4.0/";

/** Attribution required by the open-data licences of the location data; keep verbatim. */
const attributions = [
  "Contains OS data © Crown copyright and database right 2017. Contains Royal Mail data © Royal Mail copyright and database right 2017. Contains National Statistics data © Crown copyright and database right 2017.",
  "Source: Office for National Statistics licensed under the Open Government Licence v.3.0. Contains OS data © Crown copyright and database right 2025. Contains Royal Mail data © Royal Mail copyright and database right 2025. Contains GeoPlace data © Local Government Information House Limited copyright and database right 2025.",
  "Population figures from GeoNames (geonames.org), licensed under CC BY 4.0.",
  "County outlines on the service area map: UK-GeoJSON by Martin Chorley (github.com/martinjc/UK-GeoJSON), CC BY 4.0, from Ordnance Survey and Office for National Statistics data © Crown copyright and database right 2016, licensed under the Open Government Licence v3.0.",
  "Each place's council from local authority district boundaries: GeoJSON and TopoJSON UK Boundary Data by Martin Chorley (github.com/martinjc/UK-GeoJSON), CC BY 4.0. Contains Ordnance Survey data © Crown copyright and database right 2014. Contains Ordnance Survey and Office for National Statistics data © Crown copyright and database right, licensed under the Open Government Licence v3.0.",
];

function DataSources() {
  return (
    <div className="data-sources">
      <h2>Data sources</h2>
      {attributions.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>
        {"Licences: "}
        <a href={OGL}>Open Government Licence v3.0</a>
        {", "}
        <a href={CC_BY}>Creative Commons Attribution 4.0 (CC BY 4.0)</a>
      </p>
    </div>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="footer-grid">
        <div>
          <h2>{business.name}</h2>
          <p>{`Based in ${business.base.town}, ${business.base.county}`}</p>
          <ul className="plain-list">
            <li>
              <PhoneLine line={business.phone.main} />
            </li>
            <li>
              {"E-mail: "}
              <a href={`mailto:${business.email}`}>{business.email}</a>
            </li>
          </ul>
          <h3>Opening hours</h3>
          <p>{formatOpeningHours(business.openingHours)}</p>
          <p>{afterHours}</p>
        </div>
        <div>
          <h2>Local phone lines</h2>
          <RegionalLines className="plain-list" />
        </div>
        <div>
          <h2>Why choose us</h2>
          <ul>
            {sellingPoints.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
        <nav aria-label="Footer">
          <h2>Pages</h2>
          <ul className="plain-list">
            {[...navLinks, ...footerLinks].map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.name}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <DataSources />
    </footer>
  );
}
