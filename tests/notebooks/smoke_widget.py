"""A tiny anywidget that proves the round trips every Hilltop table relies on under Voila.

* page -> kernel: clicking the card button sends a custom message ``{"event": "click", "card": ...}``
  with ``model.send``; the kernel counts it in the synced trait ``clicks`` and the page redraws.
* kernel -> page with no click: ``start_ticking`` runs an asyncio task on the kernel's own event
  loop that bumps the synced trait ``ticks``, as War's auto-play and the real-time games will.

Used by ``tests/notebooks/smoke.ipynb`` and ``tests/test_smoke_voila.py``; it is test code, not part
of ``widgets/``.
"""
import asyncio

import anywidget
import traitlets


class SmokeWidget(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const button = document.createElement("button");
      button.dataset.card = "AS";
      button.setAttribute("aria-label", "Ace of Spades");
      button.textContent = "A\u2660";
      const clicks = document.createElement("span");
      clicks.className = "smoke-clicks";
      const ticks = document.createElement("span");
      ticks.className = "smoke-ticks";
      const draw = () => {
        clicks.textContent = `clicks=${model.get("clicks")} last=${model.get("last")}`;
        ticks.textContent = `ticks=${model.get("ticks")}`;
      };
      button.addEventListener("click", () => model.send({ event: "click", card: button.dataset.card }));
      model.on("change:clicks", draw);
      model.on("change:last", draw);
      model.on("change:ticks", draw);
      draw();
      el.append(button, " ", clicks, " ", ticks);
    }
    export default { render };
    """
    clicks = traitlets.Int(0).tag(sync=True)
    last = traitlets.Unicode("none").tag(sync=True)
    ticks = traitlets.Int(0).tag(sync=True)

    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.on_msg(self._on_custom_message)
        self._task = None

    def _on_custom_message(self, _widget, content, _buffers):
        if isinstance(content, dict) and content.get("event") == "click":
            self.last = str(content.get("card"))
            self.clicks += 1

    def start_ticking(self, every=0.5, limit=120):
        """Bump ``ticks`` every ``every`` seconds, ``limit`` times at most, on the kernel's loop.

        Bounded on purpose: a kernel that keeps sending messages never looks idle to the server's
        culler (see the README of tests/ in conftest.py)."""
        async def tick():
            for _ in range(limit):
                await asyncio.sleep(every)
                self.ticks += 1

        self._task = asyncio.ensure_future(tick())
        return self._task
