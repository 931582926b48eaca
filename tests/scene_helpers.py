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


def click_through(table, most: int) -> list:
    """Play a stepped race to its end by clicks alone: each time the next of the things the scene
    offers (Wait only when nothing else is offered), until the game is over or ``most`` clicks.
    Returns the things offered at the last click; the game must be over by then."""
    n, things = 0, []
    while not table.game.over and n < most:
        things = [a for z, a in clickables(table) if z != "Wait"] or [a for _, a in clickables(table)]
        assert things, table.board.scene["status"]
        table.clicked(things[n % len(things)])
        n += 1
    assert table.game.over and table.board.scene["banner"], (n, table.board.scene["status"])
    return things
