// Hilltop's card board: draws a "scene" sent by the kernel and sends back which thing was clicked.
// It knows no rules: every card picture, label, spoken sentence and clickable id comes from the
// kernel, and the kernel checks every click against the game before anything changes.
//
// Keyboard: every clickable zone and button is a Tab stop; the clickable cards of a zone are one
// Tab stop together (a "roving" tabindex: the arrow keys move between them, Home and End jump to
// the ends); Enter and Space activate.  After a redraw the focus goes back to the thing with the
// same key (the kernel keeps keys stable), or to its neighbour if it has gone.

// The board's own words, in the page's language, sent by the kernel (widgets/board.py BOARD_WORDS):
// set by render() from the model (every board of a page speaks the page's language).
const WORDS = {
  ask: "What's on the table?", yours: "Your last move:", face_down: "face-down card", card: "card",
  choose: "choose", nothing: "nothing", picked_up: "(picked up)", on_top: "{card} on top of {n} cards",
};
function word(key, fields) {
  let text = WORDS[key];
  for (const [name, value] of Object.entries(fields || {})) text = text.split(`{${name}}`).join(String(value));
  return text;
}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined && text !== null) node.textContent = text;
  return node;
}

// The second click of a double-click (or a third...) is not a new choice: if the board was
// redrawn between the two, it would land on whatever moved under the pointer.  (A copy that does
// reach the kernel is dropped there: it names a scene that is gone.)
function once(event) {
  return !(event.detail > 1);
}

// Card faces: the kernel sends every face once (``faces``: code -> SVG text, drawn by kit/svg.py);
// a scene names its cards by code.  A face is parsed once and cloned for every card that shows it.
const parsed = new Map();

function face(faces, code, width) {
  const text = faces[code];
  if (!text) return null;
  let svg = parsed.get(text);
  if (!svg) {
    const holder = document.createElement("div");
    holder.innerHTML = text;
    svg = holder.firstElementChild;
    parsed.set(text, svg);
  }
  const copy = svg.cloneNode(true);
  if (width) {
    copy.setAttribute("width", String(width));
    copy.setAttribute("height", String(Math.round((width * 100) / 72)));
  }
  return copy;
}

let wordsMade = 0; // ids for the words a zone's button is described by

// The kernel leaves out of a scene what the page can work out (widgets/board.py, ``compact``):
// a zone's key is its id, a card's key is its zone's key, "/" and its code.
function drawCard(card, zone, send, faces) {
  const zoneAction = zone.action;
  const clickable = Boolean(card.action);
  const slot = el(clickable ? "button" : "div", "hb-card");
  slot.dataset.key = card.key || (zone.key || zone.id) + "/" + card.code;
  if (clickable) {
    slot.type = "button";
    slot.classList.add("hb-clickable");
    slot.dataset.action = card.action;
    slot.setAttribute("aria-label", card.say || card.label || word("card"));
    // The note is drawn by CSS (board.css), not written in the button: a button's name must hold
    // the words it shows, and the kernel's ``say`` already ends with the note.
    if (card.note) slot.dataset.note = card.note;
    if (card.selected) slot.setAttribute("aria-pressed", "true");
    slot.addEventListener("click", (e) => once(e) && send(card.action));
    // A card that does what its zone does is reached through the zone (one Tab stop, not two).
    if (card.action === zoneAction) slot.tabIndex = -1;
    else slot.dataset.roving = "";
  }
  if (card.selected) slot.classList.add("hb-selected");
  if (card.dim) slot.classList.add("hb-dim");
  // The picture is drawn by the kernel's own SVG code (kit/svg.py): it carries data-card and
  // aria-label, and a face-down card is only a back.
  const picture = card.svg ? null : face(faces, card.code, card.width);
  if (picture) slot.appendChild(picture);
  else slot.innerHTML = card.svg || "";
  if (clickable) {
    for (const svg of slot.querySelectorAll("svg")) svg.setAttribute("aria-hidden", "true");
  }
  if (card.note && !clickable) slot.appendChild(el("span", "hb-note", card.note));
  return slot;
}

