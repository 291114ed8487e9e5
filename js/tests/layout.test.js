// @vitest-environment happy-dom
// The board's sizing helpers (board.js): what they tell board.css about the map and the screen.
import { describe, it, expect } from "vitest";
import { mapProportions, screenHeight } from "../../brass_widget/widget/static/board.js";

function svgWith(viewBox) {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  if (viewBox !== null) svg.setAttribute("viewBox", viewBox);
  return svg;
}

describe("sizing the map", () => {
  it("reads the map's proportions and its least height for 12 px text from the viewBox", () => {
    const root = document.createElement("div");
    mapProportions(root, svgWith("0 11 748 969"));  // Lancashire's live map, cropped to its boxes
    expect(Number(root.style.getPropertyValue("--brass-map-ratio"))).toBeCloseTo(969 / 748, 6);
    expect(root.style.getPropertyValue("--brass-map-aspect")).toBe("748 / 969");
    // 18-unit text at 12 px: 2/3 px a unit, 969 * 2/3 = 646
    expect(root.style.getPropertyValue("--brass-map-min-h")).toBe("646px");
  });

  it("leaves the defaults of board.css alone for a map without a usable viewBox", () => {
    for (const vb of [null, "", "0 0 0 980", "0 0 770", "a b c d"]) {
      const root = document.createElement("div");
      mapProportions(root, svgWith(vb));
      expect(root.style.getPropertyValue("--brass-map-ratio")).toBe("");
      expect(root.style.getPropertyValue("--brass-map-min-h")).toBe("");
    }
  });

  it("takes the notebook's scrolling pane as the screen, else the window", () => {
    const pane = document.createElement("div");
    pane.className = "jp-WindowedPanel-outer";
    Object.defineProperty(pane, "clientHeight", { value: 679 });
    const el = document.createElement("div");
    pane.append(el);
    document.body.append(pane);
    expect(screenHeight(el)).toBe(679);
    const loose = document.createElement("div");
    document.body.append(loose);
    expect(screenHeight(loose)).toBe(window.innerHeight);
    pane.remove();
    loose.remove();
  });
});

describe("sizing the map where the page is the notebook (Voilà)", () => {
  it("takes the page's height less what the page shows above the board, when the board starts on its first screen", () => {
    document.body.classList.add("jp-Notebook");
    Object.defineProperty(document.body, "clientHeight", { value: 720, configurable: true });
    const el = document.createElement("div");
    document.body.append(el);
    const at = (top) => { el.getBoundingClientRect = () => ({ top, bottom: top + 10, left: 0, right: 10 }); };
    at(20);  // under the page's padding
    expect(screenHeight(el)).toBe(700);
    at(0);
    expect(screenHeight(el)).toBe(720);
    at(900);  // below the first screen: read scrolled to, the whole height
    expect(screenHeight(el)).toBe(720);
    el.remove();
    delete document.body.clientHeight;
    document.body.classList.remove("jp-Notebook");
  });
});
