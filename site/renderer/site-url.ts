import { business } from "../generated/business";

/** The canonical origin: SITE_URL at build time, else the one in data/business.yaml. */
export const siteUrl = (process.env.SITE_URL ?? business.siteUrl).replace(/\/$/, "");

export const absoluteUrl = (path: string) => `${siteUrl}${path}`;
