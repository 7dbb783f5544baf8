/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Reporter } from "gatsby";
import { websocketManager } from "gatsby/dist/utils/websocket-manager";
import { recheckContentInDevelop } from "../../gatsby/hooks/recheck-content-in-develop";
import { dataDirectory } from "../support/broken-content";

jest.mock("gatsby/dist/utils/websocket-manager", () => ({ websocketManager: { emitError: jest.fn() } }));

const emitError = websocketManager.emitError as jest.Mock;

function fakeReporter() {
  const lines: string[] = [];
  const reporter = {
    info: (text: string) => lines.push(`info ${text}`),
    warn: (text: string) => lines.push(`warn ${text}`),
    error: (text: string) => lines.push(`error ${text}`),
  } as unknown as Reporter;
  return { reporter, lines };
}

async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition(); waited += 50) {
    if (waited > 5000) throw new Error("gave up waiting");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("recheckContentInDevelop (gatsby develop)", () => {
  it("checks at start, shows a broken file in the terminal and the overlay, and clears both once it is fixed", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "data-"));
    fs.cpSync(dataDirectory, directory, { recursive: true });
    const { reporter, lines } = fakeReporter();
    recheckContentInDevelop(directory, reporter);
    expect(lines).toEqual(["info Content in data/ checked: no problems"]);
    expect(emitError).toHaveBeenLastCalledWith("content-checks", undefined);

    const faqs = fs.readFileSync(path.join(directory, "faqs.json"), "utf8");
    fs.writeFileSync(path.join(directory, "faqs.json"), "[\n  {}\n  {}\n]\n");
    await until(() => lines.length === 2);
    expect(lines[1]).toBe(
      "error Content problem in data/faqs.json:\n" +
        "  - data/faqs.json › line 3, column 3 › (not valid JSON): add a comma between the two items",
    );
    expect(emitError).toHaveBeenLastCalledWith("content-checks", [
      {
        code: "content",
        level: "ERROR",
        text: "data/faqs.json › line 3, column 3 › (not valid JSON): add a comma between the two items",
        context: {
          sourceMessage: "data/faqs.json › line 3, column 3 › (not valid JSON): add a comma between the two items",
        },
        filePath: path.join(directory, "faqs.json"),
        location: { start: { line: 3, column: 3 } },
      },
    ]);

    fs.writeFileSync(path.join(directory, "faqs.json"), faqs);
    await until(() => lines.length === 3);
    expect(lines[2]).toBe("info Content in data/ checked: no problems");
    expect(emitError).toHaveBeenLastCalledWith("content-checks", undefined);
  });
});
