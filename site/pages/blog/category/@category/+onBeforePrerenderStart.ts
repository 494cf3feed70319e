import { blogCategories } from "../../../../generated/catalogue-blog-categories";

/** The six categories are the only category pages; any other is not found. */
export default function onBeforePrerenderStart() {
  return blogCategories.map((category) => category.path);
}
