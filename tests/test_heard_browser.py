"""What a screen reader reads of a whole turn, in real Chromium: the board's live region (role
"status") is read aloud each time it changes.  Every change is recorded in the page as it happens;
a turn played by keyboard must be heard once, in the order it happened, in the words the page shows
(the same sentences the kernel's table told), and "What's on the table?" reads the table out.

What is read is compared with the same turn played on the same deal in Python (the kernel's own
words), and the accessibility tree's reading of the live region (Playwright's aria snapshot) is
checked too.  Run with ``-s`` to see the text of each turn."""
from __future__ import annotations

import re

import pytest

from tests.test_keyboard_browser import BOARD, FOCUS_SEEN, GENERATION, focus, tab_to

pytestmark = pytest.mark.browser

# Every time the live region changes: the lines it now holds (one change, one reading).
LISTEN = """() => {
  const live = document.querySelector('.hilltop-board .hb-live');
  window.heard = [];
  new MutationObserver(() => window.heard.push([...live.children].map(p => p.textContent)))
    .observe(live, {childList: true, subtree: true, characterData: true});
}"""


def find_table(widget):
    """The game table inside a dashboard."""
    from widgets.table import GameTable

    if isinstance(widget, GameTable):
        return widget
    for child in getattr(widget, "children", ()):
        found = find_table(child)
        if found is not None:
            return found
    return None


def mirror_of(table, key):
    """The id the Python table offers for the thing with ``key`` in its scene."""
    scene = table.board.scene
    for row in scene["rows"]:
        for zone in row:
            if zone.get("key") == key and zone.get("action"):
                return zone["action"]
            for card in zone.get("cards") or []:
                if card.get("key") == key and card.get("action"):
                    return card["action"]
    for button in scene.get("buttons") or []:
        if button.get("key") == key:
            return button["id"]
    raise AssertionError(f"the table offers nothing with key {key!r}")


def heard_of(table, before_status):
    """What the live region should read after the table's last scene: its new messages, then its
    status if that changed (or its error alone)."""
    scene = table.board.scene
    if scene.get("error"):
        return [scene["error"]]
    shown = scene["messages"]
    lines = shown[len(shown) - scene.get("news", 0):]
    return lines + ([scene["status"]] if scene["status"] and scene["status"] != before_status else [])


def open_and_listen(page, server, name, seed):
    page.goto(server.url(name) + f"?seed={seed}", wait_until="domcontentloaded", timeout=90_000)
    page.locator(f"{BOARD} .hb-status").wait_for(timeout=90_000)
    page.evaluate(LISTEN)


def move(page, key, table, tabs=150):
    """Tab to ``key``, press Enter, wait for the kernel's answer; play the same click on ``table``.
    Returns what the page read out for it."""
    zone = key.split("/")[0] if "/" in key and not key.startswith("button:") else None
    tab_to(page, {"key": key, "zone": zone}, limit=tabs)
    status = table.board.scene["status"]
    page.evaluate("() => { window.heard = []; }")
    before = page.evaluate(GENERATION)
    page.keyboard.press("Enter")
    page.wait_for_function(f"g => ({GENERATION})() > g", arg=before, timeout=30_000)
    table.clicked(mirror_of(table, key), table.generation)
    assert page.evaluate(GENERATION) == table.generation, "the page and the kernel are not at the same scene"
    heard = page.evaluate("() => window.heard")
    assert len(heard) == 1, f"one move, one reading: {heard}"
    assert heard[0] == heard_of(table, status), "the page read out other words than the table told"
    # the accessibility tree reads the same lines from the live region
    snapshot = page.locator(f"{BOARD} .hb-live").aria_snapshot()
    assert snapshot.startswith("- status"), snapshot
    for line in heard[0]:
        assert line in snapshot, (line, snapshot)
    print(f"\n[{key}] heard:", *heard[0], sep="\n  ")
    return heard[0]


def ask_table(page):
    """Press "What's on the table?" with the keyboard; returns what the live region reads."""
    for _ in range(150):
        if focus(page) == "ask:table":
            break
        page.keyboard.press("Tab")
    assert focus(page) == "ask:table"
    assert page.evaluate(FOCUS_SEEN)["ring"]
    page.evaluate("() => { window.heard = []; }")
    page.keyboard.press("Enter")
    page.wait_for_function("() => window.heard.length > 0", timeout=10_000)
    heard = page.evaluate("() => window.heard")
    assert len(heard) == 1
    assert not [line for line in heard[0] if line.endswith("..")], heard[0]
    # and a child who sees the page sees the same words under the button (it did nothing for
    # them before: a keyboard walk pressed it and saw no change)
    shown = page.locator(f"{BOARD} .hb-live")
    box = shown.bounding_box()
    assert box and box["height"] > 40 and box["width"] > 100, f"the table's words are not shown: {box}"
    assert shown.inner_text().split("\n")[0] == heard[0][0]
    print("\n[what's on the table?]", *heard[0], sep="\n  ")
    return heard[0]


def test_a_turn_of_war_is_heard_once_in_order(voila_server, browser_page):
    from widgets.war import war_dashboard

    page = browser_page
    open_and_listen(page, voila_server, "war", 20)
    table = find_table(war_dashboard(seed=20))
    heard = move(page, "button:Flip", table)
    assert heard == ["Your Jack beats Computer's 4 — you take 2 cards."]
    said = ask_table(page)
    assert said[0] == table.board.scene["status"]
    assert any(line.startswith("Your pile") or "Your" in line for line in said), said
    assert not page.hilltop_errors, page.hilltop_errors


