import { CallToAction } from "../../components/call-to-action";
import { Cards, LinkList } from "../../components/lists";
import { AjaxPriceCard, ajaxBatteryLife } from "../../components/ajax-price-card";
import { Section } from "../../components/section";
import { business } from "../../generated/business";
import { sentence, terms } from "../../components/claims";

export default function Page() {
  const { hubDevices } = business.ajax;
  return (
    <>
      <section aria-labelledby="page-title" className="hero">
        <h1 id="page-title">Ajax Security Systems</h1>
        <p className="lead">
          {`Ajax is a wireless alarm system that you run from your phone. We design, install and set up Ajax alarms and cameras for homes and businesses across Oxfordshire, Gloucestershire, Wiltshire and nearby Berkshire.`}
        </p>
        <p>
          {`Because the devices are wireless and battery powered, installation is quick and tidy: no floorboards lifted, no cables chased into walls, and a typical home system fitted in a day. This page explains the parts of the system, what we install and what it costs.`}
        </p>
      </section>

      <Section id="hub" title="The heart of it: Hub 2 and the Jeweller radio">
        <p>
          {`Every system is built around a hub. We usually fit Hub 2, which connects up to ${hubDevices} devices, far more than a typical house needs, so a system can start small and grow. The hub connects to the internet by Ethernet and can also use a mobile-data SIM as a backup, so alerts still get through if the broadband goes down. It has its own backup battery for power cuts.`}
        </p>
        <p>
          {`The hub talks to every device with Ajax's own two-way radio, Jeweller. Messages are encrypted, the hub checks regularly that each device is present and working, and it can warn you if someone tries to jam the signal. Ajax quotes a long radio range in open space; inside a building walls and floors reduce it, so we test the signal at every position before fixing a device, and add a ReX range extender for outbuildings or large properties where needed.`}
        </p>
      </Section>

      <Section id="devices" title="The devices we install">
        <Cards
          items={[
            {
              title: "MotionCam",
              body: "A motion detector with a built-in camera. When it is triggered while armed, it takes a short series of photos and sends them to the app, so you can see whether it is an intruder or a false alarm. It can be set to ignore small pets.",
            },
            {
              title: "DoorProtect",
              body: "A small magnetic contact for doors and windows that reports the moment one is opened. The Plus version also senses vibration and tilt, useful on windows and garage doors.",
            },
            {
              title: "FireProtect",
              body: "A wireless smoke and heat detector with its own sounder. Linked to the hub, an alarm in one room reaches your phone even when you are out; a version that also detects carbon monoxide is available.",
            },
            {
              title: "Keypads",
              body: "Wall keypads for arming and disarming with a code. KeyPad Plus also reads contactless cards and key fobs, handy for family members without a smartphone.",
            },
            {
              title: "Sirens",
              body: "HomeSiren indoors and StreetSiren outside, loud enough to be heard by neighbours, with a flashing light on the outdoor siren that also acts as a visible deterrent.",
            },
            {
              title: "Cameras",
              body: "Ajax cameras and recorders show live and recorded video in the same app as the alarm, so one app covers both. We plan camera positions to cover entrances without looking into neighbours' property.",
            },
          ]}
        />
        <p>{`Battery-powered devices run for ${ajaxBatteryLife}, by the manufacturer's figures, and the app tells you when one is getting low.`}</p>
      </Section>

      <Section id="app" title="The Ajax app">
        <p>
          {`Everything is controlled in the free Ajax app: arm the whole house, or just the downstairs at night; get an alert with photos the moment a detector is triggered; see who armed and disarmed the system and when; and give family members, cleaners or staff their own access that you can withdraw at any time. Systems can also report to a professional monitoring centre if you choose to arrange one.`}
        </p>
        <p>
          {`Before we leave, we set the system up on your phone, walk through arming and disarming, and show you how to check device status and battery levels. Our `}
          <a href="/guides/ajax-alarm-setup-guide">Ajax set-up guide</a>
          {` covers the same ground for reference.`}
        </p>
      </Section>

      <Section id="prices" title="Ajax packages and prices">
        <AjaxPriceCard title="Ajax security packages" />
        <p>
          {`What goes into a system depends on your property: how many doors and ground-floor windows there are, whether there are outbuildings, whether you want cameras and an outdoor siren, and whether you want fire detection too. We visit, walk round with you and give you a fixed quote before any work starts.${sentence(terms)}`}
        </p>
      </Section>

      <Section id="more" title="More about Ajax">
        <LinkList
          links={[
            { name: "Ajax or Ring?", path: "/comparisons/ajax-vs-ring-alarm" },
            { name: "Wireless or wired alarm?", path: "/comparisons/wireless-vs-wired-alarms" },
            { name: "False alarms", path: "/problems/alarm-false-alarms" },
            { name: "CCTV camera offline", path: "/problems/cctv-camera-offline" },
            { name: "Ajax in Witney", path: "/ajax-security-installation-witney" },
            { name: "Ajax in Oxford", path: "/ajax-security-installation-oxford" },
            { name: "Ajax in Swindon", path: "/ajax-security-installation-swindon" },
            { name: "Ajax in Cirencester", path: "/ajax-security-installation-cirencester" },
          ]}
        />
      </Section>

      <CallToAction />
    </>
  );
}
