// Bundles the board's sources (src/*.js, ES modules; src/main.js is the entry) into the one file anywidget loads,
// brass_widget/widget/static/board.js: `npm run build`. tests/bundle.test.js checks that the committed file is
// exactly what this makes from the sources (esbuild's version is pinned by package-lock.json).
import { build } from "esbuild";
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const HERE = fileURLToPath(new URL(".", import.meta.url));
export const OUT = fileURLToPath(new URL("../brass_widget/widget/static/board.js", import.meta.url));
const BANNER = "// brass_widget's board view, bundled from js/src/*.js by js/build.mjs (npm run build): edit the sources,\n"
  + "// not this file. Python owns every rule; this view draws what Python sends and sends intents back.";

/** The bundle's text, made from the sources. */
export async function bundle() {
  const out = await build({
    entryPoints: ["src/main.js"], absWorkingDir: HERE, bundle: true, format: "esm", write: false,
    charset: "utf8", legalComments: "none", banner: { js: BANNER }, logLevel: "silent",
  });
  return out.outputFiles[0].text;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) writeFileSync(OUT, await bundle());
