// Hilltop's card board: draws a "scene" sent by the kernel and sends back which thing was clicked.
// It knows no rules: every card picture, label and clickable id comes from the kernel, and the
// kernel checks every click against the game before anything changes.

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

function drawCard(card, send) {
  const clickable = Boolean(card.action);
  const slot = el(clickable ? "button" : "div", "hb-card");
  if (clickable) {
    slot.type = "button";
    slot.classList.add("hb-clickable");
    slot.dataset.action = card.action;
    slot.setAttribute("aria-label", card.label || "card");
    slot.addEventListener("click", (e) => once(e) && send(card.action));
  }
  if (card.selected) slot.classList.add("hb-selected");
  if (card.dim) slot.classList.add("hb-dim");
  // The picture is drawn by the kernel's own SVG code (kit/svg.py): it carries data-card and
  // aria-label, and a face-down card is only a back.
  slot.innerHTML = card.svg || "";
  if (card.note) slot.appendChild(el("span", "hb-note", card.note));
  return slot;
}

function drawZone(zone, send) {
  const box = el("section", "hb-zone hb-" + (zone.style || "row"));
  if (zone.id) box.dataset.zone = zone.id;
  if (zone.count !== undefined && zone.count !== null) box.dataset.count = String(zone.count);
  if (zone.highlight) box.classList.add("hb-highlight");
  const list = zone.cards || [];
  // A card that can be clicked or is picked up rises a little: keep its zone's label clear of it.
  if (list.some((c) => c.action || c.selected)) box.classList.add("hb-lifts");
  // A note hangs under its card: keep room for it inside the zone (or always, if the zone asks,
  // so that the table does not jump when notes come and go).
  if (zone.notes || list.some((c) => c.note)) box.classList.add("hb-noted");
  if (zone.label) box.appendChild(el("div", "hb-label", zone.label));
  const cards = el("div", "hb-cards");
  for (const card of list) cards.appendChild(drawCard(card, send));
  if (!(zone.cards || []).length) cards.appendChild(el("div", "hb-empty", zone.empty || ""));
  if (zone.style === "stack" && zone.count) cards.appendChild(el("span", "hb-badge", String(zone.count)));
  box.appendChild(cards);
  if (zone.caption) box.appendChild(el("div", "hb-caption", zone.caption));
  if (zone.action) {
    box.classList.add("hb-clickable-zone");
    box.dataset.action = zone.action;
    box.tabIndex = 0;
    box.setAttribute("role", "button");
    box.addEventListener("click", (e) => {
      if (!e.target.closest(".hb-clickable") && once(e)) send(zone.action);
    });
  }
  return box;
}

// A fan shows 32 px of every card under the top one (CSS: margin-left -52px on 84-px cards).  A
// long fan overlaps its cards more tightly so that it fits the width of its row: every card stays
// on the board and the top card stays whole.  The room is measured, so this runs after each
// drawing and whenever the board's width changes.
const FAN_MARGIN = -52;
const FAN_MIN_SHOW = 4; // px of each covered card that stays in sight, however long the fan

function fitFans(root) {
  for (const zone of root.querySelectorAll(".hb-zone.hb-fan")) {
    const line = zone.parentElement;
    const cards = zone.querySelector(":scope > .hb-cards");
    const slots = cards ? [...cards.querySelectorAll(":scope > .hb-card")] : [];
    if (!line || slots.length < 2 || !line.clientWidth) {
      zone.style.removeProperty("--hb-fan-margin");
      continue;
    }
    const box = getComputedStyle(zone);
    const frame = ["paddingLeft", "paddingRight", "borderLeftWidth", "borderRightWidth"]
      .reduce((sum, side) => sum + (parseFloat(box[side]) || 0), 0);
    const room = line.clientWidth - frame;
    const widths = slots.map((s) => s.getBoundingClientRect().width);
    const total = widths.reduce((a, b) => a + b, 0);
    const gaps = slots.length - 1;
    if (total + gaps * FAN_MARGIN <= room) {
      zone.style.removeProperty("--hb-fan-margin");
      continue;
    }
    const tightest = FAN_MIN_SHOW - Math.min(...widths.slice(0, -1));
    const margin = Math.max(tightest, Math.floor(((room - total) / gaps) * 100) / 100);
    zone.style.setProperty("--hb-fan-margin", margin + "px");
  }
}

function render({ model, el: root }) {
  root.classList.add("hilltop-board");
  // Every click names the scene it was made on: the kernel honours it only if that scene is still
  // the one on the board (a double-click or a click on an older scene changes nothing).
  const send = (action) => model.send({ action, generation: (model.get("scene") || {}).generation });

  const draw = () => {
    const s = model.get("scene") || {};
    root.classList.toggle("hb-center", s.align === "center");
    const parts = [];
    if (s.title) parts.push(el("div", "hb-title", s.title));
    if (s.banner) parts.push(el("div", "hb-banner", s.banner));
    const status = el("div", "hb-status", s.status || "");
    status.setAttribute("aria-live", "polite");
    parts.push(status);
    if (s.error) {
      const err = el("div", "hb-error", s.error);
      err.setAttribute("role", "alert");
      parts.push(err);
    }
    for (const row of s.rows || []) {
      const line = el("div", "hb-row");
      for (const zone of row) line.appendChild(drawZone(zone, send));
      parts.push(line);
    }
    if ((s.buttons || []).length) {
      const bar = el("div", "hb-buttons");
      for (const b of s.buttons) {
        const btn = el("button", "hb-button" + (b.big ? " hb-big" : ""), b.label);
        btn.type = "button";
        btn.dataset.action = b.id;
        btn.disabled = !b.enabled;
        btn.addEventListener("click", (e) => once(e) && send(b.id));
        bar.appendChild(btn);
      }
      parts.push(bar);
    }
    if (s.info) parts.push(el("div", "hb-info", s.info));
    if ((s.messages || []).length) {
      const list = el("ul", "hb-messages");
      for (const m of s.messages) list.appendChild(el("li", "", m));
      parts.push(list);
    }
    root.replaceChildren(...parts);
    fitFans(root);
  };

  model.on("change:scene", draw);
  draw();
  // The board is measured once it is on the page, and again when its width changes.
  let width = -1;
  const resized = new ResizeObserver(() => {
    if (root.clientWidth === width) return;
    width = root.clientWidth;
    fitFans(root);
  });
  resized.observe(root);
  return () => {
    resized.disconnect();
    model.off("change:scene", draw);
  };
}

export default { render };
