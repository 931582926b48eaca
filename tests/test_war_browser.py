"""A child plays War in standalone Voila, in real Chromium: the table changes, the cards add up to
52, and no face-down card ever reaches the page."""
import re
import time

import pytest

import kit
from jupyter_attacks import send_bad_widget_messages, shown_to_the_page

pytestmark = pytest.mark.browser

SEED = 11
FLIP = ".hilltop-board .hb-button.hb-big"


def counts(page, prefix):
    return {el.get_attribute("data-zone"): int(el.get_attribute("data-count"))
            for el in page.locator(f'[data-zone^="{prefix}"]').all()}


def shown_codes(page):
    return page.eval_on_selector_all(".hilltop-board [data-card]", "els => els.map(e => e.dataset.card)")


def counts_backs(page):
    return page.eval_on_selector_all('[data-zone^="middle-"] [data-card]', "els => els.map(e => e.dataset.card)")


def engine_after(flips: int):
    """The same seeded game in the engine, after the child flipped ``flips`` times (the computer
    has no choice in War, so this is exactly the page's game)."""
    g = kit.new_game("war", players=2, seed=SEED)
    done = 0
    while done < flips:
        for p in g.to_act:
            g.play(p, g.legal_moves(p)[0])
        done += 1
    return g


def test_child_flips_until_a_battle_shows(voila_server, browser_page, screenshot):
    page = browser_page
    started = time.monotonic()
    page.goto(voila_server.url("war") + f"?seed={SEED}", wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    print(f"War dashboard ready after {time.monotonic() - started:.1f} s")
    # ./hilltop run's kernel drops widget messages the page's own script makes up, with no
    # traceback back to the page (server/widget_messages.py); the game below is still exactly
    # the engine's, so they changed nothing
    seen = send_bad_widget_messages(page)
    assert not shown_to_the_page(seen), shown_to_the_page(seen)[:3]
    assert "a message it cannot use" in voila_server.log()
    before = shown_codes(page)
    assert before == ["back", "back"], before  # two face-down piles, nothing in the middle

    flips = 0
    saw_war = False
    while flips < 40:
        text_before = page.locator(".hb-info").text_content()
        page.locator(FLIP).click()
        flips += 1
        page.wait_for_function(
            "t => document.querySelector('.hilltop-board .hb-info').textContent !== t", arg=text_before,
            timeout=15_000)
        piles, middle = counts(page, "pile-"), counts(page, "middle-")
        info = page.locator(".hb-info").text_content()
        in_play = int(re.search(r"in the middle: (\d+)", info).group(1))
        # what the page shows adds up: the piles plus the cards in play are the whole pack
        assert sum(piles.values()) + in_play == 52, (piles, info)
        assert sum(middle.values()) == in_play
        g = engine_after(flips)
        assert [piles[f"pile-{p}"] for p in range(2)] == g.view(None)["piles"]
        html = page.content()
        face_up = {c for c in shown_codes(page) if c != "back"}
        hidden = set(c.code for c in g.cards().elements()) - face_up
        for card in map(kit.Card.parse, hidden):
            assert f'data-card="{card.code}"' not in html, f"{card} is face down but on the page"
            assert card.name not in html, f"{card.name} is face down but named on the page"
        saw_war = saw_war or in_play > 0
        if saw_war and in_play == 0:  # the war is decided: its face-down cards show as backs
            break

    after = shown_codes(page)
    assert after != before and any(c != "back" for c in after)
    assert saw_war, "seed 11 has a war within its first battles"
    assert "back" in counts_backs(page), "the decided war shows its face-down cards as backs"
    # the words say what happened
    assert page.locator(".hb-messages li").count() >= 1
    shot = screenshot(page, "war_dashboard")
    assert shot.stat().st_size > 10_000
    assert not page.hilltop_errors, page.hilltop_errors


def test_auto_play_runs_on_the_kernel_timer(voila_server, browser_page):
    """Auto-play is a timer on the kernel's event loop: battles go on with no click at all.  The
    page is asked for in Spanish (?lang=es, issue 42, on this page load rather than a new one):
    its lang attribute and the game's narration follow."""
    page = browser_page
    page.goto(voila_server.url("war") + f"?seed={SEED}&lang=es", wait_until="domcontentloaded", timeout=60_000)
    page.locator(FLIP).wait_for(timeout=60_000)
    page.get_by_role("button", name="Juego automático").click()  # Auto-play, in Spanish
    page.wait_for_function(
        "() => /Batallas: ([5-9]|\\d\\d+)/.test(document.querySelector('.hilltop-board .hb-info').textContent)",
        timeout=20_000)
    page.get_by_role("button", name="Juego automático").click()  # stop it
    assert page.evaluate("document.documentElement.lang") == "es"
    said = page.locator(".hilltop-board .hb-live").text_content(timeout=10_000) or ""
    assert re.search(r"gana|se lleva|te llevas|Guerra", said) and not re.search(r"\b(wins|beats|takes)\b", said), said