def test_a_turn_of_go_fish_is_heard_once_in_order(voila_server, browser_page):
    from widgets.go_fish import go_fish_dashboard

    page = browser_page
    open_and_listen(page, voila_server, "go_fish", 5)
    table = find_table(go_fish_dashboard(seed=5))
    assert move(page, "seat-1", table) == ["Now pick what to ask Computer 1 for."]  # whom to ask
    rank = next(b["key"] for b in table.board.scene["buttons"] if b["enabled"])
    heard = move(page, rank, table)  # what to ask for: the question, the answer, what came of it
    assert heard == ["You to Computer 1: “Do you have any Aces?”", "Computer 1: “Yes! Here are 3: A♠, A♦, A♣.”",
                     "You lay down a set of four Aces!", "Your turn! Click the player you want to ask."]
    said = ask_table(page)
    assert "Pond — 12 cards: face-down card on top of 12 cards." in said, said
    assert "2s (3): Two of Hearts, Two of Diamonds, Two of Clubs." in said, said
    assert not page.hilltop_errors, page.hilltop_errors


def test_a_turn_of_anthony_hills_game_is_heard_once_in_order(voila_server, browser_page):
    from widgets.anthony_hill import AnthonyHillTable

    page = browser_page
    open_and_listen(page, voila_server, "anthony_hill", 5)
    table = AnthonyHillTable(players=3, seed=5, level="hard", ace_changes_suit=True)
    heard = move(page, "hand/8S", table)  # a card that can't go: the reason, and only that
    assert heard == ["The 8♠ doesn't match the 10♥: play a ♥ or a 10."]
    playable = next(c["key"] for row in table.board.scene["rows"] for z in row for c in z.get("cards") or []
                    if c.get("action") and not c.get("dim"))
    heard = move(page, playable, table)  # played: the move, then each computer's, in order
    assert heard == ["You play the 2♥.", "Computer 1 plays the K♥.", "Computer 2 plays the 8♥.", "Your turn!"]
    said = ask_table(page)
    assert any(line.startswith("Your hand") for line in said), said
    assert not page.hilltop_errors, page.hilltop_errors


# Every picture on the board as the browser gives it to a screen reader (Chrome's accessibility
# tree): role, name, description, and the text of whatever it exposes inside.
PICTURES = """nodes => {
  const byId = new Map(nodes.map(n => [n.nodeId, n]));
  const v = (n, k) => (n[k] && n[k].value) || '';
  const inside = n => (n.childIds || []).flatMap(id => {
    const c = byId.get(id);
    if (!c) return [];
    const own = !c.ignored && /text/i.test(v(c, 'role')) ? [v(c, 'name')] : [];
    return own.concat(inside(c));
  });
  return nodes.filter(n => !n.ignored && v(n, 'role') === 'image')
    .map(n => ({name: v(n, 'name'), description: v(n, 'description'), inside: inside(n).join(' ')}));
}"""


def test_each_card_is_read_by_its_name_in_words_and_only_once(voila_server, browser_page):
    """A card that is not a button is a picture named in words ("Jack of Spades"); its corner
    letters and signs (drawn once and repeated with <use>) and its name again (an SVG <title>
    becomes the description) are not read as well."""
    from widgets.war import war_dashboard

    page = browser_page
    open_and_listen(page, voila_server, "war", 20)
    table = find_table(war_dashboard(seed=20))
    move(page, "button:Flip", table)  # a Jack and a 4 face up, the computer's pile face down
    cdp = page.context.new_cdp_session(page)
    pictures = page.evaluate(PICTURES, cdp.send("Accessibility.getFullAXTree")["nodes"])
    names = sorted(p["name"] for p in pictures)
    assert names == ["Four of Diamonds", "Jack of Clubs", "face-down card"], names  # (the child's pile: a button)
    for p in pictures:
        assert p["description"] in ("", None), f"{p['name']!r} is read twice: described as {p['description']!r}"
        assert not p["inside"].strip(), f"{p['name']!r} also reads {p['inside']!r}"
    snapshot = page.locator(BOARD).aria_snapshot()
    for line in snapshot.splitlines():
        if line.strip().startswith("- img"):
            assert re.fullmatch(r'- img "[^"]+"', line.strip()), f"a picture reads more than its name: {line!r}"
    assert not page.hilltop_errors, page.hilltop_errors


def tab_to_text(page, text, limit=60):
    """Press Tab until the focused thing's text is ``text`` (a button outside the board too)."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if page.evaluate("() => document.activeElement.textContent.trim()") == text:
            return
    raise AssertionError(f"Tab never reached {text!r}")


def test_what_is_on_a_spit_table_says_whose_piles_each_card_is_on(voila_server, browser_page):
    """Spit names only the first of each player's five piles ("Computer's piles"): the other four
    are read on that line, not as bare card names nobody can place."""
    page = browser_page
    open_and_listen(page, voila_server, "spit", 3)
    # the deal waits for the child: Start! (on the board) sets the clock going, then Pause stops it
    # again with the keyboard, so the table holds still while it is read
    page.locator(f"{BOARD} .hb-status", has_text="press Start!").wait_for(timeout=30_000)
    tab_to_text(page, "Start!")
    page.keyboard.press("Enter")
    tab_to_text(page, "Pause")
    page.keyboard.press("Space")
    page.locator(f"{BOARD} .hb-status", has_text="Paused").wait_for(timeout=30_000)
    said = ask_table(page)
    for whose in ("Computer's piles: ", "Your piles: "):
        line = next((line for line in said if line.startswith(whose)), None)
        assert line and line.count("; ") == 4, (whose, said)
    assert not [line for line in said if re.fullmatch(r"\w+ of \w+( on top of \d+ cards)?\.", line)], said
    assert not page.hilltop_errors, page.hilltop_errors
