"""Helpers for tests that read a table's scene (a plain module, not a test file)."""


def clickables(table):
    """(what, action id) for everything the table's scene offers to click: zones, cards and
    enabled buttons, in the order they are drawn."""
    out = []
    s = table.board.scene
    for row in s["rows"]:
        for z in row:
            if z.get("action"):
                out.append((z["id"], z["action"]))
            for c in z["cards"]:
                if c.get("action"):
                    out.append((c["code"], c["action"]))
    out += [(b["label"], b["id"]) for b in s["buttons"] if b["enabled"]]
    return out
