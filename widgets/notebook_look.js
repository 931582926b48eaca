// A slider's handle (ipywidgets draws it with noUiSlider) has no name of its own: a screen reader
// says only "slider".  Each slider of a Hilltop table is named by its widget's own words (War's
// "Flips/sec", a replay's "Move:"), as the arcade's page template does on a Voila page; one watch
// per page names the sliders drawn later too.
function nameSliders(root) {
  const handles = root.querySelectorAll(".hilltop-table .noUi-handle[role=slider]:not([aria-labelledby])");
  for (const handle of handles) {
    const box = handle.closest(".widget-slider");
    const label = box && box.querySelector(".widget-label");
    if (!label || !label.textContent.trim()) continue;
    if (!label.id) label.id = "hilltop-table-slider-" + (++window.hilltopNotebookLook.made);
    handle.setAttribute("aria-labelledby", label.id);
  }
}

// The rules beside a table (widgets/rules_beside.py) scroll in a box of their own: a keyboard reaches
// it (Tab, then the arrow keys scroll it) and a screen reader names it.
function nameRules(root) {
  for (const box of root.querySelectorAll(".hilltop-with-rules > .hilltop-rules > *:not([tabindex])")) {
    box.setAttribute("tabindex", "0");
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", "The rules");
  }
}

function look(root) {
  nameSliders(root);
  nameRules(root);
}

function render({ el }) {
  if (!window.hilltopNotebookLook) {
    window.hilltopNotebookLook = { made: 0 };
    new MutationObserver(() => look(document))
      .observe(document.documentElement, { childList: true, subtree: true });
  }
  requestAnimationFrame(() => look(document));
  el.setAttribute("aria-hidden", "true");
}

export default { render };