function drawZone(zone, send, faces) {
  const box = el("section", "hb-zone hb-" + (zone.style || "row"));
  if (zone.id) box.dataset.zone = zone.id;
  if (zone.key || zone.id) box.dataset.key = zone.key || zone.id;
  if (zone.count !== undefined && zone.count !== null) box.dataset.count = String(zone.count);
  if (zone.highlight) box.classList.add("hb-highlight");
  const list = zone.cards || [];
  // A card that can be clicked or is picked up rises a little: keep its zone's label clear of it.
  if (list.some((c) => c.action || c.selected)) box.classList.add("hb-lifts");
  // A note hangs under its card: keep room for it inside the zone (or always, if the zone asks,
  // so that the table does not jump when notes come and go).
  if (zone.notes || list.some((c) => c.note)) box.classList.add("hb-noted");
  // A clickable zone: a button as large as the zone, under its cards, is the zone's Tab stop and
  // what a screen reader offers ("Choose Computer 1 to ask"); the zone's label, caption and cards
  // lie on top of it, outside it (a button holds no other button; its name holds all its words).
  // A click anywhere in the zone but on a card of its own does what the zone does.
  let hit = null;
  if (zone.action) {
    hit = el("button", "hb-zone-hit");
    hit.type = "button";
    hit.dataset.key = box.dataset.key;
    hit.setAttribute("aria-label", zone.say || zone.label || word("choose"));
    hit.addEventListener("keydown", (e) => {
      if (e.repeat && (e.key === "Enter" || e.key === " ")) e.preventDefault();
    });
    box.appendChild(hit);
  }
  if (zone.label) box.appendChild(el("div", "hb-label", zone.label));
  const cards = el("div", "hb-cards");
  for (const card of list) cards.appendChild(drawCard(card, zone, send, faces));
  if (!list.length) cards.appendChild(el("div", "hb-empty", zone.empty || ""));
  if (zone.style === "stack" && zone.count) cards.appendChild(el("span", "hb-badge", String(zone.count)));
  box.appendChild(cards);
  if (zone.caption) box.appendChild(el("div", "hb-caption", zone.caption));
  else if (zone.caption_room) {
    // ``caption_room``: the caption's line is kept, empty, so the table does not jump (and the
    // button under it move) when a caption comes and goes
    const room = el("div", "hb-caption", "\u00a0");
    room.setAttribute("aria-hidden", "true");
    box.appendChild(room);
  }
  if (zone.action) {
    box.classList.add("hb-clickable-zone");
    box.dataset.action = zone.action;
    box.addEventListener("click", (e) => {
      if (!e.target.closest(".hb-clickable") && once(e)) send(zone.action);
    });
    // what the zone shows, read after the button's name
    const shown = [...box.querySelectorAll(":scope > .hb-label, :scope > .hb-caption, :scope > .hb-cards > .hb-empty")]
      .filter((n) => n.textContent.trim());
    for (const n of shown) n.id = n.id || "hb-words-" + ++wordsMade;
    if (shown.length) hit.setAttribute("aria-describedby", shown.map((n) => n.id).join(" "));
  }
  box.setAttribute("role", "group");
  if (zone.label || zone.say) box.setAttribute("aria-label", zone.label || zone.say);
  return box;
}

// -- the keyboard ------------------------------------------------------------------------------
// Things that can take the focus, in the order Tab visits them.
function focusables(root) {
  return [...root.querySelectorAll("[data-key]")].filter(
    (n) => (n.matches("button.hb-zone-hit, button.hb-card[data-roving], button.hb-button") && !n.disabled));
}

// The roving cards of the zone that holds ``node`` (or of ``zone``).
function rovingGroup(zone) {
  return zone ? [...zone.querySelectorAll(":scope > .hb-cards > button.hb-card[data-roving]")] : [];
}

