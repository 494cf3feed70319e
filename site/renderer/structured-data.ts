/**
 * JSON-LD for a page: the business (LocalBusiness), the breadcrumb trail,
 * the page's questions and, on an article, the article (BlogPosting), typed
 * with schema-dts.
 */
import type {
  BlogPosting,
  BreadcrumbList,
  DayOfWeek,
  FAQPage,
  LocalBusiness,
  Organization,
  WithContext,
} from "schema-dts";
import type { Graph } from "schema-dts";
import type { ArticleFacts, PageHead } from "../../model/page-props";
import type { Business } from "../../model/business";
import { absoluteUrl, siteUrl } from "./site-url";

const DAYS: Record<string, DayOfWeek> = {
  Mo: "https://schema.org/Monday",
  Tu: "https://schema.org/Tuesday",
  We: "https://schema.org/Wednesday",
  Th: "https://schema.org/Thursday",
  Fr: "https://schema.org/Friday",
  Sa: "https://schema.org/Saturday",
  Su: "https://schema.org/Sunday",
};

const BUSINESS_ID = `${siteUrl}/#business`;

function localBusiness(business: Business, head: PageHead): LocalBusiness {
  return {
    "@type": "LocalBusiness",
    "@id": BUSINESS_ID,
    name: business.name,
    url: siteUrl,
    telephone: business.phone.main.number,
    email: business.email,
    image: absoluteUrl(head.image.path),
    address: {
      "@type": "PostalAddress",
      addressLocality: business.base.town,
      addressRegion: business.base.county,
      postalCode: business.base.postcode,
      addressCountry: "GB",
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.base.coordinates.lat,
      longitude: business.base.coordinates.lng,
    },
    openingHoursSpecification: {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: business.openingHours.days.map((day) => DAYS[day]!),
      opens: business.openingHours.opens,
      closes: business.openingHours.closes,
    },
    priceRange: business.priceRange,
    paymentAccepted: business.paymentAccepted.join(", "),
    currenciesAccepted: business.currency,
    ...(head.areaServed.length > 0 && {
      areaServed: head.areaServed.map((name) => ({ "@type": "Place" as const, name })),
    }),
    // The trade bodies and approval schemes of data/business.yaml, with the page that shows
    // the membership where the owner gave one, so that it can be checked.
    ...(business.accreditations.length > 0 && {
      memberOf: business.accreditations.map(({ name, url }) => ({
        "@type": "Organization" as const,
        name,
        ...(url && { url }),
      })),
    }),
  };
}

function breadcrumbList(head: PageHead): BreadcrumbList {
  return {
    "@type": "BreadcrumbList",
    itemListElement: head.breadcrumbs.map((crumb, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

function faqPage(head: PageHead): FAQPage {
  return {
    "@type": "FAQPage",
    mainEntity: head.faqData.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * The articles name no writer: the business wrote and publishes them, so it
 * is both author and publisher, the same node as the LocalBusiness.
 */
function organization(business: Business): Organization {
  return { "@type": "Organization", "@id": BUSINESS_ID, name: business.name, url: siteUrl };
}

function blogPosting(business: Business, head: PageHead, article: ArticleFacts): BlogPosting {
  const url = absoluteUrl(head.canonical);
  return {
    "@type": "BlogPosting",
    headline: article.headline,
    description: article.description,
    datePublished: article.datePublished,
    dateModified: article.dateModified,
    author: organization(business),
    publisher: organization(business),
    image: absoluteUrl(head.image.path),
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    inLanguage: "en-GB",
  };
}

export function structuredData(
  business: Business,
  head: PageHead,
): Graph | WithContext<LocalBusiness> {
  const nodes = [
    localBusiness(business, head),
    ...(head.breadcrumbs.length > 1 ? [breadcrumbList(head)] : []),
    ...(head.faqData.length > 0 ? [faqPage(head)] : []),
    ...(head.article ? [blogPosting(business, head, head.article)] : []),
  ];
  return { "@context": "https://schema.org", "@graph": nodes };
}
