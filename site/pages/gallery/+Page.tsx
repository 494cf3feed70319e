import { CallToAction } from "../../components/CallToAction";
import { Section } from "../../components/Section";

const INK = "#1f2937";
const BRAND = "#1e40af";
const SKY = "#eff6ff";
const WALL = "#e5e7eb";
const ROOF = "#64748b";
const LABEL = { fill: INK, fontSize: 13, fontFamily: "system-ui, sans-serif" } as const;

function ChimneyAerial() {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      role="img"
      aria-labelledby="fig-aerial-title"
    >
      <title id="fig-aerial-title">
        Illustration: a TV aerial on a pole lashed to a house chimney, with the cable running down
        the wall
      </title>
      <rect width="400" height="300" fill={SKY} />
      <rect x="70" y="160" width="240" height="125" fill={WALL} stroke={INK} strokeWidth="2" />
      <polygon points="55,160 190,80 325,160" fill={ROOF} stroke={INK} strokeWidth="2" />
      <rect x="240" y="70" width="34" height="70" fill="#b45309" stroke={INK} strokeWidth="2" />
      <line x1="237" y1="88" x2="277" y2="88" stroke={INK} strokeWidth="2" strokeDasharray="4 3" />
      <line
        x1="237"
        y1="120"
        x2="277"
        y2="120"
        stroke={INK}
        strokeWidth="2"
        strokeDasharray="4 3"
      />
      <line x1="257" y1="130" x2="257" y2="18" stroke={INK} strokeWidth="4" />
      <line x1="190" y1="30" x2="300" y2="30" stroke={INK} strokeWidth="3" />
      {[200, 215, 230, 245, 270, 285].map((x) => (
        <line key={x} x1={x} y1="22" x2={x} y2="38" stroke={INK} strokeWidth="2" />
      ))}
      <rect x="293" y="14" width="10" height="32" fill="none" stroke={INK} strokeWidth="2" />
      <path
        d="M262 40 L262 70 M274 130 L300 150 L300 240"
        fill="none"
        stroke={BRAND}
        strokeWidth="3"
      />
      <path d="M262 70 L274 130" fill="none" stroke={BRAND} strokeWidth="3" />
      <path d="M300 240 q12 12 0 20" fill="none" stroke={BRAND} strokeWidth="3" />
      <rect x="110" y="190" width="50" height="40" fill="#fff" stroke={INK} strokeWidth="2" />
      <rect x="200" y="190" width="50" height="40" fill="#fff" stroke={INK} strokeWidth="2" />
      <text x="20" y="34" {...LABEL}>
        ← to the transmitter
      </text>
      <text x="150" y="118" {...LABEL} fill="#fff">
        lashing wires
      </text>
      <text x="310" y="200" {...LABEL}>
        cable
      </text>
    </svg>
  );
}

function WallDish() {
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="fig-dish-title">
      <title id="fig-dish-title">
        Illustration: a satellite dish on a wall bracket, pointing up towards the satellites at 28.2
        degrees east
      </title>
      <rect width="400" height="300" fill={SKY} />
      <rect x="0" y="0" width="120" height="300" fill={WALL} stroke={INK} strokeWidth="2" />
      {[40, 80, 120, 160, 200, 240, 280].map((y) => (
        <line key={y} x1="0" y1={y} x2="120" y2={y} stroke="#cbd5e1" strokeWidth="1" />
      ))}
      <rect x="110" y="120" width="14" height="60" fill={ROOF} stroke={INK} strokeWidth="2" />
      <line x1="124" y1="150" x2="175" y2="150" stroke={INK} strokeWidth="6" />
      <ellipse
        cx="200"
        cy="130"
        rx="32"
        ry="58"
        transform="rotate(-30 200 130)"
        fill="#f8fafc"
        stroke={INK}
        strokeWidth="2"
      />
      <line x1="205" y1="170" x2="265" y2="150" stroke={INK} strokeWidth="3" />
      <rect x="258" y="138" width="22" height="16" rx="3" fill={INK} />
      <path
        d="M258 150 Q235 190 150 190 L130 190 L130 262 q-14 12 0 22"
        fill="none"
        stroke={BRAND}
        strokeWidth="3"
      />
      <line
        x1="230"
        y1="100"
        x2="360"
        y2="30"
        stroke={BRAND}
        strokeWidth="2"
        strokeDasharray="6 4"
      />
      <text x="305" y="90" {...LABEL}>
        to 28.2°E
      </text>
      <text x="285" y="160" {...LABEL}>
        LNB
      </text>
      <text x="140" y="250" {...LABEL}>
        drip loop
      </text>
    </svg>
  );
}

