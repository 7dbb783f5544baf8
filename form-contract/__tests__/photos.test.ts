import { jpegName, JPEG_QUALITY, MAX_LONG_EDGE, SHRINK_ABOVE_BYTES, shrinkTarget } from "../claim/photos";

const MB = 1024 * 1024;

describe("the rules of a photo made smaller", () => {
  it("are a long edge of 2560 px, JPEG quality 0.8, and 1 MB for a photo already that small", () => {
    expect([MAX_LONG_EDGE, JPEG_QUALITY, SHRINK_ABOVE_BYTES]).toEqual([2560, 0.8, MB]);
  });
});

describe("shrinkTarget", () => {
  it("cuts a 12 MP photo to 2560 px on its long edge, keeping its shape, landscape or portrait", () => {
    expect(shrinkTarget({ width: 4000, height: 3000 }, 5.6 * MB)).toEqual({ width: 2560, height: 1920 });
    expect(shrinkTarget({ width: 3000, height: 4000 }, 5.6 * MB)).toEqual({ width: 1920, height: 2560 });
  });

  it("cuts a photo longer than 2560 px even when its file is small", () => {
    expect(shrinkTarget({ width: 4000, height: 1000 }, 600 * 1024)).toEqual({ width: 2560, height: 640 });
  });

  it("re-encodes a photo over 1 MB at its own size, never larger", () => {
    expect(shrinkTarget({ width: 1600, height: 1200 }, 2 * MB)).toEqual({ width: 1600, height: 1200 });
    expect(shrinkTarget({ width: 2560, height: 1920 }, MB + 1)).toEqual({ width: 2560, height: 1920 });
  });

  it("leaves a photo of at most 2560 px and 1 MB as it is", () => {
    expect(shrinkTarget({ width: 2560, height: 1920 }, MB)).toBeUndefined();
    expect(shrinkTarget({ width: 64, height: 48 }, 2048)).toBeUndefined();
  });

  it("keeps at least one pixel on the short edge of a very long panorama", () => {
    expect(shrinkTarget({ width: 12_000, height: 2 }, 2 * MB)).toEqual({ width: 2560, height: 1 });
  });
});

describe("jpegName", () => {
  it("names a PNG made a JPEG .jpg", () => {
    expect(jpegName("scan.png")).toBe("scan.jpg");
    expect(jpegName("SCAN.PNG")).toBe("SCAN.jpg");
    expect(jpegName("receipt.png.png")).toBe("receipt.png.jpg");
  });

  it("keeps a JPEG's own name, .jpg or .jpeg", () => {
    expect(jpegName("IMG_0042.jpg")).toBe("IMG_0042.jpg");
    expect(jpegName("IMG_0042.JPEG")).toBe("IMG_0042.JPEG");
  });
});
