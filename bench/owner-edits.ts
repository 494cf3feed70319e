/**
 * The owner's everyday edits, for the edit table (bench/edit-table.ts): each
 * one file's new text, made from its current text as the owner would change
 * it, so the edits follow the data as it moves (and apply to the copies grown
 * for the table at scale). Places are picked by name; an edit fails, naming
 * the file and entry, when the data no longer has what it needs. Each edit
 * leaves data that the generator accepts.
 */
import { isMap, isScalar, isSeq, parseDocument, visit, type Document, type YAMLMap } from "yaml";
import { nudged } from "./scaled-places";

export interface OwnerEdit {
  /** What the owner did, as the table names it. */
  name: string;
  /** The file it changes, relative to the project. */
  file: string;
  /** The file's text after the edit. */
  apply(text: string): string;
}

const LOCATIONS = "data/locations.yaml";
/** The dedicated town whose page the owner writes up. */
export const TOWN = "Witney";
/** Villages near the business, each named in no other data file, so one file holds each edit. */
export const VILLAGE_BESIDE = "Freeland";
export const VILLAGE_MOVED = "Brighthampton";
export const VILLAGE_RENAMED = "Finstock";
/** The new names, which no place has: checked when the edit is made. */
export const ADDED_NAME = `North ${VILLAGE_BESIDE}`;
export const NEW_NAME = `Upper ${VILLAGE_RENAMED}`;
/** How far the owner moves a village, and the new village lies from its neighbour. */
export const MOVE_METRES = 1000;
const NORTH = 0;

/** `text` parsed, changed by `change`, and written back with its lines unwrapped, as the owner keeps them. */
function editYaml(file: string, text: string, change: (doc: Document) => void): string {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(`${file}: ${doc.errors[0]!.message}`);
  change(doc);
  return doc.toString({ lineWidth: 0 });
}

/** The map at `path` of `doc`, or an error naming the file and the path. */
function mapAt(file: string, doc: Document, path: readonly (string | number)[]): YAMLMap {
  const node = doc.getIn(path, true);
  if (!isMap(node)) throw new Error(`${file}: no entry at ${path.join(".")}`);
  return node;
}

/** `sentence` added to the end of a text field of `map`, in the field's own style (quoted, folded). */
function addSentence(file: string, map: YAMLMap, field: string, where: string, sentence: string) {
  const node = map.get(field, true);
  if (!isScalar(node) || typeof node.value !== "string") {
    throw new Error(`${file}: ${where} has no text in "${field}"`);
  }
  node.value = `${node.value.trimEnd()} ${sentence}`;
}

/** The index of the place named `name` in data/locations.yaml. */
function placeIndex(doc: Document, name: string): number {
  const places = doc.contents;
  if (!isSeq(places)) throw new Error(`${LOCATIONS}: not a list of places`);
  const index = places.items.findIndex((item) => isMap(item) && item.get("name") === name);
  if (index < 0) throw new Error(`${LOCATIONS}: no place named "${name}"`);
  return index;
}

const place = (doc: Document, name: string) => mapAt(LOCATIONS, doc, [placeIndex(doc, name)]);

function refuseTaken(doc: Document, name: string): void {
  const places = doc.contents;
  if (isSeq(places) && places.items.some((item) => isMap(item) && item.get("name") === name)) {
    throw new Error(`${LOCATIONS}: a place is already named "${name}"`);
  }
}

/** The place's coordinates moved `MOVE_METRES` north, in its own map (whose layout stays). */
function moveNorth(map: YAMLMap, where: string): void {
  const coordinates = map.get("coordinates", true);
  const lat = isMap(coordinates) ? coordinates.get("lat") : undefined;
  const lng = isMap(coordinates) ? coordinates.get("lng") : undefined;
  if (!isMap(coordinates) || typeof lat !== "number" || typeof lng !== "number") {
    throw new Error(`${LOCATIONS}: ${where} has no coordinates { lat, lng }`);
  }
  const moved = nudged({ lat, lng }, MOVE_METRES, NORTH);
  coordinates.set("lat", moved.lat);
  coordinates.set("lng", moved.lng);
}