// Make ``chosen`` the one Tab stop of its zone's cards (or the first card, if none is chosen).
function settleRoving(root, remembered) {
  for (const zone of root.querySelectorAll(".hb-zone")) {
    const group = rovingGroup(zone);
    if (!group.length) continue;
    const want = remembered.get(zone.dataset.key);
    const chosen = group.find((n) => n.dataset.key === want) || group[0];
    for (const n of group) n.tabIndex = n === chosen ? 0 : -1;
  }
}

function onArrow(event, remembered) {
  const card = event.target.closest && event.target.closest("button.hb-card[data-roving]");
  if (!card) return;
  const group = rovingGroup(card.closest(".hb-zone"));
  const at = group.indexOf(card);
  const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
  let next = null;
  if (step) next = group[Math.max(0, Math.min(group.length - 1, at + step))];
  else if (event.key === "Home") next = group[0];
  else if (event.key === "End") next = group[group.length - 1];
  if (!next) return;
  event.preventDefault();
  for (const n of group) n.tabIndex = n === next ? 0 : -1;
  remembered.set(card.closest(".hb-zone").dataset.key, next.dataset.key);
  next.focus();
}

// Where the focus was, so that it can come back after the redraw.
function focusPlace(root) {
  const active = document.activeElement;
  if (active === root) return { key: null, zone: null, inZone: -1 };
  if (!active || !root.contains(active) || !active.dataset.key) return null;
  const zone = active.closest(".hb-zone");
  return {
    key: active.dataset.key,
    zone: zone && active !== zone ? zone.dataset.key : null,
    inZone: zone && active !== zone ? rovingGroup(zone).indexOf(active) : -1,
  };
}

// Returns what now has the focus (null: nothing was asked).
function restoreFocus(root, place, remembered) {
  if (!place) return null;
  const all = focusables(root);
  let target = all.find((n) => n.dataset.key === place.key);
  if (!target && place.zone) {
    const zone = [...root.querySelectorAll(".hb-zone")].find((z) => z.dataset.key === place.zone);
    const group = rovingGroup(zone);
    if (group.length) target = group[Math.min(Math.max(place.inZone, 0), group.length - 1)];
  }
  // gone with its whole zone: the first card or place the child can play now (a button only when
  // there is none: the buttons may stand above the cards, and one of them may be "give up"), else
  // the board itself
  if (!target) target = all.find((n) => !n.matches("button.hb-button")) || all[0];
  if (!target) {
    root.tabIndex = -1;
    root.focus();
    return root;
  }
  if (target.dataset.roving !== undefined) {
    const zone = target.closest(".hb-zone");
    remembered.set(zone.dataset.key, target.dataset.key);
    for (const n of rovingGroup(zone)) n.tabIndex = n === target ? 0 : -1;
  }
  target.focus({ preventScroll: false });
  return target;
}

// -- fans ----------------------------------------------------------------------------------------
// A fan lays its cards side by side while its row has room; when it has not, the cards overlap,
// just enough to fill the row and no more, and every card but the last keeps an uncovered strip
// of at least fanStrip() px (its corner index, and room for a finger: wider on a touch screen).
// If even those strips do not fit, the fan wraps onto as few lines as will hold it, with the same
// number of cards on each line (the last may hold fewer), each line overlapped only as much as it
// must to fill the row.  The room is the fan's own row's (a fan beside others, or in a column of
// the board, has less than the board), measured after each drawing and when the width changes.
const FAN_GAP = 8;
const LAYOUT_UNIT = 64; // Chromium lays boxes out in 1/64 px: a margin rounded down to it always fits

function fanStrip() {
  return window.matchMedia && window.matchMedia("(pointer: coarse)").matches ? 44 : 28;
}

function downToUnit(px) {
  return Math.floor(px * LAYOUT_UNIT) / LAYOUT_UNIT;
}

