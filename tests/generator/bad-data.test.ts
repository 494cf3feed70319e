/**
 * Bad input reads like the owner's mistake: file, entry, line, field, what
 * was expected and what arrived. Each case breaks the fixture on purpose and
 * asserts the exact message.
 */
import { describe, expect, test } from "vitest";
import { DataError, formatProblem } from "../../generator/errors";
import type { InputTexts } from "../../generator/load/load";
import {
  ALLOWED_FIELDS,
  BUSINESS_FIELDS,
  CHAT_TEMPLATE_FIELDS,
} from "../../generator/schema/template-fields";
import { generateFixture } from "./fixture";

const LOCATIONS = "data/locations.yaml";
const OUTCODES = "data/outcodes.yaml";
const TOWN = "data/towns/abingdon.md";
type Edit = (texts: InputTexts) => void;
const replaceIn =
  (file: string, from: string | RegExp, to: string): Edit =>
  (texts) => {
    const before = texts[file]!;
    const after = before.replace(from, to);
    if (after === before) throw new Error(`test setup: ${String(from)} not found in ${file}`);
    texts[file] = after;
  };

async function messagesFor(edit: Edit): Promise<string[]> {
  const error = await generateFixture(edit).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DataError);
  return (error as DataError).problems.map(formatProblem);
}

