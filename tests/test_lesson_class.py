"""A lesson with the class that works in a real room (classroom/lesson_class.py, widgets/lesson.py's
class link, class_store/lesson_sessions.py), without a browser: each child's experiment is their
own, the teacher's hold is kept by the kernel (not only by hidden buttons), the child's score line
says what the teacher's tally says, and on ``./hilltop class`` the class word is the only code."""
from __future__ import annotations

import math
import re
from fractions import Fraction
import statistics

import numpy as np

import pytest

import lessons
import widgets.lesson as lesson_module
from class_store import ClassStore
from class_store.lesson_sessions import LessonSessions
from classroom.lesson_dashboard import LessonDashboard
from classroom.lesson_class import LessonTeacherPanel, practice_questions


@pytest.fixture
def sessions(tmp_path):
    return LessonSessions(ClassStore(f"sqlite:///{tmp_path / 'class.db'}"))


def test_pages_with_no_seed_run_experiments_of_their_own():
    """Thirty pages opened with no ``?seed=`` get thirty different seeds, and so different runs."""
    spec = lessons.spec("war_odds")
    boards = [LessonDashboard(spec, refresh=False) for _ in range(30)]
    assert len({b.seed for b in boards}) == 30
    runs = {tuple(spec.trials(b.seed)) for b in boards[:5]}
    assert len(runs) == 5


def test_the_class_pooled_share_narrows_on_the_exact_answer_as_children_join(sessions, monkeypatch):
    """Thirty children each run the War experiment (their own seeds, fixed here so the test is the
    same every time) and join the teacher's lesson one by one.  One child's share scatters with the
    spread a binomial of 600 games has; the class's pooled share after k children stays within
    3.5 of its own, narrower standard errors (sqrt(p(1-p)/(600 k))) of the exact answer, and after
    thirty children it is closer than most single children are."""
    seeds = iter(np.random.SeedSequence(2026).generate_state(30))
    monkeypatch.setattr(lesson_module, "fresh_seed", lambda: int(next(seeds)))
    spec = lessons.spec("war_odds")
    p, n = spec.exact, spec.total
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    singles, pooled = [], []
    for _ in range(30):
        child = LessonDashboard(spec, class_code=code, sessions=sessions, refresh=False)
        child.prediction.lock("about 1 in 20")
        assert child.run()
        singles.append(child.experiment.hits / n)
        t = sessions.tally(code)
        pooled.append(t.hits / t.games)
    assert len(set(singles)) >= 10                                   # not one run repeated
    one = math.sqrt(p * (1 - p) / n)
    assert 0.5 * one < statistics.stdev(singles) < 1.5 * one
    for k, share in enumerate(pooled, start=1):
        assert abs(share - p) < 3.5 * one / math.sqrt(k), (k, share)
    assert abs(pooled[-1] - p) < statistics.median(abs(s - p) for s in singles)


def fraction(x) -> str:
    return f"{x.numerator}/{x.denominator}"


def test_a_forged_click_while_held_changes_nothing_and_counts_nothing(sessions):
    """Held at step 1 (and then at step 2), the practice is hidden; a click forged on its hidden
    'Show the answer', 'Check', 'Hint' or 'New question' buttons must change nothing on the page and
    add nothing to the teacher's tally.  The store refuses too, whatever page sends it."""
    spec = lessons.spec("war_odds")
    question = practice_questions(spec)[0]
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    teacher.set_hold(1)
    child = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False)
    child.prediction.lock("about 1 in 20")
    quiz = child.quiz

    def forge_everything():
        before = (quiz.feedback.value, quiz.hint_box.value, quiz.score.value, quiz.prompt.value, quiz.number)
        quiz.answer_box.value = fraction(next(iter(question.wrong)))
        quiz.check_button.click()
        quiz.answer_box.value = fraction(question.answer)
        quiz.check_button.click()
        quiz.hint_button.click()
        quiz.show_button.click()
        quiz.new_button.click()
        assert (quiz.feedback.value, quiz.hint_box.value, quiz.score.value, quiz.prompt.value, quiz.number) == before
        assert "answer is" not in quiz.feedback.value
        assert sessions.tally(code).questions == {}

    forge_everything()
    assert not child.run()
    teacher.set_hold(2)
    child.link.look()
    assert child.run() and child.practise_box.layout.display == "none"
    forge_everything()
    teacher.set_hold(1)                          # held back again: the store says no as well
    from class_store import ClassDataError
    with pytest.raises(ClassDataError, match="teacher"):
        sessions.record(code, child.link.child, "answer", 0, 0)
    with pytest.raises(ClassDataError, match="teacher"):
        sessions.record(code, child.link.child, "result", 5, 1, 600)
    teacher.set_hold(None)
    child.link.look()
    assert child.practise_box.layout.display is None
    quiz.answer_box.value = fraction(question.answer)
    quiz.check_button.click()                    # open now: it counts
    assert sessions.tally(code).questions[0].right == 1


