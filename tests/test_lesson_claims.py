"""Claims the lessons and the start page make to children and teachers, checked against the kit
and the folders (each test here failed on the text it replaced)."""
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
NOTEBOOKS = ROOT / "notebooks"
LESSONS = sorted((NOTEBOOKS / "lessons").glob("*.py"))


def text_of(path: Path) -> str:
    return path.read_text(encoding="utf-8")


def markdown_of(path: Path) -> str:
    """The prose of a percent-format notebook: its markdown cells, without the comment marks."""
    cells = re.split(r"^# %%", text_of(path), flags=re.M)
    md = [c for c in cells if c.startswith(" [markdown]")]
    return "\n".join(re.sub(r"^# ?", "", line) for c in md for line in c.splitlines()[1:])


# -- the start page -------------------------------------------------------------------------------
def test_the_start_page_does_not_promise_a_lesson_for_every_game():
    prose = " ".join(markdown_of(NOTEBOOKS / "00_start_here.py").split())
    assert not re.search(r"every game comes[^.]*lesson", prose, flags=re.I | re.S), prose[:400]


def test_the_start_page_lists_every_lesson():
    prose = markdown_of(NOTEBOOKS / "00_start_here.py")
    listed = set(re.findall(r"\(lessons/(\w+)\.ipynb\)", prose))
    assert listed == {p.stem for p in LESSONS}


# -- claims checked by running the lessons (as a class would) ---------------------------------------
import pytest  # noqa: E402

from lesson_runner import question_of, quizzes, run_lesson  # noqa: E402
from widgets.quiz import check  # noqa: E402

LESSON = {p.stem: str(p.with_suffix(".ipynb")) for p in LESSONS}


def shown_before(cells, cell_index, record=None) -> str:
    text = "".join(c.shown for c in cells[:cell_index] if c.kind == "code")
    return text + (record["shown_before"] if record else "")


@pytest.mark.slow
@pytest.mark.parametrize("who, low, high", [("All four Aces", 0.70, 0.85), ("No Aces", 0.15, 0.30)])
def test_war_odds_ace_shares_come_from_20000_deals_with_their_range(who, low, high):
    """Shares shown to children come from enough games to be right to about 0.02, with the range
    drawn and said in words (the old lesson said 88% from 163 games)."""
    from kit.contests import share_interval
    from widgets.live_chart import in_words

    cells = run_lesson(LESSON["war_odds"])
    out = "".join(c.shown + c.later for c in cells)
    m = re.search(who + r": +won ([\d,]+) of ([\d,]+) games = ([\d.]+), (.+?); 95% likely range ([\d.]+) to ([\d.]+)", out)
    assert m, f"no line for {who}"
    won, games = int(m[1].replace(",", "")), int(m[2].replace(",", ""))
    share, words, lo, hi = float(m[3]), m[4], float(m[5]), float(m[6])
    assert games >= 20_000
    assert abs(share - won / games) < 1e-3 and words == in_words(won / games)
    if who == "All four Aces":   # the printed words and the quiz's right answer agree (0.773 was "4 in 5")
        from lessons import war_odds
        assert words == war_odds.four_aces(won / games, games).answer == "about 3 in 4"
    want = share_interval(won, games)
    assert abs(lo - want[0]) < 1e-3 and abs(hi - want[1]) < 1e-3 and hi - lo <= 0.04
    assert low < lo < hi < high
    chart = next(c.shown + c.later for c in cells if "Share of games won, by Aces dealt to you" in c.shown + c.later)
    labels = re.findall(r"(\d) Aces? \(([\d,]+) games\)", chart)
    assert len(labels) == 5 and all(int(n.replace(",", "")) >= 5000 for _, n in labels)
    assert chart.count(" to ") >= 5                                         # each bar's range, written


@pytest.mark.slow
def test_war_odds_says_which_count_of_wars_it_means():
    cells = run_lesson(LESSON["war_odds"])
    prose = " ".join(markdown_of(NOTEBOOKS / "lessons/war_odds.py").split())
    assert "start with a tie" in prose and "`wars`" in prose and "war inside a war counts again" in prose
    out = "".join(c.shown for c in cells)
    m = re.search(r"per 300 battles: ([\d.]+) wars counting wars inside wars, ([\d.]+) battles that started with a tie", out)
    assert m, "the class question's check is not printed"
    wars, tied = float(m[1]), float(m[2])
    assert abs(tied - 300 * 3 / 51) < 1.0 and wars > tied


# each "predict first" quiz of War odds, and a figure that settles it: it must not be shown before
PREDICTIONS = [
    ("first battle is a war", r"exact:\s+1/17|simulated:\s+0\.0"),
    ("shortest on average", r"average\s+[\d.]+\s+middle game"),
    ("all four Aces", r"All four Aces: won|Share of games won, by Aces"),
    ("more likely with three players", r"some_war|two_on_top"),
]


@pytest.mark.slow
@pytest.mark.parametrize("prompt, figure", PREDICTIONS, ids=[p for p, _ in PREDICTIONS])
def test_war_odds_asks_before_it_shows(prompt, figure):
    cells = run_lesson(LESSON["war_odds"])
    asked = [q for q in quizzes(cells) if prompt in q["prompt"]]
    assert asked, f"no quiz asks '{prompt}'"
    q = asked[0]
    assert not re.search(figure, shown_before(cells, q["cell"], q)), prompt


