/**
 * Photos as a phone's camera writes them, for the claim benchmark and browser tests: 12 MP (4000 × 3000) JPEGs
 * whose size comes from grain over smooth colour, as a real scene's does. With the defaults one is about 4.1 MB;
 * more grain makes a bigger file (a noisy, low-light scene).
 */
import sharp from "sharp";

const WIDTH = 4000;
const HEIGHT = 3000;

/** A small deterministic generator, so each seed gives the same photo every run. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 4294967296;
  };
}

export async function phonePhoto(seed: number, { grain = 30, quality = 92 } = {}): Promise<Buffer> {
  const random = randomFrom(seed);
  const colours = Buffer.alloc(64 * 48 * 3);
  for (let index = 0; index < colours.length; index += 1) colours[index] = Math.floor(random() * 256);
  const scene = await sharp(colours, { raw: { width: 64, height: 48, channels: 3 } })
    .resize(WIDTH, HEIGHT, { kernel: "cubic" })
    .raw()
    .toBuffer();
  for (let index = 0; index < scene.length; index += 1) {
    scene[index] = Math.max(0, Math.min(255, scene[index]! + Math.floor((random() - 0.5) * grain)));
  }
  return sharp(scene, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } })
    .jpeg({ quality })
    .toBuffer();
}