def war_odds_practice(sessions):
    """The teacher starts War odds; a child locks a guess and runs the experiment: (the teacher's
    panel, the lesson's code, the child's practice quiz)."""
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    child = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False)
    child.prediction.lock("about 1 in 20")
    child.run()
    return teacher, code, child.quiz


def test_the_childs_score_line_says_what_the_teachers_tally_says(sessions):
    """Right at the first try, on the child's page and the teacher's alike: a wrong first try is
    a question tried and not right, even when the second try is right."""
    spec = lessons.spec("war_odds")
    first, second = practice_questions(spec)[:2]
    teacher, code, quiz = war_odds_practice(sessions)
    quiz.submit(fraction(next(iter(first.wrong))))
    assert "Right at the first try: <b>0</b> of 1" in quiz.score.value
    quiz.submit(fraction(first.answer))
    assert "Right at the first try: <b>0</b> of 1" in quiz.score.value
    quiz.next()
    quiz.submit(fraction(second.answer))
    assert "Right at the first try: <b>1</b> of 2" in quiz.score.value
    teacher.update()
    assert 'data-right="0">0</b> of 1' in teacher.answers.value
    assert 'data-right="1">1</b> of 1' in teacher.answers.value


def test_a_first_answer_too_rough_is_counted_as_a_rounding_not_a_wrong_answer(sessions):
    """The right answer rounded to fewer places than asked (0.2 for 3/19 asked to two): the child is told so
    and asked for one more place, and the teacher's tally says "too rough", not "another wrong
    answer"; a named slip is still counted by its name."""
    spec = lessons.spec("war_odds")
    questions = practice_questions(spec)
    def rounded(q):
        return f"{float(q.answer):.{q.places - 1}f}"

    rough_at = next(i for i, q in enumerate(questions)
                    if q.places and q.is_rough(Fraction(rounded(q))) and not q.mistake(Fraction(rounded(q))))
    teacher, code, quiz = war_odds_practice(sessions)
    for _ in range(rough_at):
        quiz.next()
    q = questions[rough_at]
    quiz.submit(rounded(q))
    assert "Right as far as it goes" in quiz.feedback.value
    teacher.update()
    row = re.search(rf'<tr data-question="{rough_at}">.*?</tr>', teacher.answers.value, flags=re.S)
    assert row and f'data-rough="{rough_at}"><b>1</b>' in row[0] and "another wrong answer" not in row[0]
    assert sessions.tally(code).questions[rough_at].too_rough == 1


def test_on_the_class_server_the_class_word_is_the_only_code(sessions, monkeypatch):
    """``./hilltop class --open lesson_war_odds``: the teacher's page opens on War odds; a child's
    page (no code in its address, no box to type one in) waits, then joins the lesson the teacher
    starts by itself and sends the guess it locked while waiting; a reload of the teacher's page
    comes back to the same lesson.  Another class's lesson (another room) is never joined."""
    monkeypatch.setenv("HILLTOP_CLASS_ROOM", "a" * 32)
    monkeypatch.setenv("HILLTOP_CLASS_OPEN", "lesson_war_odds")
    spec = lessons.spec("war_odds")
    names = [(name, lessons.spec(name).title) for name in lessons.LESSONS]
    other_room = sessions.start(lessons_facts("war_odds"), room="b" * 32)
    teacher = LessonTeacherPanel(names, lessons.spec, sessions=sessions, refresh=False)
    assert teacher.choice.value == "war_odds" and teacher.code is None
    child = LessonDashboard(spec, seed=1, sessions=sessions, refresh=False)
    assert child.link.children[1].layout.display == "none"             # no code box
    assert "joins it by itself" in child.link.message.value
    child.prediction.lock("about 1 in 4")
    child.link.look()
    assert not child.link.joined
    code = teacher.start()
    assert code != other_room and "no other code" in teacher.header.value
    child.link.look()
    assert child.link.code == code and "You are in your class's lesson" in child.link.message.value
    assert sessions.tally(code).guesses == {1: 1}
    again = LessonTeacherPanel(names, lessons.spec, sessions=sessions, refresh=False)   # a reload
    assert again.code == code and 'data-joined="1"' in again.where.value
    assert sessions.tally(other_room).joined == 0


