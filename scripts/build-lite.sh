#!/usr/bin/env bash
# Build a static JupyterLite site: every tutorial (learner's copies) and brass_widget, running in the browser on
# Pyodide. Usage: bash scripts/build-lite.sh [OUTPUT_DIR]   (default: work/lite/_output)
# Serve the folder from any static host (GitHub Pages, `python -m http.server -d work/lite/_output`).
# Everything comes from the package registries only: Pyodide from npm, pure-Python wheels from PyPI,
# JupyterLite from PyPI. The site makes no request outside itself at run time (no CDN, no PyPI fallback).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$(realpath -m "${1:-work/lite/_output}")
work=$root/work/lite
py="${PYTHON:-python3}"
# the pinned set that works together: the kernel 0.8.6 is made for Pyodide 314.0.6 (Python 3.14)
LITE_CORE="jupyterlite-core==0.8.6"
LITE_KERNEL="jupyterlite-pyodide-kernel==0.8.6"
PYODIDE_NPM="pyodide@314.0.6"
PYODIDE_PY="3.14"
started=$(date +%s)

rm -rf "$work/dist" "$work/wheels" "$work/lite" "$work/contents" "$work/npm" "$work/.jupyterlite.doit.db" "$out"
mkdir -p "$work/dist" "$work/wheels" "$work/lite/pypi" "$work/lite/static/pyodide" "$work/npm"

echo "== the brass_widget wheel"
if [ ! -x "$work/venv/bin/python" ]; then
  "$py" -m venv "$work/venv"
  "$work/venv/bin/python" -m pip install --quiet --upgrade pip
fi
"$work/venv/bin/python" -m pip wheel --quiet --no-deps -w "$work/dist" .
wheel=$(ls "$work/dist"/brass_widget-*.whl)

echo "== the build environment: JupyterLite, the Pyodide kernel, and the package (its widget front ends)"
"$work/venv/bin/python" -m pip install --quiet "$LITE_CORE" "$LITE_KERNEL" jupyter_server "$wheel[widget]"
"$work/venv/bin/python" -m pip install --quiet --force-reinstall --no-deps "$wheel"  # this checkout's, same version

echo "== pure-Python wheels for the browser (PyPI): the package with its widget extra (the board), and the kernel's IPython"
"$work/venv/bin/python" -m pip download --quiet --only-binary=:all: --platform any --implementation py \
  --python-version "$PYODIDE_PY" --abi none -d "$work/wheels" "$wheel[widget]" ipython jedi "micropip==0.11.1"
# the Pyodide kernel brings its own ipykernel and widgetsnbextension (browser shims)
rm -f "$work/wheels"/ipykernel-*.whl "$work/wheels"/widgetsnbextension-*.whl
mv "$work/wheels"/micropip-*.whl "$work/lite/static/pyodide/"
cp "$work/wheels"/*.whl "$work/lite/pypi/"

echo "== Pyodide from npm"
(cd "$work/npm" && npm pack --silent "$PYODIDE_NPM" >/dev/null && tar xzf pyodide-*.tgz)
for f in pyodide.mjs pyodide.asm.mjs pyodide.asm.wasm python_stdlib.zip pyodide-lock.json; do
  cp "$work/npm/package/$f" "$work/lite/static/pyodide/"
done
# The npm package holds Pyodide's core, not its packages. The kernel loads only micropip from Pyodide's lock file;
# every other package comes from the site's own wheel index. So the lock keeps micropip alone, pointing at PyPI's wheel.
"$work/venv/bin/python" - "$work/lite/static/pyodide" <<'PY'
import hashlib, json, pathlib, sys
here = pathlib.Path(sys.argv[1])
lock = json.loads((here / "pyodide-lock.json").read_text())
wheel = next(here.glob("micropip-*.whl"))
entry = lock["packages"]["micropip"]
assert wheel.name.startswith(f"micropip-{entry['version']}-"), (wheel.name, entry["version"])
entry.update(file_name=wheel.name, sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(), depends=[])
lock["packages"] = {"micropip": entry}
(here / "pyodide-lock.json").write_text(json.dumps(lock))
PY
# No fallback to PyPI: a package missing from the site fails in the browser instead of reaching out. The app is
# reachable as window.jupyterapp (as `--LabApp.expose_app_in_browser` does in JupyterLab), for the browser test.
cat > "$work/lite/jupyter-lite.json" <<'JSON'
{"jupyter-lite-schema-version": 0, "jupyter-config-data": {"exposeAppInBrowser": true, "litePluginSettings": {
  "@jupyterlite/pyodide-kernel-extension:kernel": {"disablePyPIFallback": true}}}}
JSON

echo "== the tutorials (learner's copies) as the site's files"
"$work/venv/bin/brass-widget" tutorials "$work/contents" >/dev/null

echo "== jupyter lite build"
(cd "$work/lite" && "$work/venv/bin/jupyter" lite build --lite-dir "$work/lite" --contents "$work/contents" \
  --output-dir "$out" --no-sourcemaps --log-level=WARN)

echo "== built $out in $(( $(date +%s) - started ))s: $(du -sh "$out" | cut -f1); wheel $(du -h "$wheel" | cut -f1)"
echo "   serve it with: python3 -m http.server -d $out 8000   and open http://127.0.0.1:8000/lab/index.html"