const cases: [string, { edit: Edit; want: unknown[] }][] = [
  [
    "a latitude that is not a number",
    {
      edit: replaceIn(
        LOCATIONS,
        "{ lat: 51.7686, lng: -1.5736 }",
        '{ lat: "51.78N", lng: -1.5736 }',
      ),
      want: [
        'data/locations.yaml entry 2 ("Brize Norton"), line 25: coordinates.lat: expected a number, got "51.78N"',
      ],
    },
  ],
  [
    "a latitude outside Great Britain",
    {
      edit: replaceIn(
        LOCATIONS,
        "{ lat: 51.7686, lng: -1.5736 }",
        "{ lat: 5.17686, lng: -1.5736 }",
      ),
      want: [
        'data/locations.yaml entry 2 ("Brize Norton"), line 25: coordinates.lat: expected a latitude between 49 and 61 (Great Britain), got 5.17686',
      ],
    },
  ],
  [
    "an unknown county",
    {
      edit: replaceIn(
        LOCATIONS,
        "county: Oxfordshire\n  council: West Oxfordshire District Council\n  postcode: OX18\n  mainPostcode: OX18\n  coordinates: { lat: 51.7393",
        "county: Oxon\n  council: West Oxfordshire District Council\n  postcode: OX18\n  mainPostcode: OX18\n  coordinates: { lat: 51.7393",
      ),
      want: [
        'data/locations.yaml entry 3 ("Black Bourton"), line 31: county: expected one of "Oxfordshire"|"Gloucestershire"|"Wiltshire"|"Berkshire", got "Oxon"',
      ],
    },
  ],
  [
    "a nearby area that is not a place",
    {
      edit: replaceIn(
        LOCATIONS,
        "nearbyAreas: [Black Bourton, Carterton]",
        "nearbyAreas: [Black Bourton, Carterton, Atlantis]",
      ),
      want: [
        'data/locations.yaml entry 4 ("Alvescot"), line 48: nearbyAreas.2: expected the name of a place in data/locations.yaml, got "Atlantis"\n    hint: nearbyAreas names other entries exactly as their `name` is written',
      ],
    },
  ],
  [
    "an unknown option id",
    {
      edit: replaceIn(LOCATIONS, "signalChallenges: [foil-insulation]", "signalChallenges: [foil]"),
      want: [
        'data/locations.yaml entry 1 ("Carterton"), line 16: signalChallenges.0: expected one of the signalChallenges ids in data/options.yaml, got "foil"\n    hint: known ids: hilly-terrain, valley-location, fringe-reception, overlapping-regions, foil-insulation, thick-walls, slow-rural-broadband',
      ],
    },
  ],
  [
    "a misspelt field",
    {
      edit: replaceIn(
        LOCATIONS,
        "  keyFeatures: [Village in Gloucestershire]",
        "  keyFeatures: [Village in Gloucestershire]\n  popularity: 3",
      ),
      want: ['data/locations.yaml entry 6 ("Broadwell"), line 60: unknown field "popularity"'],
    },
  ],
  [
    "a missing field",
    {
      edit: replaceIn(LOCATIONS, "  mainPostcode: GL54\n", ""),
      want: [
        'data/locations.yaml entry 10 ("Stow-on-the-Wold"), line 102: mainPostcode: missing; expected string',
      ],
    },
  ],
  [
    "an unknown template placeholder",
    {
      edit: replaceIn(
        "templates/town.yaml",
        "Town title 3 for {{location}}",
        "Town title 3 for {{tonw}}",
      ),
      want: [
        `templates/town.yaml, line 6: seo.titles.2: unknown placeholder {{tonw}}\n    hint: templates may use: ${ALLOWED_FIELDS.join(", ")}`,
      ],
    },
  ],
  [
    "seven title variants instead of eight",
    {
      edit: replaceIn("templates/ajax.yaml", / {2}- Ajax title 8 for \{\{location\}\}\n/, ""),
      want: [
        "templates/ajax.yaml, line 4: seo.titles: expected exactly 8 variants, got a list of 7",
      ],
    },
  ],
  [
    "broken YAML: the first error, with its line",
    {
      edit: replaceIn("data/options.yaml", "housingStock:", "housingStock: [\n"),
      want: [
        "data/options.yaml, line 7: not valid YAML: Nested mappings are not allowed in compact mappings",
      ],
    },
  ],
  [
    "a missing file",
    {
      edit: (texts) => {
        texts["data/transmitters.yaml"] = undefined;
      },
      want: [
        "data/transmitters.yaml: file not found\n    hint: run the command from the project folder",
      ],
    },
  ],
  [
    "a phone number that is not one",
    {
      edit: replaceIn("data/business.yaml", 'number: "01632 960000" }', 'number: "call us" }'),
      want: [
        'data/business.yaml, line 14: phone.main.number: expected a UK number such as "01632 960000", got "call us"',
      ],
    },
  ],
  [
    "a form server given as a plain-http address with a path",
    {
      edit: replaceIn(
        "data/business.yaml",
        "siteUrl: https://www.tv-aerial-wifi.example\n",
        "siteUrl: https://www.tv-aerial-wifi.example\nformOrigin: http://forms.example.co.uk/api\n",
      ),
      want: [
        'data/business.yaml, line 7: formOrigin: expected an https origin with no path, such as https://forms.example.co.uk (http only for 127.0.0.1 or localhost), got "http://forms.example.co.uk/api"',
      ],
    },
  ],
  [
    "a time zone that is not an IANA name",
    {
      edit: replaceIn(
        "data/business.yaml",
        "siteUrl: https://www.tv-aerial-wifi.example\n",
        "siteUrl: https://www.tv-aerial-wifi.example\ntimeZone: +01:00\n",
      ),
      want: [
        'data/business.yaml, line 7: timeZone: expected an IANA time zone such as "Europe/London", got "+01:00"',
      ],
    },
  ],
  [
    "a social card point that is not one of the selling points",
    {
      edit: replaceIn(
        "data/business.yaml",
        "socialCardPoints: [Free quotes, No call-out charge]",
        "socialCardPoints: [Free quotes, Cheapest in Oxfordshire]",
      ),
      want: [
        'data/business.yaml, line 78: socialCardPoints.1: expected one of sellingPoints or a switched claim\'s point ("Same-day service", "No call-out charge", "Free quotes", "Over 15 years of experience"), got "Cheapest in Oxfordshire"',
      ],
    },
  ],
  [
    "a switched claim also typed into the selling points, two lists to keep in step",
    {
      edit: replaceIn(
        "data/business.yaml",
        "  - Over 15 years of experience",
        "  - Over 15 years of experience\n  - Free quotes",
      ),
      want: [
        'data/business.yaml, line 36: sellingPoints.1: "Free quotes" is said by the freeQuotes switch; remove it from this list and set freeQuotes: true, got "Free quotes"',
        'data/business.yaml, line 36: sellingPoints.1: states free quotes directly ("Free quotes"); claims come only from data/business.yaml\n    hint: use {{#if freeQuotes}}...{{/if}} (freeQuotes in data/business.yaml), so the owner can change or switch it off in one place',
      ],
    },
  ],
  [
    "a content entry linking to a page that does not exist",
    {
      edit: replaceIn(
        "data/content/problems.yaml",
        "[the cable](/problems/no-tv-signal)",
        "[the cable](/problems/no-signal)",
      ),
      want: [
        'data/content/problems.yaml entry 1 ("no-tv-signal"): body: links to /problems/no-signal, which is not a page of the site\n    hint: link to a fixed page (site/pages), a place, or another entry\'s path',
      ],
    },
  ],
  [
    "a content entry naming a place that is not in the table",
    {
      edit: replaceIn("data/content/guides.yaml", "towns: [Abingdon]", "towns: [Abbingdon]"),
      want: [
        'data/content/guides.yaml entry 1 ("freeview-retuning-guide"), line 24: towns.0: expected the name of a place in data/locations.yaml, got "Abbingdon"',
      ],
    },
  ],
  [
    "a Markdown body with its own h1",
    {
      edit: replaceIn(
        "data/content/comparisons.yaml",
        "      ## What we check",
        "      # What we check",
      ),
      want: [
        'data/content/comparisons.yaml entry 1 ("freeview-vs-freesat"), line 11: body: "# What we check": the page title is the h1; sections start with "## "',
      ],
    },
  ],
  [
    "a misspelt business placeholder in a content entry",
    {
      edit: replaceIn("data/content/services.yaml", "{{price.skyDish}}", "{{price.skydish}}"),
      want: [
        `data/content/services.yaml entry 1 ("care-homes"), line 11: body: unknown placeholder {{price.skydish}}\n    hint: templates may use: ${BUSINESS_FIELDS.join(", ")}`,
      ],
    },
  ],
  [
    "a problem-by-town page naming a problem that does not exist",
    {
      edit: replaceIn("data/content/locations.yaml", "problem: no-tv-signal", "problem: no-signal"),
      want: [
        'data/content/locations.yaml entry 1 ("no-tv-signal-carterton"), line 25: problem: expected a slug from data/content/problems.yaml, got "no-signal"',
      ],
    },
  ],
  [
    "a blog article in a category that does not exist",
    {
      edit: replaceIn(
        "data/blog/what-an-aerial-job-costs.md",
        "category: pricing-guides",
        "category: prices",
      ),
      want: [
        'data/blog/what-an-aerial-job-costs.md, line 5: category: expected one of "local-guides"|"pricing-guides"|"installation-tips"|"wi-fi-solutions"|"emergency-services"|"product-reviews", got "prices"',
      ],
    },
  ],
  [
    "a blog article without front matter",
    {
      edit: (texts) => {
        texts["data/blog/what-an-aerial-job-costs.md"] = "Just text.\n";
      },
      want: [
        "data/blog/what-an-aerial-job-costs.md, line 1: expected front matter: a block of YAML between two --- lines at the top\n    hint: see any other file in data/blog/ for the fields",
      ],
    },
  ],
  [
    "a place name with a line break (it would end the generated header comment)",
    {
      edit: replaceIn(
        LOCATIONS,
        "- name: Milton\n  county: Oxfordshire\n  council: Cherwell District Council\n  postcode: OX15",
        '- name: "Milton\\nglobalThis.ran = true"\n  county: Oxfordshire\n  council: Cherwell District Council\n  postcode: OX15',
      ),
      want: [
        'data/locations.yaml entry 8 ("Milton\\nglobalThis.ran = true"), line 80: name: expected one line of text, without line breaks or control characters, got "Milton\\nglobalThis.ran = true"',
      ],
    },
  ],
  [
    "a key feature with U+2028, a line separator to JavaScript",
    {
      edit: replaceIn(
        LOCATIONS,
        "keyFeatures: [Village in Oxfordshire, Postcode district OX18]",
        'keyFeatures: [Village in Oxfordshire, "Postcode\\u2028district OX18"]',
      ),
      want: [
        'data/locations.yaml entry 2 ("Brize Norton"), line 29: keyFeatures.1: expected one line of text, without line breaks or control characters, got "Postcode\\u2028district OX18"',
      ],
    },
  ],
  [
    "a template title with a terminal escape",
    {
      edit: replaceIn(
        "templates/town.yaml",
        "- Town title 3 for {{location}}",
        '- "Town title 3 \\e]0;owned\\a for {{location}}"',
      ),
      want: [
        'templates/town.yaml, line 6: seo.titles.2: expected one line of text, without line breaks or control characters, got "Town title 3 \\u001b]0;owned\\u0007 for {{location}}"',
      ],
    },
  ],
  [
    "a Markdown body with a NUL (line breaks are fine there)",
    {
      edit: replaceIn(
        "data/content/problems.yaml",
        "An opening paragraph about no tv signal",
        "An opening\u0000paragraph about no tv signal",
      ),
      want: [
        'data/content/problems.yaml entry 1 ("no-tv-signal"), line 11: body: expected text without control characters (line breaks and tabs are fine), got "An opening\\u0000paragraph about no tv signal from {{busi...',
      ],
    },
  ],
  [
    "a missing content family file",
    {
      edit: (texts) => {
        delete texts["data/content/landmarks.yaml"];
      },
      want: [
        "data/content/landmarks.yaml: file not found: every content family has its own file\n    hint: restore the file (git checkout), or run the command from the project folder",
      ],
    },
  ],
  [
    "a district centre that is not a number, and a district written in lower case",
    {
      edit: (texts) => {
        replaceIn(
          OUTCODES,
          "{ outcode: CV36, lat: 52.07076,",
          '{ outcode: CV36, lat: "52.07N",',
        )(texts);
        replaceIn(OUTCODES, "outcode: HP14,", "outcode: hp14,")(texts);
      },
      want: [
        'data/outcodes.yaml entry 1 ("CV36"), line 11: lat: expected a number, got "52.07N"',
        'data/outcodes.yaml entry 5 ("hp14"), line 15: outcode: expected a postcode district such as OX28, got "hp14"',
      ],
    },
  ],
  [
    "one district twice in the centres",
    {
      edit: (texts) => {
        texts[OUTCODES] += "- { outcode: GL7, lat: 51.7, lng: -1.9 }\n";
      },
      want: [
        'data/outcodes.yaml entry 12 ("GL7"), line 22: outcode: the same outcode as entry 2\n    hint: each postcode district has one centre: keep one entry',
      ],
    },
  ],
  [
    "a place's district that has no centre (a typo in postcode)",
    {
      edit: replaceIn(LOCATIONS, "postcode: GL54", "postcode: GL59"),
      want: [
        'data/locations.yaml entry 10 ("Stow-on-the-Wold"), line 105: postcode: district GL59 has no centre in data/outcodes.yaml\n    hint: check the district; if it is right, add its centre (npm run import:outcodes refreshes the file from the ONS table)',
      ],
    },
  ],
  [
    "a business claim typed into a content entry instead of coming from business.yaml",
    {
      edit: replaceIn(
        "data/content/services.yaml",
        "- The dish, from {{price.skyDish}}",
        "- The dish, from {{price.skyDish}} with no VAT",
      ),
      want: [
        'data/content/services.yaml entry 1 ("care-homes"), line 11: body: states VAT directly ("VAT"); claims come only from data/business.yaml\n    hint: use {{vat}} or {{terms}} (vat in data/business.yaml), so the owner can change or switch it off in one place',
      ],
    },
  ],
  [
    "a guarantee typed into an article's body, found on its own line",
    {
      edit: replaceIn(
        "data/blog/what-an-aerial-job-costs.md",
        "## A section",
        "Every job is guaranteed for five years.\n\n## A section",
      ),
      want: [
        'data/blog/what-an-aerial-job-costs.md, line 11: body: states a guarantee directly ("guaranteed"); claims come only from data/business.yaml\n    hint: use {{guarantee}} or {{terms}} (guarantee in data/business.yaml), so the owner can change or switch it off in one place',
      ],
    },
  ],
  [
    "an article dated in the future",
    {
      edit: replaceIn(
        "data/blog/what-an-aerial-job-costs.md",
        "date: 2026-05-20",
        "date: 2099-01-01",
      ),
      want: [
        expect.stringMatching(
          /^data\/blog\/what-an-aerial-job-costs\.md, line 4: date: expected a date no later than today \(\d{4}-\d\d-\d\d\), got 2099-01-01\n/,
        ),
      ],
    },
  ],
  [
    "an article updated before it was published",
    {
      edit: replaceIn(
        "data/blog/what-an-aerial-job-costs.md",
        "date: 2026-05-20",
        "date: 2026-05-20\nupdated: 2026-05-01",
      ),
      want: [
        "data/blog/what-an-aerial-job-costs.md, line 5: updated: expected a date on or after the article's date (2026-05-20)",
      ],
    },
  ],
  [
    "a place named like a hand-written page that is on no list (/offline)",
    {
      // Renamed everywhere it is named, so the only problem is the address.
      edit: (texts) => {
        for (const [file, text] of Object.entries(texts))
          texts[file] = text?.replaceAll("Brize Norton", "Offline");
      },
      want: [
        'data/locations.yaml entry 2 ("Offline"): name: the page /offline would take a name reserved for a section of the site',
      ],
    },
  ],
  [
    "a place's own field in the chat's answers, which are for any place",
    {
      edit: replaceIn(
        "templates/chat.yaml",
        "Town question 1.1 about {{location}}?",
        "Town question 1.1 about {{nearest}}?",
      ),
      want: [
        `templates/chat.yaml, line 3: faq.0.0.question: unknown placeholder {{nearest}}\n    hint: templates may use: ${CHAT_TEMPLATE_FIELDS.join(", ")}`,
      ],
    },
  ],
  [
    "a service's price with a misspelt placeholder, and a service listed twice",
    {
      edit: (texts) => {
        replaceIn(
          "data/business.yaml",
          "Sky from {{price.skyDish}}",
          "Sky from {{price.skydish}}",
        )(texts);
        replaceIn("data/business.yaml", "  - id: starlink", "  - id: satellite")(texts);
      },
      want: [
        'data/business.yaml, line 57: services.2.id: the slug "satellite" is already used by entry 2',
        `data/business.yaml, line 56: services.1.price: unknown placeholder {{price.skydish}}\n    hint: templates may use: ${BUSINESS_FIELDS.join(", ")}`,
      ],
    },
  ],
  [
    "a town's sections with an unknown phone line, a heading without its anchor and a misspelt placeholder",
    {
      edit: (texts) => {
        replaceIn(TOWN, "line: South Oxfordshire", "line: North Oxfordshire")(texts);
        replaceIn(
          TOWN,
          "## Booking a visit in {{location}} {#abingdon-visit}",
          "## Booking",
        )(texts);
        replaceIn(TOWN, "{{places.villages}}", "{{places.vilages}}")(texts);
      },
      want: [
        `data/towns/abingdon.md, line 2: line: no regional line of data/business.yaml is labelled "North Oxfordshire"\n    hint: the lines are: West Oxfordshire, South Oxfordshire, Faringdon, Swindon and Wiltshire, Gloucestershire`,
        'data/towns/abingdon.md: body: expected a section heading such as "## Title {#town-topic}", got "## Booking"\n    hint: each section starts with ## and its title, then its anchor in {#...}; ### subheadings go inside',
        expect.stringMatching(
          /^data\/towns\/abingdon\.md: abingdon-old-town\.body: unknown placeholder \{\{places\.vilages\}\}\n {4}hint: .*places\.villages, visits\.sameDayEmergency/,
        ),
      ],
    },
  ],
  [
    "a town's sections linking to a page that does not exist",
    {
      edit: replaceIn(TOWN, "({{starlinkPath}})", "(/starlink-installation-atlantis)"),
      want: [
        "data/towns/abingdon.md: abingdon-old-town.body: links to /starlink-installation-atlantis, which is not a page of the site\n    hint: link to a fixed page (site/pages), a place, or another entry's path",
      ],
    },
  ],
  [
    "sections for a town that is not in the table",
    {
      edit: (texts) => {
        texts["data/towns/atlantis.md"] = texts[TOWN];
      },
      want: [
        "data/towns/atlantis.md: the file name is the town page's slug, and no place in data/locations.yaml has the slug \"atlantis\"\n    hint: name the file after the page's address: data/towns/witney.md for /witney",
      ],
    },
  ],
];

describe("invalid data gets a message naming file, entry, line and field", () => {
  test.each(cases)("%s", async (_name, { edit, want }) => {
    expect(await messagesFor(edit)).toEqual(want);
  });

  test("every problem is reported in one run, across files", async () => {
    const messages = await messagesFor((texts) => {
      for (const [, { edit }] of [cases[0]!, cases[3]!, cases[7]!, cases[11]!]) edit(texts);
    });
    expect(messages).toHaveLength(4);
    expect(messages.map((message) => message.split(",")[0])).toEqual([
      'data/locations.yaml entry 2 ("Brize Norton")',
      "data/business.yaml",
      'data/locations.yaml entry 4 ("Alvescot")',
      "templates/town.yaml",
    ]);
  });
});