@pytest.mark.slow
def test_go_fish_the_player_who_asked_is_the_one_who_learns():
    """The chance that Kim holds a Queen rises to 89/100 when YOU asked Sam and heard 'Go fish!';
    once Kim asks for Queens herself, Kim holds one for certain."""
    cells = run_lesson(LESSON["go_fish_chances"])
    prose = " ".join(markdown_of(NOTEBOOKS / "lessons/go_fish_chances.py").split())
    assert "out of date" not in prose
    after = next(i for i, c in enumerate(cells) if c.kind == "code" and "89/100" in c.shown + c.later)
    story = " ".join(" ".join(c.source.split()) for c in cells[:after] if c.kind == "markdown")
    story = story[story.index("## 2."):]
    assert re.search(r"you ask Sam for Queens", story, flags=re.I) and "Kim asked Sam" not in story
    kim = [q for q in quizzes(cells) if "Kim just asked" in q["prompt"]]
    assert kim and kim[0]["answer"] == 1 and kim[0]["cell"] > after
    q = question_of(kim[0])
    assert check(q, "1") == (True, "Right!")
    right, why = check(q, "89/100")
    assert not right and "before Kim spoke" in why


@pytest.mark.slow
def test_can_i_play_names_the_with_replacement_answer():
    from fractions import Fraction

    from kit.exact.can_i_play import p_no_match

    cells = run_lesson(LESSON["can_i_play"])
    q = next(question_of(r) for r in quizzes(cells) if r["answer"] == p_no_match(7))
    for typed in (str(Fraction(36, 51) ** 7), f"{float(Fraction(36, 51) ** 7):.3f}"):
        right, why = check(q, typed)
        assert not right and "went back into the pack" in why, (typed, why)


# -- the complete shape: who it is for, objectives, a locked guess before the experiment, practice, discussion
COMPLETE = ["can_i_play", "go_fish_chances", "king_of_the_hill_sums", "patience_luck", "patience_skill", "race_speed",
            "war_odds"]


@pytest.mark.parametrize("name", COMPLETE)
def test_a_complete_lesson_says_who_it_is_for_and_guesses_before_it_experiments(name):
    src = text_of(NOTEBOOKS / f"lessons/{name}.py")
    prose = markdown_of(NOTEBOOKS / f"lessons/{name}.py")
    for row in ("**For**", "**Time**", "**Materials**"):
        assert row in prose, row
    assert re.search(r"\*\*By the end you can:\*\*\n(\d\. .+\n)(\d\. .+\n)", prose), "no objectives"
    guess, experiment = src.find(".prediction()"), src.find("watch_share(")
    assert 0 < guess < experiment, "the guess must be locked in before the experiment runs"
    assert "verdict(guess" in src[experiment:]
    assert re.search(r"^## \d+\. Practi[sc]e", prose, flags=re.M) and re.search(r"^## \d+\. (Discuss|Talk)", prose, flags=re.M)
    assert (NOTEBOOKS / f"teachers/{name}.md").exists()


# -- the lists of lessons: the start page and docs/teaching.md say each lesson's ages and time as the lesson does
def header_of(name: str) -> tuple[str, str]:
    """(ages "7–9", minutes "40") from the lesson's own table at its top."""
    prose = markdown_of(NOTEBOOKS / f"lessons/{name}.py")
    age = re.search(r"\*\*For\*\* \| ages (\d+) to (\d+)", prose)
    time = re.search(r"\*\*Time\*\* \| (\d+) minutes", prose)
    assert age and time, name
    return f"{age[1]}–{age[2]}", time[1]


def test_the_start_page_gives_each_lesson_its_ages_and_time():
    prose = markdown_of(NOTEBOOKS / "00_start_here.py")
    rows = re.findall(r"^\| \[[^]]+\]\(lessons/(\w+)\.ipynb\) \| ([\d–]+) \| (\d+) minutes \|", prose, flags=re.M)
    assert sorted(r[0] for r in rows) == [p.stem for p in LESSONS]
    for name, ages, minutes in rows:
        assert (ages, minutes) == header_of(name), name


def test_the_teaching_guide_links_each_lessons_guide_and_dashboard():
    readme = text_of(ROOT / "docs" / "teaching.md")
    rows = re.findall(r"^\| \[`(\w+)`\]\(\.\./notebooks/lessons/\1\.ipynb\)[^|]*\| ([\d–]+) \| (\d+) min \| "
                      r"\[guide\]\(\.\./(notebooks/teachers/\w+\.md)\) \| (.+?) \|$", readme, flags=re.M)
    assert sorted(r[0] for r in rows) == [p.stem for p in LESSONS]
    for name, ages, minutes, guide_link, dashboard in rows:
        assert (ages, minutes) == header_of(name), name
        assert guide_link == f"notebooks/teachers/{name}.md" and (ROOT / guide_link).exists()
        page = NOTEBOOKS / f"dashboards/lesson_{name}.ipynb"
        if page.exists():
            assert dashboard == f"[lesson_{name}](../notebooks/dashboards/lesson_{name}.ipynb)", name
        else:
            assert dashboard == "—", name