function MeshLayout() {
  const node = (x: number, y: number, label: string) => (
    <g key={label}>
      <circle
        cx={x}
        cy={y}
        r="55"
        fill={BRAND}
        fillOpacity="0.08"
        stroke={BRAND}
        strokeDasharray="4 4"
      />
      <rect x={x - 12} y={y - 9} width="24" height="18" rx="4" fill={BRAND} />
      <text x={x - 30} y={y + 28} {...LABEL}>
        {label}
      </text>
    </g>
  );
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="fig-mesh-title">
      <title id="fig-mesh-title">
        Illustration: a two-storey house and garden office with a router and three mesh points,
        linked by network cable
      </title>
      <rect width="400" height="300" fill="#fff" />
      <rect x="20" y="40" width="230" height="220" fill="none" stroke={INK} strokeWidth="3" />
      <line x1="20" y1="150" x2="250" y2="150" stroke={INK} strokeWidth="3" />
      <line x1="135" y1="40" x2="135" y2="150" stroke={INK} strokeWidth="2" />
      <line x1="135" y1="150" x2="135" y2="260" stroke={INK} strokeWidth="2" />
      <rect x="290" y="170" width="100" height="90" fill="none" stroke={INK} strokeWidth="3" />
      <path
        d="M75 215 L190 215 L190 95 M190 215 L340 215"
        fill="none"
        stroke={INK}
        strokeWidth="2"
        strokeDasharray="2 4"
      />
      {node(75, 215, "Router")}
      {node(190, 215, "Mesh point")}
      {node(190, 95, "Mesh point")}
      {node(340, 215, "Mesh point")}
      <text x="30" y="30" {...LABEL}>
        House: upstairs and downstairs
      </text>
      <text x="290" y="154" {...LABEL}>
        Garden office
      </text>
      <text x="40" y="290" {...LABEL}>
        dotted line: network cable (wired backhaul)
      </text>
    </svg>
  );
}

function StarlinkPole() {
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      role="img"
      aria-labelledby="fig-starlink-title"
    >
      <title id="fig-starlink-title">
        Illustration: a Starlink dish on a pole fixed to a gable wall, with a clear cone of sky
        above it
      </title>
      <rect width="400" height="300" fill={SKY} />
      <path
        d="M200 90 L70 10 L330 10 Z"
        fill="#fff"
        fillOpacity="0.7"
        stroke={BRAND}
        strokeDasharray="6 4"
      />
      <rect x="150" y="150" width="160" height="150" fill={WALL} stroke={INK} strokeWidth="2" />
      <polygon points="140,150 230,100 320,150" fill={ROOF} stroke={INK} strokeWidth="2" />
      <line x1="200" y1="90" x2="200" y2="210" stroke={INK} strokeWidth="5" />
      <rect x="188" y="170" width="24" height="8" fill={INK} />
      <rect x="188" y="200" width="24" height="8" fill={INK} />
      <rect
        x="176"
        y="72"
        width="48"
        height="28"
        rx="3"
        transform="rotate(-15 200 86)"
        fill="#f8fafc"
        stroke={INK}
        strokeWidth="2"
      />
      <path
        d="M204 100 L204 215 Q204 235 230 235 L260 235"
        fill="none"
        stroke={BRAND}
        strokeWidth="3"
      />
      <circle cx="50" cy="200" r="36" fill="#4d7c0f" />
      <rect x="45" y="230" width="10" height="70" fill="#78350f" />
      <text x="140" y="30" {...LABEL}>
        clear view of the sky
      </text>
      <text x="225" y="196" {...LABEL}>
        pole brackets
      </text>
      <text x="10" y="132" {...LABEL}>
        tree kept
      </text>
      <text x="10" y="148" {...LABEL}>
        outside the view
      </text>
    </svg>
  );
}

