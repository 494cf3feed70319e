import type { Claims } from "./claims";
import type { Coordinates } from "./page-props";
import type { Service } from "./services";

export interface PhoneLine {
  label: string;
  /** As people write it, e.g. "01632 960000". */
  number: string;
}

/** data/business.yaml, validated by the generator and emitted to site/generated/business.ts. */
export interface Business extends Claims {
  name: string;
  siteUrl: string;
  /** The origin that takes the static pages' forms (data/business.yaml); null: our own server only. */
  formOrigin: string | null;
  email: string;
  base: { town: string; county: string; postcode: string; coordinates: Coordinates };
  phone: { main: PhoneLine; regional: PhoneLine[] };
  messaging: { label: string; number: string };
  openingHours: { days: string[]; opens: string; closes: string };
  priceRange: string;
  paymentAccepted: string[];
  /** The business's own clock, an IANA zone ("Europe/London"): lead times are shown by it. */
  timeZone: string;
  afterHours: string;
  reviewLinks: { label: string; url: string }[];
  sellingPoints: string[];
  /** Those of sellingPoints the social preview cards show (model/social-images.ts). */
  socialCardPoints: string[];
  /** Every page that lists the services reads them here, in this order. */
  services: Service[];
  prices: {
    skyDishFrom: number;
    starlink: { dishFrom: number; complexMountingFrom: number; wifiAccessPointFrom: number };
    ajax: { starterKitFrom: number; standardSecurityFrom: number; completeProtectionFrom: number };
  };
  starlink: { speedMbps: { min: number; max: number }; latencyMs: { min: number; max: number } };
  ajax: { hubDevices: number; batteryYears: string[] };
}
