"""The War odds dashboard's working parts, without a browser: the chunks it plays, and the
players choice (three players have no war style to pick)."""
import numpy as np
import pytest

from kit.warsim.chunks import simulate_in_chunks
from widgets.war_odds import OddsDashboard


def test_chunks_add_up_and_repeat_for_two_and_three_players():
    for players in (2, 3):
        a = list(simulate_in_chunks(2500, chunk=1000, seed=6, players=players))
        b = list(simulate_in_chunks(2500, chunk=1000, seed=6, players=players))
        assert [len(f["battles"]) for f in a] == [1000, 1000, 500]
        assert all(np.array_equal(x["battles"], y["battles"]) for x, y in zip(a, b))
        assert a[0]["aces"].shape == (1000, players)


def test_chunks_refuse_bad_players_and_options():
    for players in (1, 4, "3", True):
        with pytest.raises(ValueError, match="2 or 3 players"):
            next(simulate_in_chunks(10, players=players))
    with pytest.raises(ValueError, match="spare_to"):
        next(simulate_in_chunks(10, spare_to="first_battle"))  # a two-player game has no spare card
    with pytest.raises(ValueError, match="max_battles"):
        next(simulate_in_chunks(10, players=3, max_battles=0))


def run(dashboard) -> None:
    """Play the dashboard's run to the end, chunk by chunk, as its task on the page does."""
    for _ in dashboard.steps():
        pass


def test_three_players_fix_the_war_style_and_play_three_player_games():
    d = OddsDashboard(seed=3, chunk=500)
    d.style.value = "by_rank"
    d.players.value = 3
    assert d.style.disabled and d.style.value == "three_down"
    d.games.value = 1000
    run(d)
    assert "data-games='1000'" in d.summary.value and "3 players" in d.summary.value
    three = np.concatenate([f["battles"] for f in simulate_in_chunks(1000, 500, seed=3, players=3)])
    assert f"on average <b>{three.mean():.0f}</b>" in d.summary.value
    d.players.value = 2
    assert not d.style.disabled
    d.style.value = "by_rank"
    run(d)
    assert "2 players, the tied rank says how many" in d.summary.value
    two = np.concatenate([f["battles"] for f in simulate_in_chunks(1000, 500, seed=3, war_style="by_rank")])
    assert f"on average <b>{two.mean():.0f}</b>" in d.summary.value


def test_closing_the_dashboard_cancels_its_run():
    """A run plays chunk after chunk on the kernel's event loop; closing the dashboard cancels it
    there and then, and the figures stop changing."""
    import asyncio

    async def scenario():
        d = OddsDashboard(seed=3, chunk=500)
        d.games.value = 300_000
        d.start()
        task = d._task
        assert task is not None
        await asyncio.sleep(0)  # the task's first step: one chunk played, then it waits for the next
        assert d.progress.value == 500 and not task.done()
        d.close()
        done, _ = await asyncio.wait([task], timeout=10)  # the timeout only guards a broken cancel
        assert task in done and task.cancelled()
        assert d.progress.value == 500 and not d.run_button.disabled  # nothing played after close

    from conftest import run_on_own_loop

    run_on_own_loop(scenario)