function AjaxSystem() {
  const devices = [
    { x: 60, y: 60, label: "MotionCam" },
    { x: 200, y: 40, label: "DoorProtect" },
    { x: 340, y: 60, label: "FireProtect" },
    { x: 60, y: 240, label: "KeyPad" },
    { x: 200, y: 260, label: "Siren" },
  ];
  return (
    <svg viewBox="0 0 400 300" width="400" height="300" role="img" aria-labelledby="fig-ajax-title">
      <title id="fig-ajax-title">
        Illustration: an Ajax Hub 2 in the middle, linked by radio to a MotionCam, DoorProtect,
        FireProtect, keypad and siren, and to a phone app
      </title>
      <rect width="400" height="300" fill="#fff" />
      {devices.map((d) => (
        <line
          key={`line-${d.label}`}
          x1="200"
          y1="150"
          x2={d.x}
          y2={d.y}
          stroke={BRAND}
          strokeWidth="2"
          strokeDasharray="5 4"
        />
      ))}
      <line
        x1="200"
        y1="150"
        x2="340"
        y2="240"
        stroke={INK}
        strokeWidth="2"
        strokeDasharray="1 4"
      />
      {devices.map((d) => (
        <g key={d.label}>
          <rect
            x={d.x - 18}
            y={d.y - 14}
            width="36"
            height="28"
            rx="6"
            fill="#fff"
            stroke={INK}
            strokeWidth="2"
          />
          <circle cx={d.x} cy={d.y} r="5" fill={INK} />
          <text x={d.x - 34} y={d.y + (d.y < 150 ? -20 : 32)} {...LABEL}>
            {d.label}
          </text>
        </g>
      ))}
      <rect
        x="172"
        y="122"
        width="56"
        height="56"
        rx="12"
        fill="#fff"
        stroke={INK}
        strokeWidth="3"
      />
      <circle cx="200" cy="150" r="7" fill={BRAND} />
      <text x="232" y="140" {...LABEL}>
        Hub 2
      </text>
      <rect x="326" y="215" width="28" height="50" rx="5" fill={INK} />
      <rect x="330" y="221" width="20" height="36" fill={SKY} />
      <text x="300" y="285" {...LABEL}>
        Ajax app
      </text>
      <text x="268" y="182" {...LABEL}>
        internet
      </text>
    </svg>
  );
}

export default function Page() {
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Gallery: Typical Installations, Illustrated</h1>
        <p className="lead">
          {`These are simple drawings of the kinds of installation we fit most often, not photographs of customers' homes. Each one shows what a well-planned job looks like and why it is done that way.`}
        </p>
        <p>
          {`We do not publish photos of people's houses here. If you would like to see photos of similar work before you book, ask when you call and we will share examples.`}
        </p>
      </section>

      <Section id="tv" title="TV aerials and satellite dishes">
        <p>
          {`Most TV reception problems come down to where the aerial or dish is, which way it points and the state of the cable from it. These two drawings show the parts that matter.`}
        </p>
        <figure>
          <ChimneyAerial />
          <figcaption>
            {`A chimney-mounted aerial. The pole is held by two lashing wires around the chimney stack, and the aerial's elements point at the transmitter, with the reflector at the back. The cable is clipped down the roof and wall and enters with a drip loop so that rain runs off rather than along it. We check the chimney's condition before fixing anything to it; see `}
            <a href="/guides/choosing-a-tv-aerial">choosing a TV aerial</a>
            {`.`}
          </figcaption>
        </figure>
        <figure>
          <WallDish />
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
          <MeshLayout />
          <figcaption>
            {`A mesh Wi-Fi layout. The router sits where the broadband arrives, with mesh points upstairs, at the far end of the house and in a garden office. Linking them with network cable (wired backhaul) keeps speeds up in every room. Read `}
            <a href="/guides/planning-a-mesh-wifi-network">planning a mesh Wi-Fi network</a>
            {`.`}
          </figcaption>
        </figure>
        <figure>
          <StarlinkPole />
          <figcaption>
            {`A Starlink dish on a pole fixed to a gable wall. Raising the dish above the roofline clears nearby trees from its view of the sky, which we confirm with the obstruction check in the Starlink app before drilling. See the `}
            <a href="/guides/starlink-installation-guide">Starlink installation guide</a>
            {`.`}
          </figcaption>
        </figure>
      </Section>

      <Section id="security" title="Ajax security">
        <figure>
          <AjaxSystem />
          <figcaption>
            {`An Ajax alarm system. The Hub 2 talks by radio to each device: MotionCam detectors that take photos when triggered, DoorProtect contacts on doors and windows, FireProtect smoke detectors, a keypad and a siren. The hub connects to the internet so alerts and photos reach the Ajax app on your phone. More on the `}
            <a href="/ajax-security-systems">Ajax range</a>
            {`.`}
          </figcaption>
        </figure>
      </Section>

      <Section id="about-these" title="Why illustrations and not photos?">
        <p>
          {`Photos of real jobs show people's homes, their alarm positions and sometimes their house numbers, and we would rather not put those on a public website. Drawings also make it easier to see the parts that matter, such as the drip loop on a cable or the cone of clear sky a Starlink dish needs.`}
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
