import { jsonTypeName } from "../../gatsby/content/json-type-name";
import { formatDate } from "../../src/lib/dates";
import { directionsUrl, mapEmbedUrl } from "../../src/lib/maps";
import { formatNaira } from "../../form-contract/shared/naira";
import { formatPhone, telHref } from "../../src/lib/phone";
import { formatSalary } from "../../src/sections/careers/JobCard";

describe("formatting for visitors", () => {
  it.each([
    ["+2348095550142", "0809 555 0142"],
    ["+2342015550100", "0201 555 0100"],
    ["+447700900123", "+447700900123"],
  ])("shows %s as %s", (e164, shown) => {
    expect(formatPhone(e164)).toBe(shown);
  });

  it("dials the E.164 number", () => {
    expect(telHref("+2348025550199")).toBe("tel:+2348025550199");
  });

  it.each([
    [1000, "₦1,000"],
    [250000, "₦250,000"],
    [1234567, "₦1,234,567"],
    [500, "₦500"],
    [0, "₦0"],
    [999.5, "₦1,000"],
    [1234567.4, "₦1,234,567"],
    [100000000, "₦100,000,000"],
  ])("writes %i naira as %s", (amount, text) => {
    expect(formatNaira(amount)).toBe(text);
  });

  it("writes a salary with its period and basis", () => {
    expect(formatSalary({ amount: 250000, period: "month", basis: "gross" })).toBe("₦250,000 per month (gross)");
  });

  it("writes dates the Nigerian way, the same in every time zone", () => {
    expect(formatDate("2026-12-31")).toBe("31 December 2026");
    expect(formatDate("2026-01-01")).toBe("1 January 2026");
    expect(formatDate("2028-02-29")).toBe("29 February 2028");
  });
});

describe("map links", () => {
  const office = {
    name: "Lagos Office",
    addressLines: ["27 Obafemi Awolowo Way", "Ikeja", "Lagos"],
    latitude: 6.6018,
    longitude: 3.3515,
  };

  it("searches the maps page for the office address", () => {
    expect(directionsUrl(office)).toBe(
      "https://www.google.com/maps/search/?api=1&query=Lagos%20Office%2C%2027%20Obafemi%20Awolowo%20Way%2C%20Ikeja%2C%20Lagos%2C%20Nigeria",
    );
  });

  it("centres the embedded map on the office with a marker", () => {
    expect(mapEmbedUrl(office)).toBe(
      "https://www.openstreetmap.org/export/embed.html?bbox=3.3455,6.5958,3.3575,6.6078&layer=mapnik&marker=6.6018%2C3.3515",
    );
  });
});

describe("jsonTypeName", () => {
  it.each([
    ["products", "ProductsJson"],
    ["core-values", "CoreValuesJson"],
    ["company", "CompanyJson"],
  ])("names the type of %s.json %s", (file, type) => {
    expect(jsonTypeName(file)).toBe(type);
  });
});