def test_on_a_hub_the_box_asks_for_the_lesson_code_not_the_class_word(sessions):
    board = LessonDashboard(lessons.spec("war_odds"), seed=1, sessions=sessions, refresh=False)
    assert board.link.code_box.description == "Lesson code:"
    assert "lesson code" in board.link.children[0].value and "Class code" not in board.link.children[0].value


def lessons_facts(name):
    from classroom.lesson_class import lesson_facts
    return lesson_facts(lessons.spec(name))


def test_what_the_teacher_sends_is_a_notice_in_the_childs_viewport(sessions):
    """A release, the reveal and the end each show a notice fixed to the bottom of the child's
    screen (role="alert": a screen reader says it), in a child's words; the teacher's page keeps
    the exact answer hidden until the reveal, and says at once that the lesson has ended."""
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    teacher.set_hold(1)
    child = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False)
    notice = child.link.notice
    assert notice.layout.display == "none" and "hilltop-lesson-notice" in notice._dom_classes
    assert "position:fixed" in child.link.children[0].value
    child.prediction.lock("about 1 in 20")
    teacher.set_hold(2)
    child.link.look()
    assert notice.layout.display is None and 'role="alert"' in child.link.notice_words.value
    assert "opened step 2" in child.link.notice_words.value
    child.link.notice_ok.click()
    assert notice.layout.display == "none"
    child.run()
    assert "exact answer" not in teacher.together.value
    teacher.reveal(True)
    assert "exact answer" in teacher.together.value
    child.link.look()
    assert "showing the class's result" in child.link.notice_words.value
    assert f"found <b>{child.experiment.hits:,}</b> first battles that were a war in <b>600</b>" in \
        child.link.notice_words.value
    teacher.end()
    assert "The lesson has ended" in teacher.where.value and "held at" not in teacher.where.value
    assert teacher.controls.layout.display == "none" and "ended" in teacher.title.value
    child.link.look()
    assert "carry on here on your own" in child.link.notice_words.value
    assert "carry on here on your own" in child.link.message.value


def test_the_terminal_says_how_many_games_are_warm_as_the_class_warms():
    """"ready: N of M games warm" at most every few seconds while the pools fill, always the line
    that says all are warm, and nothing after it (later replacements are not the class warming)."""
    import io

    from server.class_room import WarmReport

    now = [0.0]
    out = io.StringIO()
    report = WarmReport(out=out, clock=lambda: now[0])
    for ready, at in [(1, 2), (2, 3), (3, 8), (4, 9), (32, 61), (31, 70), (32, 75)]:
        now[0] = at
        report(ready, 32)
    assert out.getvalue().splitlines() == [
        "ready: 1 of 32 games warm, 2 s after the start",
        "ready: 3 of 32 games warm, 8 s after the start",
        "ready: 32 of 32 games warm, 61 s after the start: the class can come in"]


# -- after the reveal: a guess is no prediction; the numbers said aloud stay --------------------------
def test_a_guess_after_the_result_was_shown_is_no_prediction_and_the_shown_result_stays(sessions):
    """The class's guesses are what it predicted BEFORE it saw its result.  Once the teacher has
    shown the result (even if it is hidden again), the store refuses a guess, whoever sends it: a
    child who joins late, a child who was there and never guessed.  An experiment run afterwards
    is data and is kept, but the result as shown (the numbers the teacher said aloud) stays as it
    was; what came later is counted apart."""
    from class_store import ClassDataError

    facts = lessons_facts("war_odds")
    code = sessions.start(facts)
    on_time, idle, late = "c" + "1" * 32, "c" + "2" * 32, "c" + "3" * 32
    for child in (on_time, idle):
        sessions.join(code, child)
    assert sessions.record(code, on_time, "guess", 0, 3)
    assert sessions.record(code, on_time, "result", 0, 35, 600)
    assert not sessions.pace(code).seen
    assert sessions.reveal(code).seen
    sessions.join(code, late)
    for child in (late, idle):
        with pytest.raises(ClassDataError, match="already seen"):
            sessions.record(code, child, "guess", 0, 0)
    sessions.reveal(code, False)                          # hidden again: the class has still seen it
    assert sessions.pace(code).seen and not sessions.pace(code).revealed
    with pytest.raises(ClassDataError, match="already seen"):
        sessions.record(code, late, "guess", 0, 0)
    assert sessions.record(code, late, "result", 0, 40, 600)    # an experiment afterwards is kept
    t = sessions.tally(code)
    assert t.guesses == {3: 1}
    assert (t.hits, t.games) == (75, 1200) and (t.shown_hits, t.shown_games) == (35, 600)
    sessions.reveal(code)                                 # shown again: the teacher says the new numbers
    t = sessions.tally(code)
    assert (t.shown_hits, t.shown_games) == (75, 1200)


