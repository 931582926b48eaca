"""The War odds dashboard in standalone Voila: a child picks a small run, presses Run, and the
histogram appears; then three players, and the games are three-player ones."""
import pytest

pytestmark = pytest.mark.browser


def test_run_shows_the_histogram(voila_server, browser_page, screenshot):
    page = browser_page
    page.goto(voila_server.url("war_odds") + "?seed=4", wait_until="domcontentloaded", timeout=60_000)
    run = page.get_by_role("button", name="Run")
    run.wait_for(timeout=60_000)
    boxes = page.get_by_role("combobox")  # players, war style, number of games
    boxes.nth(2).select_option(label="1,000 games")
    assert page.locator(".hilltop-chart").count() == 0
    run.click()
    page.locator("[data-games='1000']").wait_for(timeout=30_000)
    bars = page.locator(".hilltop-chart rect.bar")
    assert bars.count() == 40
    heights = [float(bars.nth(i).get_attribute("height")) for i in range(40)]
    assert max(heights) > 50 and sum(h > 0 for h in heights) > 10  # a real spread of lengths
    assert page.locator(".hilltop-chart polyline.line").count() == 1
    screenshot(page, "war_odds_dashboard")
    # three players: the war style is fixed (3 down), and the games run again
    boxes.nth(0).select_option(label="3 players")
    page.wait_for_function("() => document.querySelectorAll('select')[1].disabled", timeout=10_000)
    run.click()
    page.get_by_text("3 players, 3 cards down").wait_for(timeout=30_000)
    assert page.locator("[data-games='1000']").count() == 1
    assert not page.hilltop_errors, page.hilltop_errors
