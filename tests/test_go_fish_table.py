"""The Go Fish and Authors tables: only legal questions are offered, other hands never reach the
page, faked clicks are refused, and a whole game can be played by clicks."""
import json

import pytest

from widgets.go_fish import AuthorsTable, GoFishTable, authors_dashboard, go_fish_dashboard


def scene_codes(scene):
    return {c["code"] for row in scene["rows"] for z in row for c in z["cards"]}


def actions(scene):
    out = [b["id"] for b in scene["buttons"] if b["enabled"]]
    for row in scene["rows"]:
        for z in row:
            if z.get("action"):
                out.append(z["action"])
            out += [c["action"] for c in z["cards"] if c.get("action")]
    return out


def hidden_codes(t):
    g, me = t.game, t.you
    return {c.code for q in range(g.players) if q != me for c in g.hands[q]} | {c.code for c in g.stock}


@pytest.mark.parametrize("cls", [GoFishTable, AuthorsTable])
def test_play_a_whole_game_by_clicks_and_never_show_hidden_cards(cls):
    t = cls(players=4, seed=11, level="hard")
    clicks = 0
    while not t.game.over and clicks < 2000:
        s = t.board.scene
        shown = scene_codes(s) - {"back"}
        secret = hidden_codes(t)
        # cards on the page: the child's hand, laid sets (shown as one card) and, in Authors, the
        # cards you may ask for (named by the question, never taken from another hand)
        mine = {c.code for c in t.game.hands[t.you]}
        asked = {c["code"] for row in s["rows"] for z in row if z["id"].startswith("ask-") for c in z["cards"]}
        sets = {c["code"] for row in s["rows"] for z in row if z["id"].startswith("sets-") for c in z["cards"]}
        assert shown <= mine | asked | sets
        assert not (mine & secret)
        hand_zones = [z for row in s["rows"] for z in row if z["id"].startswith("rank-")]
        assert all(c["code"] in mine for z in hand_zones for c in z["cards"])
        acts = actions(s)
        assert acts, "the child must always have something to click"
        before = t.game.to_json()
        t.clicked(acts[-1])
        assert t.error == ""
        clicks += 1
        if t.game.to_json() == before:  # picked a player: now the questions are offered
            s2 = t.board.scene
            qs = [a for a in actions(s2) if a not in [z.get("action") for z in s2["rows"][0]]]
            assert qs
    assert t.game.over and t.board.scene["banner"]
    assert "Sets:" in t.board.scene["info"]


def test_only_legal_questions_are_offered():
    t = GoFishTable(players=3, seed=5)
    s = t.board.scene
    targets = {int(z["id"].split("-")[1]) for z in s["rows"][0] if z.get("action")}
    assert targets == {m.target for m in t.legal()}
    first = next(z["action"] for z in s["rows"][0] if z.get("action"))
    t.clicked(first)
    s = t.board.scene
    labels = {b["label"] for b in s["buttons"]}
    from kit.games.go_fish import rank_plural
    assert labels == {f"Ask for {rank_plural(m.rank)}" for m in t.legal() if m.target == t.target}


def test_authors_offers_only_cards_you_lack_of_ranks_you_hold():
    t = AuthorsTable(players=3, seed=2)
    first = next(z["action"] for z in t.board.scene["rows"][0] if z.get("action"))
    t.clicked(first)
    offered = {c["code"] for row in t.board.scene["rows"] for z in row if z["id"].startswith("ask-")
               for c in z["cards"]}
    assert offered == {m.card.code for m in t.legal() if m.target == t.target}
    assert not offered & {c.code for c in t.game.hands[0]}


def test_faked_clicks_and_page_state_change_nothing():
    t = GoFishTable(players=3, seed=5)
    before = t.game.to_json()
    t.clicked("zz")
    assert "can't be clicked" in t.error and t.game.to_json() == before
    t.clicked(None)
    t.clicked({"action": "a0"})
    assert t.game.to_json() == before
    t.board.set_state({"scene": {"title": "hacked"}})
    assert t.board.scene["title"] == "Go Fish" and t.game.to_json() == before
    first = next(z["action"] for z in t.board.scene["rows"][0] if z.get("action"))
    t.clicked(first)  # pick a player: the scene and its ids are renewed
    asks = [b["id"] for b in t.board.scene["buttons"]]
    t.new_game(seed=5)  # the same deal again, with a fresh scene
    before = t.game.to_json()
    stale = [a for a in asks if a not in actions(t.board.scene)]
    for a in stale:
        t.clicked(a)
        assert t.game.to_json() == before


def test_speech_lines_and_new_game():
    t = GoFishTable(players=3, seed=4)
    first = next(z["action"] for z in t.board.scene["rows"][0] if z.get("action"))
    t.clicked(first)
    t.clicked(t.board.scene["buttons"][0]["id"])
    talk = next(z for row in t.board.scene["rows"] for z in row if z["id"] == "talk")
    assert "Do you have any" in talk["empty"]
    assert any("Go fish!" in m or "Yes" in m for m in t.messages)
    old = t.game.seed
    t.new_game()
    assert t.game.seed == old + 1 and t.target is None and all(p != 0 for p, _ in t.game.history)


def test_dashboards_build():
    for make in (go_fish_dashboard, authors_dashboard):
        app = make(seed=3)
        table = app.children[-1]
        assert table.game.seed == 3
        app.deal_button.click()
        assert app.children[-1] is not table and isinstance(app.children[-1], type(table))


def test_the_arcade_lists_both_dashboards():
    from pathlib import Path

    from widgets.arcade import dashboards

    found = {d["file"]: d for d in dashboards(Path(__file__).resolve().parents[1] / "notebooks" / "dashboards")}
    assert found["go_fish.ipynb"]["title"] == "Go Fish" and found["authors.ipynb"]["title"] == "Authors"
