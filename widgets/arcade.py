"""The arcade: a landing page that links every dashboard in ``notebooks/dashboards``.

A dashboard joins the arcade by carrying ``{"hilltop": {"title": ..., "blurb": ..., "order": n}}``
in its notebook metadata; nothing else needs editing when a game is added.  A teacher's page says
``"teacher": true`` as well: on ``./hilltop class`` (which sets HILLTOP_CLASS_ROOM for the
kernels) the arcade the children see leaves it out, since the teacher has a link of their own.
"""
from __future__ import annotations

import json
import os
from html import escape
from pathlib import Path

import ipywidgets as W

from kit.words import _


CLASS_ROOM = "HILLTOP_CLASS_ROOM"  # set for the kernels of ./hilltop class (server/class_room.py)


def dashboards(folder, children_only: bool = False) -> list[dict]:
    """Every dashboard notebook in ``folder`` with its title and blurb, in arcade order
    (``children_only``: not the teacher's pages)."""
    found = []
    for path in sorted(Path(folder).glob("*.ipynb")):
        try:
            meta = json.loads(path.read_text(encoding="utf-8")).get("metadata", {}).get("hilltop")
        except ValueError:
            continue
        if not isinstance(meta, dict) or (children_only and meta.get("teacher")):
            continue
        if meta.get("title") and not meta.get("arcade_home"):
            found.append({"file": path.name, "title": str(meta["title"]), "blurb": str(meta.get("blurb", "")),
                          "order": meta.get("order", 100)})
    return sorted(found, key=lambda d: (d["order"], d["title"]))


def arcade(folder=".", children_only: bool | None = None) -> W.HTML:
    """The arcade page as one HTML widget: a big tile per dashboard, linked relative to this
    page so it works under standalone Voila and under Binder's Voila alike.  In a class
    (``children_only``, by default when HILLTOP_CLASS_ROOM is set) the teacher's pages are left out."""
    from .address import page_query

    page_query()  # a warm kernel waits here for its child's page: its language is known only then
    if children_only is None:
        children_only = bool(os.environ.get(CLASS_ROOM))
    tiles = "".join(
        f'<a class="tile" href="{escape(d["file"])}" data-dashboard="{escape(d["file"])}">'
        f'<span class="name">{escape(_(d["title"]))}</span><span class="blurb">{escape(_(d["blurb"]) if d["blurb"] else "")}</span></a>'
        for d in dashboards(folder, children_only)
    )
    style = (
        "<style>.hilltop-arcade{font-family:'Trebuchet MS',Verdana,sans-serif;max-width:980px;overflow-wrap:anywhere}"
        ".hilltop-arcade h1{color:#1b5e20;font-size:40px;line-height:1.2;margin:8px 0}"
        ".hilltop-arcade p{font-size:19px}"
        # as many columns of tiles as fit, sharing the width (one column filling a phone's width)
        ".hilltop-arcade .tiles{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(260px,100%),1fr));gap:16px}"
        ".hilltop-arcade .tile{display:flex;flex-direction:column;box-sizing:border-box;"
        "padding:18px;border-radius:16px;"
        "background:#2e7d32;color:#fff;text-decoration:none;box-shadow:0 4px 0 #1b5e20}"
        ".hilltop-arcade .tile:hover{background:#388e3c}"
        ".hilltop-arcade .name{font-size:26px;font-weight:700}.hilltop-arcade .blurb{font-size:16px;margin-top:6px}"
        "</style>"
    )
    body = tiles or "<p>" + escape(_("No games yet.")) + "</p>"
    name, pick = escape(_("Hilltop arcade")), escape(_("Pick a game and play against the computer."))
    return W.HTML(f'{style}<div class="hilltop-arcade"><h1>🂡 {name}</h1>'
                  f"<p>{pick}</p><div class=\"tiles\">{body}</div></div>")


def length_from_page(game: str) -> dict:
    """The game options that make the game of this page's address short: ``?turns=30`` caps a game
    that counts turns (``max_turns``), ``?seconds=60`` a race's clock (``max_ticks``); at the cap
    fewer cards left wins.  A bad value is told on the page, as for the seed, and ignored."""
    import kit

    from .address import BadAddress, length_in_query, page_query

    try:
        asked = length_in_query(page_query())
    except BadAddress as problem:
        _bad_link(problem)
        return {}
    options = kit.GAMES[game].OPTIONS
    out = {}
    if "turns" in asked and "max_turns" in options:
        out["max_turns"] = asked["turns"]
    if "seconds" in asked and "max_ticks" in options:
        out["max_ticks"] = asked["seconds"] * 1000 // options["tick_ms"].default
    return out


def _bad_link(problem) -> None:
    from IPython.display import display

    display(W.HTML(f'<div class="hilltop-bad-link" role="alert" style="font-size:18px;padding:10px 14px;'
                   f'margin:6px 0;border-radius:12px;background:#fff3cd;color:#5d4200">'
                   + escape(str(problem)) + " " + escape(_("So here is a game of the usual length instead.")) + " "
                   + '<a href="arcade.ipynb">' + escape(_("Back to the arcade")) + "</a></div>"))


def seed_from_page(default=None):
    """The ``seed`` of the page's address (``.../war.ipynb?seed=7``), so a teacher can hand out a
    link to one particular deal.  Voila passes the query string to the kernel as the
    ``QUERY_STRING`` environment variable.

    ``./hilltop run`` turns a link with a bad seed away before the page starts (with a message
    and a way back to the arcade); where no such check runs (Voila inside JupyterLab or Binder)
    the page shows the same message above a new deal, and ``default`` is used."""
    from .address import BadAddress, page_query, seed_in_query

    try:
        return seed_in_query(page_query())
    except BadAddress as problem:
        from IPython.display import display

        display(W.HTML(f'<div class="hilltop-bad-link" role="alert" style="font-size:18px;padding:10px 14px;'
                       f'margin:6px 0;border-radius:12px;background:#fff3cd;color:#5d4200">'
                       + escape(str(problem)) + " " + escape(_("So here is a new deal instead.")) + " "
                       + '<a href="arcade.ipynb">' + escape(_("Back to the arcade")) + "</a></div>"))
        return default


def level_from_page():
    """The lesson level the page's address asks for (``?level=9``), or None (the lesson's own
    default).  A bad level says so on the page, in words a teacher can act on, and the default is
    used."""
    from .address import BadAddress, level_in_query, page_query

    try:
        return level_in_query(page_query())
    except BadAddress as problem:
        from IPython.display import display

        display(W.HTML(f'<div class="hilltop-bad-link" role="alert" style="font-size:18px;padding:10px 14px;'
                       f'margin:6px 0;border-radius:12px;background:#fff3cd;color:#5d4200">'
                       + escape(str(problem)) + " " + escape(_("So here is the lesson at its first level.")) + "</div>"))
        return None
