"""Each lesson notebook, rendered in Voila as a whole page and used in Chromium: the page builds
with no error, a guess can be locked in (and then cannot be changed), and a checked question
names a known mistake and refuses an answer that is not a number."""
import re
from pathlib import Path

import nbformat
import pytest

from lesson_runner import question_of, quizzes, run_lesson

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "notebooks/lessons"
NAMES = sorted(p.stem for p in LESSONS.glob("*.ipynb"))


# The page is what is checked here (it builds, a guess locks, a typed answer is checked), not the
# statistics, which the lesson tests check on the full run (tests/lesson_runner.py): so the pages
# served here run smaller experiments than in class, the lesson's own constants made smaller in a
# copy.  Speed's 150 races and 5 x 40 more took 28 s of the page's 30 alone (94 s in a CI run),
# Go Fish's 1,000 games 15 s.
SMALLER = {"race_speed": {"GAMES = 150": "GAMES = 30", "PER_SPEED = 40": "PER_SPEED = 8"},
           "go_fish_chances": {"games=1000": "games=100"},
           "patience_luck": {"DEALS = 60": "DEALS = 20"}, "patience_skill": {"DEALS = 200": "DEALS = 50"}}
ASKS_ABOUT_ITS_RUN = {"race_speed"}


@pytest.fixture(scope="module")
def lessons_folder(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("lessons")
    for path in LESSONS.glob("*.ipynb"):
        nb = nbformat.read(path, as_version=4)
        for old, new in SMALLER.get(path.stem, {}).items():
            cells = [c for c in nb.cells if c.cell_type == "code" and old in c.source]
            assert len(cells) == 1, f"{path.name} has {old!r} in {len(cells)} code cells, not 1: update SMALLER"
            cells[0].source = cells[0].source.replace(old, new)
        nbformat.write(nb, folder / path.name)
    return folder


@pytest.fixture(scope="module")
def lessons_server(voila_launcher, lessons_folder):
    return voila_launcher(lessons_folder)


def first_typed_question(page, name: str):
    """The first question of the lesson a child answers by typing, with a named mistake, from the
    lesson's run the lesson tests share; Speed's practice asks about the page's own experiment, so
    its question is made from the wins the page itself prints (a second run of the page's notebook
    just to read them took more CPU than the page: 30 races and 5 x 8 more)."""
    if name in ASKS_ABOUT_ITS_RUN:
        from lessons import race_speed

        said = page.get_by_text(re.compile(r"The faster player won \d+ of \d+ games\.")).first.inner_text()
        wins, games = map(int, re.search(r"won (\d+) of (\d+) games", said).groups())
        assert games == 30, f"the page did not run SMALLER's experiment: {said!r}"
        return next(q for q in race_speed.experiment_practise(wins, games) if q.choices is None and q.wrong)
    for record in quizzes(run_lesson(str(LESSONS / f"{name}.ipynb"))):
        q = question_of(record)
        if q.choices is None and q.wrong:
            return q
    return None


@pytest.mark.parametrize("name", NAMES)
def test_a_lesson_page_locks_a_guess_and_checks_answers(lessons_server, browser_page, name):
    from playwright.sync_api import expect

    page = browser_page
    page.goto(lessons_server.url(name), wait_until="domcontentloaded", timeout=180_000)
    quiz = page.locator(".hilltop-quiz").first
    quiz.wait_for(timeout=180_000)
    assert page.locator(".jp-OutputArea-output[data-mime-type='application/vnd.jupyter.stderr']").count() == 0

    prediction = page.locator(".hilltop-prediction")
    if prediction.count():
        lock = prediction.first.get_by_role("button", name="Lock in my guess")
        radio = prediction.first.get_by_role("radio").first
        radio.check()
        lock.click()
        prediction.first.get_by_text("Your guess:").wait_for()
        expect(radio).to_be_disabled()
        expect(lock).to_be_disabled()

    q = first_typed_question(page, name)
    if q is not None:
        box = page.locator(".hilltop-quiz").filter(has_text=q.prompt).first
        wrong, why = next(iter(q.wrong.items()))
        box.get_by_role("textbox").first.fill(str(wrong))
        box.get_by_role("button", name="Check").first.click()
        expect(box).to_contain_text(why)
        box.get_by_role("textbox").first.fill("lots")
        box.get_by_role("button", name="Check").first.click()
        expect(box).to_contain_text("Type a number")
    assert not page.hilltop_errors, page.hilltop_errors