// The overlap (a negative margin between neighbours, or FAN_GAP if none is needed) and the number
// of lines for ``count`` cards ``widest`` px wide at most, laid in ``room`` px.
function fanLayout(count, total, widest, room, strip) {
  const gaps = count - 1;
  if (total + gaps * FAN_GAP <= room) return { margin: FAN_GAP, lines: 1 };
  const margin = downToUnit((room - total) / gaps);
  if (widest + margin >= strip) return { margin, lines: 1 };
  const most = Math.max(1, Math.floor((room - widest) / strip) + 1); // on a line, at the narrowest
  const lines = Math.ceil(count / most);
  const each = Math.ceil(count / lines);
  // (a wrapped line is pulled back by its own overlap: see board.css; it never spreads past 0)
  const spread = each > 1 ? downToUnit((room - each * widest) / (each - 1)) : 0;
  return { margin: Math.min(0, Math.max(spread, strip - widest)), lines };
}

function fitFans(root) {
  const strip = fanStrip();
  for (const zone of root.querySelectorAll(".hb-zone.hb-fan")) {
    const row = zone.parentElement;
    const cards = zone.querySelector(":scope > .hb-cards");
    const slots = cards ? [...cards.querySelectorAll(":scope > .hb-card")] : [];
    zone.classList.remove("hb-fan-wrap");
    const width = row ? row.getBoundingClientRect().width : 0;
    if (slots.length < 2 || !width) {
      zone.style.removeProperty("--hb-fan-margin");
      continue;
    }
    const box = getComputedStyle(zone);
    const sides = (style) => ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"]
      .reduce((sum, side) => sum + (parseFloat(style[side]) || 0), 0);
    // a fan board.css sizes itself (--hb-fan-room: own: it shares its row, its width given by the
    // row's flex rules, not by its cards) overlaps to fit its own width, not the whole row's
    const own = box.getPropertyValue("--hb-fan-room").trim() === "own";
    const room = own ? zone.getBoundingClientRect().width - sides(box)
      : width - sides(box) - sides(getComputedStyle(row));
    const widths = slots.map((s) => s.getBoundingClientRect().width);
    const total = widths.reduce((a, b) => a + b, 0);
    const widest = Math.max(...widths);
    const { margin, lines } = fanLayout(slots.length, total, widest, room, strip);
    // a fan board.css marks as a pile (--hb-fan-pile) overlaps even where it would fit side by side,
    // each card keeping its strip in sight
    const pile = box.getPropertyValue("--hb-fan-pile").trim() === "1";
    zone.style.setProperty("--hb-fan-margin", (pile ? Math.min(margin, strip - widest) : margin) + "px");
    if (lines > 1) zone.classList.add("hb-fan-wrap");
  }
}

// -- what a screen reader hears -------------------------------------------------------------------
// The live region reads each move once, in the order it happened, in the words the page shows: the
// messages new since the scene before (the kernel counts them: ``news``), then the status if it
// changed, or the error alone.  "What's on the table?" reads the whole table out the same way.
function cardName(card, faces) {
  const text = card.svg || faces[card.code] || "";
  const named = /aria-label="([^"]*)"/.exec(text);
  return named ? named[1] : card.code === "back" ? word("face_down") : card.code || word("card");
}

