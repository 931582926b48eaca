"""Keep what answers a child's click in the child's view.

A child scrolls just far enough to see the button they need (Check, Lock in my guess, Run), and
presses it; the answer is drawn under it, below the fold, and the click seemed to do nothing.
:class:`BringIntoView` sits in a box with nothing of its own on the screen; each time ``shown``
goes up, the browser scrolls, as little as it must, until the box's element matching ``target`` is
in view (the top of it, when it is taller than the screen).

    into_view = BringIntoView(target=".hilltop-quiz-feedback")   # a child of the box
    box = W.VBox([..., feedback, ..., into_view]); box.add_class("hilltop-quiz")
    into_view.shown += 1                                        # after the feedback is set
"""
from __future__ import annotations

import anywidget
import ipywidgets as W
import traitlets

__all__ = ["BringIntoView"]


class BringIntoView(anywidget.AnyWidget):
    _esm = """
    function render({ model, el }) {
      const bring = () => requestAnimationFrame(() => {
        // the nearest box around this widget that holds the target
        let box = el.parentElement, shown = null;
        while (box && !(shown = box.querySelector(model.get("target")))) box = box.parentElement;
        if (!shown || shown.getBoundingClientRect().height <= 0) return;
        const r = shown.getBoundingClientRect();
        shown.scrollIntoView({ block: r.height > innerHeight ? "start" : "nearest" });
      });
      model.on("change:shown", bring);
    }
    export default { render };
    """
    target = traitlets.Unicode("").tag(sync=True)
    shown = traitlets.Int(0).tag(sync=True)

    def __init__(self, target: str, **kwargs):
        super().__init__(target=target, layout=W.Layout(display="none"), **kwargs)

    def bring(self) -> None:
        """Ask the browser to bring the target into view (after it has been drawn)."""
        self.shown += 1
