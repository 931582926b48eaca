"""What the board sends the page per tap: only the zones that changed (an unchanged zone is named,
``{"same": key}``), and everything whole when the page has nothing or asks again."""
from widgets.king_of_the_hill import KingOfTheHillTable


def sent_scenes(board):
    """Record every scene the board sends the page from now on (as the page receives it).  The
    board is cut from any comm first, so what is sent is exactly what a test sends with
    ``board.send_state("scene")`` (as a kernel does on every change of the scene), whatever comm
    other tests in this process left behind."""
    out = []
    board.comm = None
    real = board._send

    def send(msg, buffers=None):
        if msg.get("method") == "update" and "scene" in msg.get("state", {}):
            out.append(msg["state"]["scene"])
        return real(msg, buffers=buffers)
    board._send = send
    return out


def first_offer(scene):
    return next(c["action"] for row in scene["rows"] for z in row for c in z.get("cards", []) if c.get("action"))


def tapped_once():
    """A King of the Hill table whose page opened (everything sent whole) and then tapped a card
    from the hand to the reserve: (the table, the scenes its board sent)."""
    table = KingOfTheHillTable(seed=21)
    sent = sent_scenes(table.board)
    table.board.send_state()  # a page opens: everything whole
    table.clicked(first_offer(table.board.scene), table.generation)
    return table, sent


def test_a_tap_sends_the_changed_zones_and_names_the_rest():
    table, sent = tapped_once()
    board = table.board
    whole = sent[0]  # what the page got when it opened
    assert all("same" not in z for row in whole["rows"] for z in row)
    board.send_state("scene")  # what the kernel sends for the new scene
    tap = sent[-1]
    same = {z["same"] for row in tap["rows"] for z in row if "same" in z}
    changed = {z.get("key") or z["id"] for row in tap["rows"] for z in row if "same" not in z}
    assert {"hand", "reserve"} <= changed  # what the tap moved is sent whole
    assert "stack-0.0" in same and len(same) >= 15  # the hill did not change: named only
    # made whole again from the scene before, the page has exactly the kernel's scene
    held = {z.get("key") or z["id"]: z for row in whole["rows"] for z in row}
    rebuilt = [[held[z["same"]] if "same" in z else z for z in row] for row in tap["rows"]]
    assert rebuilt == board.get_state()["scene"]["rows"]


def test_a_page_that_asks_again_gets_every_zone_whole():
    table, sent = tapped_once()
    board = table.board
    board.send_state("scene")
    assert any("same" in z for row in sent[-1]["rows"] for z in row)
    board._on_message(board, {"resend": True}, [])
    assert all("same" not in z for row in sent[-1]["rows"] for z in row)
    assert not table.error  # asking again is no click: nothing changes, nothing is refused


def test_a_scene_changed_by_the_page_is_sent_back_whole():
    table, sent = tapped_once()
    board = table.board
    board.set_state({"scene": {"rows": [[{"id": "stack-0.0", "cards": [{"code": "AS"}]}]]}})
    assert sent[-1]["rows"] and all("same" not in z for row in sent[-1]["rows"] for z in row)
