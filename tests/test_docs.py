"""The project's own documents (docs/): every reference to them points at something there, and
every test docs/rules.md names as pinning a decision exists."""
from __future__ import annotations

import re
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parent.parent
RULES = REPO / "docs" / "rules.md"
# The founders' two files outside the repository, which code and tests once cited (upper case)
OUTSIDE = re.compile(r"(?<![\w/.])(" + "|".join(("RULES", "DESIGN")) + r")[.]md")


def tracked_text_files() -> list[Path]:
    names = subprocess.run(["git", "ls-files"], cwd=REPO, capture_output=True, text=True).stdout.split()
    if not names:  # not a git checkout (an unpacked archive): every file under the repository
        names = [str(p.relative_to(REPO)) for p in REPO.rglob("*") if p.is_file() and ".venv" not in p.parts]
    return [REPO / n for n in names if n.endswith((".py", ".md", ".js", ".toml", ".ipynb")) or n == "hilltop"]


def rules_sections() -> set[str]:
    """"3" for "## 3. King of the Hill", "0.5" for "### 0.5 The race"."""
    return set(re.findall(r"^#{2,3} (\d+(?:\.\d+)?)\.?\s", RULES.read_text(encoding="utf-8"), re.M))


def test_rules_has_a_section_for_every_game():
    import kit

    text = RULES.read_text(encoding="utf-8")
    for name in kit.GAMES:
        assert f"`{name}.py`" in text, f"docs/rules.md has no section for {name}"


def test_every_reference_to_a_section_of_the_rules_finds_it():
    sections = rules_sections()
    assert {"0.5", "1", "10", "12"} <= sections
    cited = []
    for path in tracked_text_files():
        text = path.read_text(encoding="utf-8", errors="replace")
        for match in re.finditer(r"rules\.md(?: sections?)? (\d+(?:\.\d+)?)((?: and \d+| and section \d+)*)", text):
            numbers = [match.group(1), *re.findall(r"\d+", match.group(2))]
            cited += [(path.relative_to(REPO), n.rstrip(".")) for n in numbers]
    assert len(cited) > 20
    missing = [(str(p), n) for p, n in cited if n not in sections]
    assert not missing, f"references to sections docs/rules.md does not have: {missing}"


def test_no_reference_points_outside_the_repository():
    outside = [str(p.relative_to(REPO)) for p in tracked_text_files()
               if p != Path(__file__).resolve() and OUTSIDE.search(p.read_text(encoding="utf-8", errors="replace"))]
    assert not outside, f"these name the founders' rule or design file, which is not in the repository: {outside}"


def test_every_test_the_rules_name_exists():
    current = None
    named = []
    for match in re.finditer(r"`(tests/test_\w+\.py)?(?:::(test_\w+))?`", RULES.read_text(encoding="utf-8")):
        path, test = match.groups()
        if path:
            current = REPO / path
            assert current.exists(), f"docs/rules.md names {path}, which does not exist"
        if test:
            assert current is not None, f"docs/rules.md names ::{test} before any test file"
            named.append((current, test))
    assert len(named) > 100
    for path, test in named:
        assert re.search(rf"^def {test}\(", path.read_text(encoding="utf-8"), re.M), \
            f"docs/rules.md names {path.name}::{test}, which does not exist"


# Every Markdown document a reader opens: the README, CONTRIBUTING.md and docs/.
DOCUMENTS = sorted([REPO / "README.md", REPO / "CONTRIBUTING.md", *(REPO / "docs").glob("*.md")])


def anchors_of(path: Path) -> set[str]:
    """The anchors a Markdown viewer makes of a document's headings (lower case, punctuation
    dropped, spaces to dashes)."""
    heads = re.findall(r"^#+ (.+)$", path.read_text(encoding="utf-8"), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in heads}


@pytest.mark.parametrize("doc", DOCUMENTS, ids=lambda p: str(p.relative_to(REPO)))
def test_the_documents_link_only_to_what_is_there(doc):
    text = doc.read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+)\)", text)
    for link in links:
        if "://" in link:
            continue
        target, _, anchor = link.partition("#")
        path = (doc.parent / target).resolve() if target else doc
        assert path.exists(), f"{doc.name} links to {link}, which is not there"
        if anchor and path.suffix == ".md":
            assert anchor in anchors_of(path), f"{doc.name} links to {link}, whose heading is not there"


def test_the_readme_is_read_in_two_minutes():
    """The README is for a teacher: what Hilltop is, the two commands, a class in a room and
    where to read next; everything else lives in CONTRIBUTING.md and docs/."""
    lines = (REPO / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 100, f"the README has {len(lines)} lines; move the detail into docs/"
