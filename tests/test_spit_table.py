"""The Spit table: clicks go through the game, faked or stale clicks change nothing, the realtime
clock runs on the event loop and pauses."""
import json

import pytest

from kit.games.spit import Play
from widgets.race import CLOCK_RATES
from widgets.spit import SpitTable, seed_from_url
from scene_helpers import clickables
from test_spit import face_down


def click_a_card(seed: int, places: str):
    """Deal ``seed`` at the stepped pace and click a card the child may play in ``places`` ("one"
    place, or "several"); the table and the card's code."""
    t = SpitTable(seed=seed, pace="stepped")
    codes: dict = {}
    for m in t.legal():
        if isinstance(m, Play):
            codes.setdefault(m.card.code, []).append(m)
    fitting = [c for c, ms in codes.items() if (len(ms) == 1) == (places == "one")]
    assert fitting, f"seed {seed} deals no card with {places} place(s) to go"
    t.clicked(dict(clickables(t))[fitting[0]])
    return t, fitting[0]


def test_a_card_with_one_place_is_played_at_once():
    t, code = click_a_card(6, "one")
    assert any(p == 0 and getattr(m, 'card', None) is not None and m.card.code == code for p, m in t.game.history)


def test_pick_a_card_then_its_place():
    t, code = click_a_card(5, "several")
    assert t.selected == code
    assert [a for z, a in clickables(t) if z.startswith("pile-")]


def test_faked_and_stale_clicks_change_nothing():
    t = SpitTable(seed=8, pace="stepped")
    before = t.game.to_json()
    t.clicked("zz")
    assert "can't be clicked" in t.error and t.game.to_json() == before
    t.clicked({"evil": 1})
    assert t.game.to_json() == before
    old = next(a for _, a in clickables(t))
    t.refresh()  # a new scene: the id offered before is stale now
    t.clicked(old)
    assert "changed just before your click" in t.error and t.game.to_json() == before
    t.board.set_state({"scene": {"rows": []}})
    assert t.board.scene["rows"] and t.board.refused_updates == 1
    assert t.game.to_json() == before
    json.dumps(t.board.scene)


def test_no_face_down_card_in_the_scene():
    t = SpitTable(seed=9, pace="stepped")
    text = json.dumps(t.board.scene)
    for code in face_down(t.game):
        assert f'"code": "{code}"' not in text


def test_the_seed_comes_from_the_url(monkeypatch):
    monkeypatch.setenv("QUERY_STRING", "seed=12&x=1")
    assert seed_from_url() == 12
    monkeypatch.setenv("QUERY_STRING", "seed=banana")
    assert seed_from_url(4) == 4


def test_realtime_follows_the_wall_clock_and_pauses():
    """The table's clock is the wall clock: here a pretend one the test moves by hand, so the test
    says exactly how much time passed (the kernel's timer calls the same ``_beat``)."""
    wall = [1000.0]
    t = SpitTable(seed=1, pace="realtime", speed="hard", human_latency=2, tick_ms=20, autostart=False)
    t.now = lambda: wall[0]
    t.start()  # no running event loop here, so no timer: the test beats for it
    wall[0] += 0.6  # 600 ms = 30 ticks of 20 ms
    t._beat()
    assert 20 < t.game.clock <= 30 or t.game.over  # caught up with the wall (to the last landing), never past it
    t.pause(True)
    at, before = t.game.clock, t.game.to_json()
    assert not [a for z, a in clickables(t) if not z.startswith("SLAP")]  # nothing offered while paused
    wall[0] += 0.3
    t._beat()
    assert t.game.clock == at and t.game.to_json() == before  # a paused clock does not move
    t.pause(False)
    wall[0] += 0.3  # 15 more ticks, counted from the moment the pause ended
    t._beat()
    assert at < t.game.clock <= at + 15
    t.stop()


def test_one_clock_the_race_tables_own():
    """The running clock under the table is the only one: the table's words never show a second
    one (a count of ticks that stood still between moves)."""
    t = SpitTable(seed=3, pace="stepped")
    t._show_clock()
    assert "Clock" in t.clock_label.value
    t.play([m for m in t.legal() if isinstance(m, Play)][0])
    words = json.dumps({k: v for k, v in t.board.scene.items() if k != "rows"}).lower()
    assert "clock" not in words and "tick" not in words, words


def test_the_child_slows_the_clock_at_any_moment_down_to_a_tenth():
    """WCAG 2.2.1: a time limit the child can adjust to ten times as long.  Slowing the clock
    stretches a tick on the wall; the game still counts ticks (what the speed lesson measures)."""
    wall = [1000.0]
    t = SpitTable(seed=1, pace="realtime", speed="easy", human_latency=2, tick_ms=100, autostart=False)
    t.now = lambda: wall[0]
    t.start()
    assert min(rate for _, rate in CLOCK_RATES) <= 0.1 and t.rate_pick.options == CLOCK_RATES
    wall[0] += 1.0
    assert t.wall_tick() == 10  # a second is ten ticks at normal speed
    t.rate_pick.value = 0.1  # the child picks "A tenth of the speed" in the middle of the game
    at = t.game.clock
    assert at <= 10 and "a tenth of the speed" in t.clock_label.value
    assert "· real time ·" in t.clock_label.value  # the Pace choice's words, not the game's "realtime"
    wall[0] += 1.0
    assert t.wall_tick() == at + 1  # now a second of the wall is one tick of the game
    wall[0] += 9.0
    t._beat()
    assert at < t.game.clock <= at + 10 or t.game.over
    t.rate_pick.value = 1.0
    mark = t.game.clock
    wall[0] += 0.5
    assert t.wall_tick() == mark + 5  # and back to normal speed from that moment
    with pytest.raises(ValueError):
        t.set_rate(0.01)
    t.stop()


