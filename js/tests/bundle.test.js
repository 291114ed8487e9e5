// @vitest-environment node
// The shipped board.js is exactly the bundle of the sources in js/src/ (npm run build makes it): a change to a
// source that was not bundled, or an edit to the bundle itself, fails here.
import { describe, it, expect } from "vitest";
import { readFileSync } from "node:fs";
import { bundle, OUT } from "../build.mjs";

describe("the shipped bundle", () => {
  it("is the build of js/src (run `npm run build` in js/ after changing a source)", async () => {
    const made = await bundle();
    expect(made.length).toBeGreaterThan(1000);
    expect(readFileSync(OUT, "utf8") === made).toBe(true);
  });

  it("notices a difference: the bundle of the sources is not the sources' first file alone", async () => {
    const made = await bundle();
    expect(made).toContain("function mount(");
    expect(made).toContain("function nextStep(");  // a module's function, bundled in
    expect(made).not.toContain("import ");
  });
});
