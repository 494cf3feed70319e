import { catalogue } from "../../../../generated/catalogue";

/** The six categories are the only category pages; any other is not found. */
export default function onBeforePrerenderStart() {
  return catalogue.blogCategories.map((category) => category.path);
}
