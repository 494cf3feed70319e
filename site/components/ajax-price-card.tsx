import { orList } from "../../model/text";
import { business } from "../generated/business";
import { PricingCard, standardPriceNotes } from "./pricing-card";

/** "up to 4, 7 or 10+ years depending on the device": the batteries' life, by the manufacturer's figures. */
export const ajaxBatteryLife = `up to ${orList(business.ajax.batteryYears)} years depending on the device`;

/** The Ajax packages' starting prices from data/business.yaml, with the hub's reach and the batteries' life. */
export function AjaxPriceCard({ title }: { title: string }) {
  const { starterKitFrom, standardSecurityFrom, completeProtectionFrom } = business.prices.ajax;
  return (
    <PricingCard
      title={title}
      rows={[
        { label: "Starter Kit", price: starterKitFrom },
        { label: "Standard Security", price: standardSecurityFrom },
        { label: "Complete Protection", price: completeProtectionFrom },
      ]}
      notes={[
        ...standardPriceNotes,
        `The hub connects up to ${business.ajax.hubDevices} devices`,
        `Battery life ${ajaxBatteryLife} (manufacturer's figures)`,
      ]}
    />
  );
}
