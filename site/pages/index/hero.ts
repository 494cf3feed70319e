/**
 * The home page's hero drawing, shown and preloaded only on screens 768 px
 * wide or more: on a phone it would push the call buttons down,
 * so a phone neither downloads it nor lays it out.
 */
export const HOME_HERO = {
  src: "/images/home-hero.svg",
  /** The same query in the preload, the <source> and the stylesheet (.hero-art). */
  media: "(min-width: 768px)",
  width: 480,
  height: 360,
  alt: "Illustration: a house with a TV aerial on its chimney, a satellite dish on its wall, a Starlink dish on a pole, and Wi-Fi and an alarm hub inside",
} as const;