export const OWNER_EDITS: readonly OwnerEdit[] = [
  {
    name: `key feature added (${TOWN})`,
    file: LOCATIONS,
    apply: (text) =>
      editYaml(LOCATIONS, text, (doc) => {
        const features = place(doc, TOWN).get("keyFeatures", true);
        if (!isSeq(features)) throw new Error(`${LOCATIONS}: ${TOWN} has no keyFeatures list`);
        features.add("Weekly market in the town centre");
      }),
  },
  {
    name: `write-up (${TOWN})`,
    file: LOCATIONS,
    apply: (text) =>
      editYaml(LOCATIONS, text, (doc) => {
        const town = place(doc, TOWN);
        addSentence(LOCATIONS, town, "transmitterInfo", TOWN, "We test the signal before we fit.");
      }),
  },
  {
    name: `village added (${ADDED_NAME})`,
    file: LOCATIONS,
    apply: (text) =>
      editYaml(LOCATIONS, text, (doc) => {
        refuseTaken(doc, ADDED_NAME);
        const index = placeIndex(doc, VILLAGE_BESIDE);
        const copy = place(doc, VILLAGE_BESIDE).clone();
        if (!isMap(copy) || !isSeq(doc.contents))
          throw new Error(`${LOCATIONS}: not a list of places`);
        // A new village has its own name: an official name was its neighbour's.
        copy.delete("officialName");
        copy.set("name", ADDED_NAME);
        moveNorth(copy, ADDED_NAME);
        doc.contents.items.splice(index + 1, 0, copy);
      }),
  },
  {
    name: `village moved ${MOVE_METRES / 1000} km (${VILLAGE_MOVED})`,
    file: LOCATIONS,
    apply: (text) =>
      editYaml(LOCATIONS, text, (doc) => moveNorth(place(doc, VILLAGE_MOVED), VILLAGE_MOVED)),
  },
  {
    name: `village renamed (${VILLAGE_RENAMED})`,
    file: LOCATIONS,
    apply: (text) =>
      editYaml(LOCATIONS, text, (doc) => {
        refuseTaken(doc, NEW_NAME);
        placeIndex(doc, VILLAGE_RENAMED);
        // Its own name and every mention of it as a neighbour.
        visit(doc, {
          Scalar(_key, node) {
            if (node.value === VILLAGE_RENAMED) node.value = NEW_NAME;
          },
        });
      }),
  },
  {
    name: "content entry (problems.yaml)",
    file: "data/content/problems.yaml",
    apply: (text) =>
      editYaml("data/content/problems.yaml", text, (doc) => {
        const entry = mapAt("data/content/problems.yaml", doc, ["entries", 0]);
        const sentence = "Most checks take a minute.";
        addSentence("data/content/problems.yaml", entry, "summary", "entries.0", sentence);
      }),
  },
  {
    name: "one price (business.yaml)",
    file: "data/business.yaml",
    apply: (text) =>
      editYaml("data/business.yaml", text, (doc) => {
        const price = doc.getIn(["prices", "skyDishFrom"], true);
        if (!isScalar(price) || typeof price.value !== "number") {
          throw new Error("data/business.yaml: no number at prices.skyDishFrom");
        }
        price.value += 5;
      }),
  },
  {
    name: "one template line (town.yaml)",
    file: "templates/town.yaml",
    apply: (text) =>
      editYaml("templates/town.yaml", text, (doc) => {
        // The last question of the group every town page shows.
        const groups = doc.get("faq", true);
        const shared = isSeq(groups) ? groups.items.at(-1) : undefined;
        const question = isSeq(shared) ? shared.items.at(-1) : undefined;
        if (!isMap(question)) throw new Error("templates/town.yaml: no faq groups of questions");
        const where = "the last faq question";
        addSentence("templates/town.yaml", question, "answer", where, "Ask us about a visit.");
      }),
  },
];
