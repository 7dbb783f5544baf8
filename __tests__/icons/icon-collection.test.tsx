/**
 * @jest-environment node
 */
import { renderToString } from "react-dom/server";
import { Icon } from "../../src/icons/Icon";
import { collectedIconNames, withIconCollection } from "../../src/icons/icon-collection";

describe("the server render's icon collection", () => {
  it("records each icon a page draws, once, for that page only", () => {
    const html = renderToString(
      withIconCollection(
        <p>
          <Icon name="Car" />
          <Icon name="Phone" size={20} />
          <Icon name="Car" />
        </p>,
        "/services/motor-insurance/",
      ),
    );
    expect(html).toContain('<use href="#icon-Phone"></use>');
    expect([...collectedIconNames("/services/motor-insurance/")!]).toEqual(["Car", "Phone"]);
    expect(collectedIconNames("/services/motor-insurance/")).toBeUndefined();
    expect(collectedIconNames("/about/")).toBeUndefined();
  });
});
