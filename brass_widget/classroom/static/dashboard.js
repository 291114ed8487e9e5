// The teacher's dashboard (brass_widget/classroom/pages.py makes the page): sign in once with the token from the
// address's #token=, then poll the tables' part every few seconds and send the teacher's clicks to the JSON API.
// Everything shown comes from the server already escaped; this script sets no HTML of its own making.
"use strict";

const POLL_MS = 3000;
const box = document.getElementById("tables");
const signin = document.getElementById("signin");
const made = document.getElementById("made");

let token = null;  // kept only to offer a tab of its own when this page is framed by another site (below)

async function signIn() {
  const m = location.hash.match(/token=([^&]+)/);
  if (!m) return;
  history.replaceState(null, "", location.pathname);  // the token leaves the address bar at once
  token = decodeURIComponent(m[1]);
  const r = await fetch("/api/session", {method: "POST", headers: {Authorization: "Bearer " + token}});
  if (!r.ok) {
    token = null;
    signin.textContent = "This address's token is not the teacher's: open the address the server printed.";
  }
}

function offerTab() {
  // In a notebook whose page is another site (127.0.0.1 against localhost), the browser keeps the SameSite=Strict
  // cookie from this frame: the dashboard opens in a tab of its own, where it is the page itself.
  const a = document.createElement("a");
  a.href = location.pathname + "#token=" + encodeURIComponent(token);
  a.target = "_blank";
  a.rel = "noopener";
  a.textContent = "Open the dashboard in a tab of its own";
  signin.replaceChildren("Inside this notebook the browser keeps the dashboard's sign-in from it (the notebook and the " +
                         "server are different sites). ", a, ".");
}

async function refresh() {
  const focus = document.activeElement;
  if (focus && focus !== box && box.contains(focus)) return;  // never pull a button from under the keyboard
  const r = await fetch("/teacher/tables", {cache: "no-store"});
  if (r.status === 401 || r.status === 429) {
    if (token && window.top !== window) offerTab();
    else signin.textContent = "Not signed in: open the address the classroom server printed (it ends with #token=...).";
    return;
  }
  signin.textContent = "";
  const open = [...box.querySelectorAll("details[open]")].map((d) => d.dataset.key);
  box.innerHTML = await r.text();
  for (const key of open) {
    for (const d of box.querySelectorAll("details")) if (d.dataset.key === key) d.open = true;
  }
}

async function call(path, body) {
  const r = await fetch(path, {method: "POST", headers: {"Content-Type": "application/json"},
                               body: body === undefined ? undefined : JSON.stringify(body)});
  return [r.status, await r.json()];
}

box.addEventListener("click", async (ev) => {
  const b = ev.target.closest("button[data-do]");
  if (!b) return;
  const verb = b.dataset.do;
  if (verb === "end" && !confirm("End table " + b.dataset.table + "? No more decisions can be played there.")) return;
  const [status, answer] = await call("/api/tables/" + encodeURIComponent(b.dataset.table) + "/" + verb);
  if (status !== 200) made.textContent = answer.error;
  b.blur();
  await refresh();
});

document.getElementById("make").addEventListener("submit", async (ev) => {
  ev.preventDefault();
  const f = new FormData(ev.target);
  let rules = {};
  try {
    rules = f.get("rules").trim() ? JSON.parse(f.get("rules")) : {};
  } catch (e) {
    made.textContent = "House rules are JSON, such as {\"loan\": 50}: " + e.message;
    return;
  }
  const seats = f.get("seats").split(",").map((s) => s.trim()).filter((s) => s);
  const first = Number(f.get("seed"));
  const count = Number(f.get("count"));
  const ids = [];
  for (let i = 0; i < count; i++) {
    const [status, answer] = await call("/api/tables", {edition: f.get("edition"), players: Number(f.get("players")),
                                                         seats, rules, seed: first + i});
    if (status !== 201) {
      made.textContent = (ids.length ? "Made " + ids.join(", ") + "; then: " : "") + answer.error;
      await refresh();
      return;
    }
    ids.push(answer.id);
  }
  made.textContent = "Made " + ids.length + " table(s): " + ids.join(", ") + ".";
  await refresh();
});

signIn().then(refresh);
setInterval(refresh, POLL_MS);
