/**
 * Three made-up images standing in for the owner's photos, for the tests and
 * the photo measurements: drawn shapes with camera-like grain (so they
 * compress like photographs, not like flat drawings), in the forms a phone
 * or camera produces. They are never put in data/photos/ of the project.
 *
 * - a 4000 x 3000 JPEG carrying a GPS position in its EXIF, as phones write it;
 * - a 1000 x 750 PNG with transparent corners, narrower than the widest file;
 * - a JPEG stored 1600 x 1200 with EXIF orientation 6, shown upright as a
 *   1200 x 1600 portrait (how phones save a photo taken held upright).
 */
import sharp from "sharp";

export interface TestImage {
  file: string;
  bytes: Buffer;
  /** Its size as shown, after EXIF rotation. */
  shown: { width: number; height: number };
  alt: string;
  date: string;
}

/** Where the GPS EXIF of the first image says it was taken: the test checks it is gone. */
export const TEST_GPS = { latitude: 51.7569, longitude: -1.5895 };

function scene(width: number, height: number, roof: string, transparentCorners = false): Buffer {
  const w = width;
  const h = height;
  const corners = transparentCorners
    ? `<clipPath id="c"><rect width="${w}" height="${h}" rx="${w / 8}"/></clipPath>`
    : "";
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#6fa8dc"/><stop offset="1" stop-color="#dbe9f6"/>
    </linearGradient>
    ${corners}
  </defs>
  <g ${transparentCorners ? 'clip-path="url(#c)"' : ""}>
    <rect width="${w}" height="${h}" fill="url(#sky)"/>
    <rect y="${h * 0.78}" width="${w}" height="${h * 0.22}" fill="#5b8c3a"/>
    <rect x="${w * 0.2}" y="${h * 0.45}" width="${w * 0.55}" height="${h * 0.38}" fill="#d8c3a5"/>
    <polygon points="${w * 0.15},${h * 0.46} ${w * 0.475},${h * 0.2} ${w * 0.8},${h * 0.46}" fill="${roof}"/>
    <rect x="${w * 0.62}" y="${h * 0.18}" width="${w * 0.05}" height="${h * 0.16}" fill="#8b4513"/>
    <line x1="${w * 0.645}" y1="${h * 0.18}" x2="${w * 0.645}" y2="${h * 0.04}" stroke="#333" stroke-width="${w / 200}"/>
    <line x1="${w * 0.56}" y1="${h * 0.07}" x2="${w * 0.74}" y2="${h * 0.07}" stroke="#333" stroke-width="${w / 300}"/>
    <ellipse cx="${w * 0.3}" cy="${h * 0.55}" rx="${w * 0.04}" ry="${h * 0.07}" fill="#f0f0f0"/>
  </g>
</svg>`);
}

/**
 * Grain laid over the drawing at two scales, fine and coarse, like a camera's
 * noise and the texture of brick, leaves and grass. Made at most 1200 pixels
 * wide and scaled up, so it survives the resizing a real photo's detail survives.
 */
async function photographic(svg: Buffer, width: number, height: number): Promise<Buffer> {
  const grain = async (scale: number, sigma: number) => {
    const w = Math.max(1, Math.round(width / scale));
    const h = Math.max(1, Math.round(height / scale));
    return sharp({
      create: {
        width: w,
        height: h,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma },
      },
    })
      .resize({ width, height, kernel: "cubic" })
      .png()
      .toBuffer();
  };
  const fine = Math.max(1, width / 1200);
  const drawn = await sharp(svg).png().toBuffer();
  return sharp(drawn)
    .composite([
      { input: await grain(fine, 30), blend: "soft-light" },
      { input: await grain(fine * 6, 40), blend: "soft-light" },
    ])
    .png()
    .toBuffer();
}

/** Degrees to the EXIF form "51/1 45/1 2484/100" (degrees, minutes, seconds as rationals). */
function exifDegrees(value: number): string {
  const degrees = Math.floor(Math.abs(value));
  const minutes = Math.floor((Math.abs(value) - degrees) * 60);
  const seconds = Math.round(((Math.abs(value) - degrees) * 60 - minutes) * 60 * 100);
  return `${degrees}/1 ${minutes}/1 ${seconds}/100`;
}

export async function testImages(): Promise<TestImage[]> {
  const gps = await sharp(await photographic(scene(4000, 3000, "#7a4b3a"), 4000, 3000))
    .jpeg({ quality: 92 })
    .withExif({
      IFD0: { Make: "Test camera", Model: "Phone" },
      IFD3: {
        GPSLatitudeRef: TEST_GPS.latitude >= 0 ? "N" : "S",
        GPSLatitude: exifDegrees(TEST_GPS.latitude),
        GPSLongitudeRef: TEST_GPS.longitude >= 0 ? "E" : "W",
        GPSLongitude: exifDegrees(TEST_GPS.longitude),
      },
    })
    .toBuffer();
  // The grain, then the drawing's own transparency (its rounded corners) as the alpha.
  const png = await sharp(await photographic(scene(1000, 750, "#555c66", true), 1000, 750))
    .ensureAlpha()
    .composite([{ input: scene(1000, 750, "#555c66", true), blend: "dest-in" }])
    .png()
    .toBuffer();
  // An upright portrait stored turned a quarter anticlockwise, with orientation 6
  // telling viewers to turn it back: as a phone held upright saves it.
  const upright = await photographic(scene(1200, 1600, "#3d5a80"), 1200, 1600);
  const portrait = await sharp(upright)
    .rotate(270)
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .toBuffer();
  return [
    {
      file: "aerial-with-gps.jpg",
      bytes: gps,
      shown: { width: 4000, height: 3000 },
      alt: "A new aerial on a brick chimney, cable clipped down the wall",
      date: "2026-04-02",
    },
    {
      file: "dish.png",
      bytes: png,
      shown: { width: 1000, height: 750 },
      alt: "A satellite dish on a wall bracket beside a grey slate roof",
      date: "2026-03-18",
    },
    {
      file: "starlink-portrait.jpg",
      bytes: portrait,
      shown: { width: 1200, height: 1600 },
      alt: "A Starlink dish on a pole above a blue roof, seen from the garden",
      date: "2026-02-27",
    },
  ];
}
