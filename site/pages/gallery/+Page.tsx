import { CallToAction } from "../../components/call-to-action";
import { PhotoGrid } from "../../components/photos";
import { Section } from "../../components/section";
import { photos } from "../../generated/photos";

/**
 * The drawings, as files in site/public/images/gallery/: cached once for
 * every page, not repeated inline in the HTML. The alt text says what each shows.
 */
const FIGURES = {
  aerial: {
    src: "/images/gallery/chimney-aerial.svg",
    alt: "Illustration: a TV aerial on a pole lashed to a house chimney, with the cable running down the wall",
  },
  dish: {
    src: "/images/gallery/wall-dish.svg",
    alt: "Illustration: a satellite dish on a wall bracket, pointing up towards the satellites at 28.2 degrees east",
  },
  mesh: {
    src: "/images/gallery/mesh-wifi.svg",
    alt: "Illustration: a two-storey house and garden office with a router and three mesh points, linked by network cable",
  },
  starlink: {
    src: "/images/gallery/starlink-pole.svg",
    alt: "Illustration: a Starlink dish on a pole fixed to a gable wall, with a clear cone of sky above it",
  },
  ajax: {
    src: "/images/gallery/ajax-system.svg",
    alt: "Illustration: an Ajax Hub 2 in the middle, linked by radio to a MotionCam, DoorProtect, FireProtect, keypad and siren, and to a phone app",
  },
} as const;

/**
 * Every drawing is 400 by 300, set on the <img> so nothing moves as it
 * loads. Below the fold they load as the visitor scrolls; the first may be
 * in view at once, so it does not wait.
 */
function Drawing({ figure, lazy = true }: { figure: keyof typeof FIGURES; lazy?: boolean }) {
  const { src, alt } = FIGURES[figure];
  return (
    <img
      src={src}
      alt={alt}
      width="400"
      height="300"
      {...(lazy && { loading: "lazy" as const, decoding: "async" as const })}
    />
  );
}

/** The hero: it speaks of photos only when the owner has added some (data/photos/). */
function Intro({ withPhotos }: { withPhotos: boolean }) {
  return withPhotos ? (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">Gallery: Our Work and Typical Installations</h1>
      <p className="lead">
        {`Photos of our own work come first, newest first, each with when it was taken. After them are simple drawings of the kinds of installation we fit most often, showing what a well-planned job looks like and why it is done that way.`}
      </p>
    </section>
  ) : (
    <section aria-labelledby="page-title" className="hero">
      <h1 id="page-title">Gallery: Typical Installations, Illustrated</h1>
      <p className="lead">
        {`These are simple drawings of the kinds of installation we fit most often, not photographs of customers' homes. Each one shows what a well-planned job looks like and why it is done that way.`}
      </p>
      <p>
        {`We do not publish photos of people's houses here. If you would like to see photos of similar work before you book, ask when you call and we will share examples.`}
      </p>
    </section>
  );
}

export default function Page() {
  const withPhotos = photos.length > 0;
  return (
    <>
      <Intro withPhotos={withPhotos} />

      {withPhotos && (
        <Section id="photos" title="Photos of our work">
          <PhotoGrid photos={photos} />
        </Section>
      )}

      <Section id="tv" title="TV aerials and satellite dishes">
        <p>
          {`Most TV reception problems come down to where the aerial or dish is, which way it points and the state of the cable from it. These two drawings show the parts that matter.`}
        </p>
        <figure>
          <Drawing figure="aerial" lazy={withPhotos} />
          <figcaption>
            {`A chimney-mounted aerial. The pole is held by two lashing wires around the chimney stack, and the aerial's elements point at the transmitter, with the reflector at the back. The cable is clipped down the roof and wall and enters with a drip loop so that rain runs off rather than along it. We check the chimney's condition before fixing anything to it; see `}
            <a href="/guides/choosing-a-tv-aerial">choosing a TV aerial</a>
            {`.`}
          </figcaption>
        </figure>
        <figure>
          <Drawing figure="dish" />
          <figcaption>
            {`A wall-mounted satellite dish for Sky or Freesat. The bracket is fixed into solid masonry, the dish faces the satellites at 28.2°E, and the LNB at the end of the arm collects the signal. Any tree or building in that line stops reception, which is why a dish that worked for years can fail as a tree grows; see `}
            <a href="/guides/satellite-dish-alignment-explained">dish alignment explained</a>
            {`.`}
          </figcaption>
        </figure>
      </Section>

      <Section id="internet" title="Wi-Fi and Starlink">
        <p>
          {`Good internet at home depends as much on how the signal is spread around the building as on the connection coming in.`}
        </p>
        <figure>
          <Drawing figure="mesh" />
          <figcaption>
            {`A mesh Wi-Fi layout. The router sits where the broadband arrives, with mesh points upstairs, at the far end of the house and in a garden office. Linking them with network cable (wired backhaul) keeps speeds up in every room. Read `}
            <a href="/guides/planning-a-mesh-wifi-network">planning a mesh Wi-Fi network</a>
            {`.`}
          </figcaption>
        </figure>
        <figure>
          <Drawing figure="starlink" />
          <figcaption>
            {`A Starlink dish on a pole fixed to a gable wall. Raising the dish above the roofline clears nearby trees from its view of the sky, which we confirm with the obstruction check in the Starlink app before drilling. See the `}
            <a href="/guides/starlink-installation-guide">Starlink installation guide</a>
            {`.`}
          </figcaption>
        </figure>
      </Section>

      <Section id="security" title="Ajax security">
        <figure>
          <Drawing figure="ajax" />
          <figcaption>
            {`An Ajax alarm system. The Hub 2 talks by radio to each device: MotionCam detectors that take photos when triggered, DoorProtect contacts on doors and windows, FireProtect smoke detectors, a keypad and a siren. The hub connects to the internet so alerts and photos reach the Ajax app on your phone. More on the `}
            <a href="/ajax-security-systems">Ajax range</a>
            {`.`}
          </figcaption>
        </figure>
      </Section>

      <Section
        id="about-these"
        title={withPhotos ? "Why drawings as well as photos?" : "Why illustrations and not photos?"}
      >
        <p>
          {withPhotos
            ? `Drawings make it easier to see the parts that matter, such as the drip loop on a cable or the cone of clear sky a Starlink dish needs, which a photo of a finished job can hide.`
            : `Photos of real jobs show people's homes, their alarm positions and sometimes their house numbers, and we would rather not put those on a public website. Drawings also make it easier to see the parts that matter, such as the drip loop on a cable or the cone of clear sky a Starlink dish needs.`}
        </p>
        <p>
          {`If you would like to see photos of similar work, just ask. You can also read about `}
          <a href="/services">all our services</a>
          {` or `}
          <a href="/prepare-for-aerial-installation">how to prepare for a visit</a>
          {`.`}
        </p>
      </Section>

      <CallToAction />
    </>
  );
}
