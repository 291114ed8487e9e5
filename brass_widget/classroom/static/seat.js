// A classroom seat's page: the board view the widget draws (board.js, its render({model, el})), fed over a
// websocket instead of the Jupyter comm, with the same traits and messages (docs/protocol.md, "Over a websocket").
// The model below is the little of anywidget's model the board uses: get, on, off and send. The join code is read
// from this page's address and sent only to this server; nothing the server sends is put into the page as markup
// here (the board draws it: board.js's own rules).
import board from "./board.js";

const code = new URLSearchParams(location.search).get("code") || "";
const el = document.getElementById("seat-board");
const status = document.getElementById("seat-status");
const values = new Map();
const listeners = new Map();  // event name -> Set of functions
let socket = null;
let mounted = false;
let retries = 0;

const model = {
  get: (name) => values.get(name),
  on(event, fn) {
    if (!listeners.has(event)) listeners.set(event, new Set());
    listeners.get(event).add(fn);
  },
  off(event, fn) {
    const set = listeners.get(event);
    if (set) set.delete(fn);
  },
  send(content) {
    if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(content));
  },
};

function emit(event, arg) {
  for (const fn of [...(listeners.get(event) || [])]) fn(arg);
}

function received(text) {
  let data;
  try { data = JSON.parse(text); } catch (e) { return; }
  const traits = data && typeof data === "object" ? data.traits : null;
  if (!traits || typeof traits !== "object") return;
  const names = Object.keys(traits);
  for (const name of names) values.set(name, traits[name]);
  if (!mounted) {
    if (!values.has("topology")) return;
    mounted = true;
    board.render({ model, el });
    return;
  }
  for (const name of names) emit(`change:${name}`);
}

function connect() {
  const scheme = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(`${scheme}//${location.host}/ws/seat?code=${encodeURIComponent(code)}`);
  socket.addEventListener("open", () => { retries = 0; status.textContent = ""; });
  socket.addEventListener("message", (ev) => received(ev.data));
  socket.addEventListener("close", (ev) => {
    if (ev.code === 4404) {  // no seat has this code: said, not retried
      status.textContent = String(ev.reason || "This link opens no seat.");
      return;
    }
    // a lost connection (a server restart, a network change): connect again; the server sends the whole board.
    // Too many pages or requests (4429): said, and tried again after a while (a lost page's place frees itself)
    status.textContent = ev.code === 4429 ? `${String(ev.reason)}: trying again…` : "Connection lost: reconnecting…";
    const wait = ev.code === 4429 ? 10000 : Math.min(10000, 500 * 2 ** retries);
    retries = Math.min(retries + 1, 5);
    setTimeout(connect, wait);
  });
}

connect();
