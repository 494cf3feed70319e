/** The blog as its index and category pages list it, from the generated catalogue. */
import { blog } from "../generated/catalogue-blog";
import { blogCategories } from "../generated/catalogue-blog-categories";

/** What each category page says about itself. */
export const CATEGORY_INTROS: Record<string, string> = {
  "local-guides":
    "Articles about particular towns and valleys: what reception, broadband and Starlink are like there, and what usually works.",
  "pricing-guides":
    "What affects the price of aerial, dish, Starlink and alarm work, and how our quotes are put together.",
  "installation-tips":
    "How aerials, dishes and boxes are fitted and set up, and what you can safely check yourself.",
  "wi-fi-solutions":
    "Mesh Wi-Fi, thick walls, garden offices and Starlink: getting a good connection where you need it.",
  "emergency-services": "Storm damage, sudden loss of signal and what to do first.",
  "product-reviews":
    "Plain buying advice about kinds of equipment: what to look for and what to avoid.",
};

export function categoryOf(path: string) {
  return blogCategories.find((category) => category.path === path);
}

export function postsIn(categoryPath: string) {
  return blog.filter((post) => post.category.path === categoryPath);
}