def test_a_late_child_is_told_only_what_is_true_when_the_result_is_hidden_again_or_the_class_held(sessions):
    """The teacher showed the result, then hid it and held the class at step 1: a late child is not
    sent to look for a result that is no longer on the page, nor told their guess is locked in."""
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    sessions.reveal(code, True)
    sessions.reveal(code, False)
    sessions.hold(code, 1)
    late = LessonDashboard(spec, seed=3, class_code=code, sessions=sessions, refresh=False, keeper=None)
    assert late.prediction.guesses_closed and late.link.together.value == ""
    welcome = late.link.notice_words.value
    assert "Welcome!" in welcome and "step 1" not in welcome and "top of the page" not in welcome, welcome
    assert "locked in" not in late.waiting.value and "Step 2 (experiment) opens" in late.waiting.value
    assert late.run_button.disabled and not late.run()


def test_a_late_child_after_the_reveal_is_told_there_is_nothing_to_guess_and_carries_on(sessions):
    """A child who joins after the teacher showed the class's result, and a child who was there
    but never locked a guess, are told in a child's words that the class has seen the result, so
    there is nothing to predict now; they can run the experiment and practise.  Their pages send
    no guess (the teacher's bars stay the class's predictions), and the result on the teacher's
    page and in every child's box stays the one the teacher showed."""
    spec = lessons.spec("war_odds")
    teacher = LessonTeacherPanel([("war_odds", spec.title)], lessons.spec, sessions=sessions, refresh=False)
    code = teacher.start("war_odds")
    first = LessonDashboard(spec, seed=1, class_code=code, sessions=sessions, refresh=False, keeper=None)
    idle = LessonDashboard(spec, seed=2, class_code=code, sessions=sessions, refresh=False, keeper=None)
    first.prediction.lock("about 1 in 20")
    assert first.run()
    teacher.reveal(True)
    shown = re.search(r'data-games="(\d+)"', teacher.together.value)[1]
    bars = re.findall(r'data-guess="\d+">\d+<', teacher.together.value)
    class Keeper:     # the late child's page's progress, kept for a reload
        child, kept = "", None

        def read(self):
            return self.kept

        def keep(self, progress):
            self.kept = progress

    keeper = Keeper()
    late = LessonDashboard(spec, seed=3, class_code=code, sessions=sessions, refresh=False, keeper=keeper)
    idle.link.look()
    for child in (late, idle):
        said = child.prediction.message.value
        assert "already" in said and "nothing to guess" in said, said
        assert child.prediction.choices.layout.display == "none"
        assert child.prediction.lock_button.layout.display == "none"
        assert not child.run_button.disabled
        assert child.run()                                   # no guess needed now
        assert child.practise_box.layout.display is None
    assert "just above step 1" in late.link.notice_words.value and late.link.notice.layout.display is None
    assert spec.prompt in idle.link.notice_words.value           # the reveal says what the result answers
    assert not idle.prediction.lock("about 1 in 4")              # forged: no guess now
    teacher.update()
    assert sessions.tally(code).guesses == {3: 1}
    assert re.findall(r'data-guess="\d+">\d+<', teacher.together.value) == bars
    assert re.search(r'data-games="(\d+)"', teacher.together.value)[1] == shown
    assert "data-later-games=\"1200\"" in teacher.together.value
    assert f'data-games="{shown}"' in late.link.together.value
    again = LessonDashboard(spec, class_code=code, sessions=sessions, refresh=False, keeper=keeper)   # a reload
    assert again.runs == 1 and again.prediction.guesses_closed and again.practise_box.layout.display is None
    assert again.link.notice.layout.display == "none"            # no welcome again: the child knows