function tableInWords(s, faces) {
  const lines = [];
  if (s.banner) lines.push(s.banner);
  if (s.status) lines.push(s.status);
  const zoneLines = [];
  for (const row of s.rows || []) {
    // a zone with no name of its own after a named one in its row is one of its piles (Spit's
    // "Computer's piles" names the first of five): said on that line, not as a bare "Nine of Clubs."
    let open = null;
    for (const zone of row) {
      const name = zone.label || zone.say || "";
      const cards = (zone.cards || []).map((c) => cardName(c, faces) + (c.selected ? " " + word("picked_up") : ""));
      let what = cards.length ? cards.join(", ") : zone.empty || word("nothing");
      if (zone.style === "stack" && cards.length === 1 && zone.count > 1) {
        what = word("on_top", { card: cards[0], n: zone.count });
      }
      if (zone.caption) what += ` (${zone.caption})`;
      if (!name && open !== null) {
        zoneLines[open] += `; ${what}`;
        continue;
      }
      zoneLines.push(name ? `${name}: ${what}` : what);
      open = name ? zoneLines.length - 1 : null;
    }
  }
  // each a sentence (no "yet.." when the words already end one)
  lines.push(...zoneLines.map((line) => (/[.!?]["”’)]?$/.test(line) ? line : line + ".")));
  if (s.info) lines.push(s.info);
  return lines;
}

// -- the scene, whole ----------------------------------------------------------------------------
// The kernel sends a zone the page already holds, unchanged, as ``{"same": key}`` (widgets/board.py,
// ``wire_scene``).  Every scene that arrives is made whole here, once per model (views or none),
// from the zones of the scene before.  A zone the page does not hold (scenes that came while this
// code was still loading) makes it forget every zone, ask once for the whole scene and draw
// nothing until it comes: never a zone from an older scene.
const wholeScenes = new WeakMap(); // model -> {raw, scene (null: waiting), zones: key -> zone}

function sceneOf(model) {
  const raw = model.get("scene") || {};
  const known = wholeScenes.get(model);
  if (known && known.raw === raw) return known.scene;
  const held = known ? known.zones : new Map();
  const zones = new Map();
  let missing = false;
  const rows = (raw.rows || []).map((row) => row.map((z) => {
    const zone = z.same === undefined ? z : held.get(z.same);
    if (!zone) missing = true;
    else zones.set(zone.key || zone.id, zone);
    return zone;
  }));
  if (missing) {
    if (!(known && known.asked)) model.send({ resend: true });
    wholeScenes.set(model, { raw, scene: null, zones: new Map(), asked: true });
    return null;
  }
  const scene = raw.rows ? { ...raw, rows } : raw;
  wholeScenes.set(model, { raw, scene, zones });
  return scene;
}

function initialize({ model }) {
  model.on("change:scene", () => sceneOf(model));
}

// -- the board ------------------------------------------------------------------------------------
function render({ model, el: root }) {
  root.classList.add("hilltop-board");
  // Every click names the scene it was made on: the kernel honours it only if that scene is still
  // the one on the board (a double-click or a click on an older scene changes nothing).
  const send = (action) => model.send({ action, generation: (sceneOf(model) || {}).generation });
  const remembered = new Map(); // zone key -> key of its card that is the zone's Tab stop
  // The last message, read out by screen readers: one region that stays (a region drawn afresh
  // with every scene is not read reliably).
  const live = el("div", "hb-live");
  live.setAttribute("aria-live", "polite");
  live.setAttribute("role", "status");
  let spoken = null; // the generation the live region last spoke for
  let lastStatus = null;
  // (``shown``: the words are shown on the page as well, until the next reading)
  const say = (lines, shown = false) => {
    live.replaceChildren(...lines.map((line) => el("p", "", line)));
    live.classList.toggle("hb-live-shown", shown);
  };
  Object.assign(WORDS, model.get("words") || {});
  const ask = el("button", "hb-button hb-ask", word("ask"));
  ask.type = "button";
  ask.dataset.key = "ask:table";
  ask.addEventListener("click", () => say(tableInWords(sceneOf(model), model.get("faces") || {}), true));

  // The thing with the focus can go while the board offers nothing else for a moment (a race's
  // move on its way to the kernel): the focus then waits on "What's on the table?", and when
  // things to do come back, if the child has not moved it, it goes back where it came from (its
  // zone's next card) or to the first thing to do, not left at the foot of the board.
  let waitingFrom = null; // the place the focus came from while it waits on the ask button
  let restoring = false; // the focus moved by the board, not by the child
  ask.addEventListener("click", () => { waitingFrom = null; });

  root.addEventListener("keydown", (e) => onArrow(e, remembered));
  root.addEventListener("focusin", () => { if (!restoring) waitingFrom = null; });
  root.addEventListener("focusin", (e) => {
    const card = e.target.closest && e.target.closest("button.hb-card[data-roving]");
    if (card) remembered.set(card.closest(".hb-zone").dataset.key, card.dataset.key);
  });

  // The floating copy of the child's last move: shown while the board is on the screen but neither
  // the head's copy nor the one over the log is wholly in sight; under a race's clock bar, which
  // stays at the top of the screen (board.css).
  const floatYours = () => {
    const float = root.querySelector(".hb-yours-float");
    if (!float) return;
    const board = root.getBoundingClientRect();
    let top = 0;
    for (const bar of document.querySelectorAll(".hilltop-race-clock")) {
      const r = bar.getBoundingClientRect();
      if (r.height > 0 && r.top <= top + 1 && r.bottom > top) top = r.bottom;
    }
    const whole = (e) => { const r = e.getBoundingClientRect();
      return r.height > 0 && r.top >= top - 0.5 && r.bottom <= innerHeight + 0.5; };
    const others = [...root.querySelectorAll(".hb-yours:not(.hb-yours-float)")];
    const show = board.bottom > top + 40 && !others.some(whole);
    float.hidden = !show;
    if (!show) return;
    // (``fixed`` is to the screen, unless a box around the board contains it, as Voila's scrolling
    // panel does: then the place it lands on is measured and put right)
    const left = Math.max(board.left, 0);
    Object.assign(float.style, {top: `${top}px`, left: `${left}px`, width: `${Math.min(board.width, innerWidth)}px`});
    const landed = float.getBoundingClientRect();
    Object.assign(float.style, {top: `${2 * top - landed.top}px`, left: `${2 * left - landed.left}px`});
  };
  document.addEventListener("scroll", floatYours, {capture: true, passive: true});
  addEventListener("resize", floatYours);

  let drawn = null; // the scene on the board, as text: the same scene sent again is not redrawn
  const draw = (facesChanged) => {
    const s = sceneOf(model);
    if (!s) return; // waiting for the whole scene
    const text = JSON.stringify(s);
    if (text === drawn && facesChanged !== true) return;
    drawn = text;
    const faces = model.get("faces") || {};
    const place = focusPlace(root);
    root.classList.toggle("hb-center", s.align === "center");
    if (s.generation !== undefined) root.dataset.generation = String(s.generation);
    const parts = [];
    // the head: the game's name, and the child's own last move with what came of it, which stays
    // here until the child acts again (the computers' turns never push it away)
    // (and again above the log, where a child who scrolled down to the buttons reads it: the
    // copy is hidden from screen readers, which hear the move once, from the live region)
    const yoursBox = (copy) => {
      const box = el("div", "hb-yours" + (copy ? " hb-yours-copy" : ""));
      box.append(el("span", "hb-yours-name", word("yours") + " "), s.yours.join(" "));
      if (copy) box.setAttribute("aria-hidden", "true");
      return box;
    };
    const head = el("div", "hb-head");
    if (s.title) head.appendChild(el("div", "hb-title", s.title));
    if (s.goal) head.appendChild(el("div", "hb-goal", s.goal));
    if ((s.yours || []).length) head.appendChild(yoursBox(false));
    if (s.narrow) head.appendChild(el("div", "hb-narrow", s.narrow));
    if (head.childNodes.length) parts.push(head);
    if (s.banner) parts.push(el("div", "hb-banner", s.banner));
    // ``info_up``: the info (a game's score) on the status line, at the top of the table, not at
    // its foot where a short screen's fold cuts it
    const status = el("div", "hb-status", s.status || "");
    if (s.info_up && s.info) {
      const line = el("div", "hb-status-line");
      line.append(status, el("div", "hb-info", s.info));
      parts.push(line);
    } else {
      parts.push(status);
    }
    if (s.error) parts.push(el("div", "hb-error", s.error));
    const lines = (s.rows || []).map((row) => {
      const line = el("div", "hb-row");
      for (const zone of row) line.appendChild(drawZone(zone, send, faces));
      return line;
    });
    // ``aside: [from, to]``: rows from..to-1 stand in a column of their own beside the others (below
    // them on a narrow screen), their cards scaled to the column's width and the screen's height;
    // the buttons, the info and the messages follow the other rows.
    const [from, to] = Array.isArray(s.aside) ? s.aside : [0, 0];
    let main = parts;
    if (to > from) {
      const side = el("div", "hb-aside");
      side.append(...lines.slice(from, to));
      const rest = el("div", "hb-main");
      rest.append(...lines.slice(0, from), ...lines.slice(to));
      const split = el("div", "hb-split");
      split.append(side, rest);
      parts.push(split);
      main = [];
    } else {
      parts.push(...lines);
    }
    // ``buttons_after: n``: the buttons right under row n (the child's hand), not under every row
    // (``buttons_in: n``: in row n itself, beside its zones, taking no line of their own)
    const after = Number.isInteger(s.buttons_after) ? lines[s.buttons_after] : undefined;
    const inside = Number.isInteger(s.buttons_in) ? lines[s.buttons_in] : undefined;
    if ((s.buttons || []).length) {
      const bar = el("div", "hb-buttons");
      for (const b of s.buttons) {
        const btn = el("button", "hb-button" + (b.big ? " hb-big" : ""), b.label);
        btn.type = "button";
        btn.dataset.action = b.id;
        if (b.key) btn.dataset.key = b.key;
        if (b.say && b.say !== b.label) btn.setAttribute("aria-label", b.say);
        btn.disabled = !b.enabled;
        btn.addEventListener("click", (e) => once(e) && send(b.id));
        bar.appendChild(btn);
      }
      if (inside) inside.appendChild(bar);
      else if (after && after.parentNode) after.after(bar);
      else if (after && parts.includes(after)) parts.splice(parts.indexOf(after) + 1, 0, bar);
      else main.push(bar);
    }
    if ((s.yours || []).length) main.push(yoursBox(true));
    // and a third copy that floats at the top of the screen, shown only while neither of the others
    // is wholly in sight (a child who scrolled down to their cards on a phone, or to their hand):
    // a child's own last move stays readable until they act again, wherever they are on the page
    const float = (s.yours || []).length ? yoursBox(true) : null;
    if (float) { float.classList.add("hb-yours-float"); float.hidden = true; }
    if (s.info && !s.info_up) main.push(el("div", "hb-info", s.info));
    const messages = s.messages || [];
    if (messages.length) {
      const list = el("ul", "hb-messages");
      for (const m of messages) list.appendChild(el("li", "", m));
      main.push(list);
    }
    const askBar = el("div", "hb-ask-bar");
    askBar.appendChild(ask);
    main.push(askBar);
    if (main !== parts) parts[parts.length - 1].lastChild.append(...main);
    if (s.generation !== spoken) {
      spoken = s.generation;
      const fresh = s.error ? [s.error] : messages.slice(messages.length - (s.news || 0));
      if (!s.error && s.status && s.status !== lastStatus) fresh.push(s.status);
      if (fresh.length) say(fresh);
    }
    lastStatus = s.status;
    root.replaceChildren(...parts, live, ...(float ? [float] : []));
    settleRoving(root, remembered);
    fitFans(root);
    const cameFrom = waitingFrom && place && place.key === ask.dataset.key ? waitingFrom : place;
    restoring = true;
    try {
      const landed = restoreFocus(root, cameFrom, remembered);
      if (landed === ask && cameFrom && cameFrom.key !== ask.dataset.key) waitingFrom = cameFrom;
      else if (landed) waitingFrom = null;
    } finally {
      restoring = false;
    }
    // (measured once the fans are laid out and the focus is back: both move the table)
    floatYours();
  };

  model.on("change:scene", draw);
  const redrawFaces = () => draw(true);
  model.on("change:faces", redrawFaces);
  draw();
  // The board is measured once it is on the page, and again when its width changes.
  let width = -1;
  const resized = new ResizeObserver(() => {
    if (root.clientWidth === width) return;
    width = root.clientWidth;
    fitFans(root);
    floatYours();
  });
  resized.observe(root);
  return () => {
    resized.disconnect();
    document.removeEventListener("scroll", floatYours, {capture: true});
    removeEventListener("resize", floatYours);
    model.off("change:scene", draw);
    model.off("change:faces", redrawFaces);
  };
}

export default { initialize, render };