def test_no_clock_paces_wait_for_the_child_and_a_new_pace_starts_with_the_next_deal():
    t = SpitTable(seed=4, pace="realtime", speed="hard", autostart=False)
    assert not t.rate_pick.disabled
    t.pace_pick.value = "stepped"
    assert "next deal" in t.pace_note.value and t.game.pace == "realtime"
    t.new_game()
    assert t.game.pace == "stepped" and not t.pace_note.value and t.rate_pick.disabled
    timers = []
    t.every = lambda *timer: timers.append(timer)
    t.start()  # what a dashboard does: with no clock, no timer
    assert not timers and t.you in t.game.to_act  # however long the child thinks, nothing moves
    t.pace_pick.value = "realtime"
    t.new_game()
    assert len(timers) == 1  # (the real time pace does start one)


def test_the_spit_app_waits_for_the_child_to_start_and_names_its_pause_button():
    """The app's table waits, paused, until the child presses Start: the clock and the computer
    never begin before the child has seen the table.  The pause button always says what pressing
    it does (Start, then Pause, and Go on while paused)."""
    from widgets.spit import spit_dashboard

    app = spit_dashboard(seed=1, pace="realtime", speed="hard")
    t = next(c for c in app.children if isinstance(c, SpitTable))
    wall = [1000.0]
    t.now = lambda: wall[0]
    assert t.waiting and t.paused and t.pause_button.description == "Start"
    assert "press Start!" in t.board.scene["status"]
    offered = [what for what, _ in clickables(t)]
    assert offered == ["Start!"], offered                        # the one thing to do: start
    assert "waiting for you" in (t._show_clock() or t.clock_label.value)
    wall[0] += 5
    t._beat()
    assert t.game.clock == 0                                     # five seconds later: nothing moved
    t.clicked(clickables(t)[0][1], t.generation)                 # Start!
    assert not t.waiting and not t.paused and t.pause_button.description == "Pause"
    assert t.game.clock == 0                                     # the clock starts now, not at the deal
    t.pause(True)
    assert t.pause_button.description == "Go on" and "Go on" in t.board.scene["status"]
    t.pause_button.value = False                                 # the button itself, pressed
    assert not t.paused and t.pause_button.description == "Pause"
    t.stop()


@pytest.mark.parametrize("pace", ["realtime", "stepped"])
def test_the_first_deal_gives_the_child_a_card_to_play(pace):
    """A first deal where none of the child's five cards fits a spit pile left the child watching
    for seconds (up to 3 s against the easy computer) before anything could be done: a table cuts
    such a deal (the same cut for the same seed) until the child has a card to play.  A deal that
    already gives one is left as the seed made it."""
    from kit.games.race import Wait

    for seed in range(40):
        t = SpitTable(seed=seed, pace=pace, autostart=False)
        assert any(not isinstance(m, Wait) for m in t.legal()), f"seed {seed}: nothing to play"
        assert t.game.seed == seed
        again = SpitTable(seed=seed, pace=pace, autostart=False)
        assert again.game.deck == t.game.deck                   # the same deal for the same seed
    assert SpitTable(seed=3, pace=pace, autostart=False).game.deck is None   # a deal with a move: as dealt


def test_a_card_that_fits_nowhere_by_the_time_the_click_lands_is_said():
    """Realtime: the click is stamped with the tick it arrives on, so the computer's cards that
    landed meanwhile come first; a card of the child's that then fits nowhere was picked up out of
    sight, and the click did nothing the child could see.  Now the child is told the table changed."""
    from widgets.table import TABLE_CHANGED

    wall = [1000.0]
    t = SpitTable(seed=1, pace="realtime", speed="hard", human_latency=2, tick_ms=100, autostart=False)
    t.now = lambda: wall[0]
    t.start()
    for _ in range(10):
        wall[0] += 0.1
        t._beat()
    offered = dict(clickables(t))
    assert "KH" in offered
    mine = lambda: [s["top"] for s in t.view()["layouts"][t.you]]  # noqa: E731
    wall[0] += 0.3  # the click arrives three ticks later: the computer has played meanwhile
    t.clicked(offered["KH"], t.generation)
    assert "KH" in mine() and not t.targets("KH")  # (the case: it fits nowhere now)
    assert t.error == TABLE_CHANGED and t.board.scene["error"] == TABLE_CHANGED
    assert t.selected is None
    t.stop()
