"""Past one machine: the JupyterHub set-up in deploy/jupyterhub/ tried for real.

A hub on 127.0.0.1 (dummy log-in, every server a local process), three children log in in their
own browser contexts, and each lands on their own Hilltop arcade, opens War and plays a card.
Their pages load nothing from outside the hub (the arcade's template, as ./hilltop run serves
it).  Then a class experiment pools through the hub's class-results service: the teacher starts
it, the three children add games, the teacher's page shows all their results, and what a child
could try from their own server (a teacher's guide, a terminal, the database's address, a
teacher's action, another class's experiment) is refused.  It needs configurable-http-proxy,
which ./hilltop test installs from npm under .cache/: where node is missing the test is skipped
and says so.
"""
from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import urllib.error
import urllib.parse
import urllib.request

import numpy as np
import pytest

from conftest import REPO, _children, free_port, scratch, server_process
from jupyter_attacks import ENVIRONMENT, run_in_kernel, send_bad_widget_messages, server_request, shown_to_the_page

pytestmark = pytest.mark.browser

CONFIG = REPO / "deploy" / "jupyterhub" / "jupyterhub_config.py"
PROXY = REPO / ".cache" / "hub-proxy" / "node_modules" / ".bin" / "configurable-http-proxy"
PASSWORD = "cards-for-everyone"
CHILDREN = ("ada", "ben", "cleo")
TEACHER = "teacher"
OTHER_CLASS_CHILD = "dan"
ADMIN = "ms-lee"
START = "button:has-text('Start a class experiment')"
PLAY = "button:has-text('Play 10 games and add them')"
FLIP = ".hilltop-board .hb-button.hb-big"


class Hub(str):
    """The hub's address, with the pid of its process."""

    def __new__(cls, url: str, pid: int):
        made = super().__new__(cls, url)
        made.pid = pid
        return made


@pytest.fixture(scope="module")
def hub():
    if not PROXY.exists():
        if shutil.which("node") is None:
            pytest.skip("node is not installed here, so JupyterHub's proxy (configurable-http-proxy) cannot run")
        pytest.fail("configurable-http-proxy is missing from .cache/hub-proxy: run ./hilltop test (it installs it)")
    data = scratch() / "hub"
    data.mkdir(parents=True, exist_ok=True)
    port, hub_port, api_port, service_port = free_port(), free_port(), free_port(), free_port()
    env = dict(os.environ, HILLTOP_HUB_URL=f"http://127.0.0.1:{port}", HILLTOP_HUB_AUTH="dummy",
               HILLTOP_HUB_PASSWORD=PASSWORD, HILLTOP_HUB_SPAWNER="simple", HILLTOP_HUB_DATA=str(data),
               HILLTOP_HUB_PROXY=str(PROXY), HILLTOP_HUB_PYTHON=sys.executable,
               HILLTOP_HUB_TEACHERS=TEACHER, HILLTOP_HUB_ADMIN=ADMIN,
               HILLTOP_HUB_CLASSES=f"4b:{','.join(CHILDREN)},{TEACHER};5a:{OTHER_CLASS_CHILD}",
               HILLTOP_CLASS_SERVICE_PORT=str(service_port),
               # the class results' database: given to the hub, which passes it to its service only
               HILLTOP_CLASS_DB=f"sqlite:///{data / 'class-results.db'}")
    command = [sys.executable, "-m", "jupyterhub", "-f", str(CONFIG),
               f"--JupyterHub.hub_bind_url=http://127.0.0.1:{hub_port}",
               f"--ConfigurableHTTPProxy.api_url=http://127.0.0.1:{api_port}"]
    if os.geteuid() == 0:  # a container or CI machine running everything as root: the test only
        command.append("--Spawner.args=--allow-root")
    # at the end the hub stops the children's servers: told to wait 1 s at each step (interrupt,
    # terminate, kill) rather than 10 + 5 + 5, it is done before the test's 30 s are up
    command += ["--LocalProcessSpawner.interrupt_timeout=1", "--LocalProcessSpawner.term_timeout=1",
                "--LocalProcessSpawner.kill_timeout=1"]
    base = f"http://127.0.0.1:{port}"
    checkpoints_before = checkpoint_folders(data)
    with server_process(command, env=env, cwd=data, log_path=data / "hub.log", ready_url=base + "/hub/health",
                        what="the hub") as proc:
        hub = Hub(base, proc.pid)
        hub.data = data
        hub.checkpoints_before = checkpoints_before
        yield hub


def checkpoint_folders(data) -> set:
    """The .ipynb_checkpoints folders in the repository's notebooks and the hub's homes."""
    return {p for root in (REPO / "notebooks", data) for p in root.rglob(".ipynb_checkpoints")}


def test_three_children_each_get_their_own_arcade_and_play(hub, browser_page, screenshot):
    browser = browser_page.context.browser
    for name in CHILDREN:
        context = browser.new_context(viewport={"width": 1280, "height": 900})
        context.set_default_timeout(30_000)
        page = context.new_page()
        errors: list[str] = []
        outside: list[str] = []
        page.on("pageerror", lambda exc, errors=errors: errors.append(str(exc)))
        page.on("request", lambda r, outside=outside: None if r.url.startswith((hub, "data:", "blob:"))
                else outside.append(r.url))
        page.goto(hub + "/hub/login", wait_until="domcontentloaded")
        page.fill("#username_input", name)
        page.fill("#password_input", PASSWORD)
        page.click("#login_submit")
        # the hub starts the child's own server, then sends them to its default page: the arcade
        page.wait_for_url(f"**/user/{name}/voila/render/notebooks/dashboards/arcade.ipynb*", timeout=120_000)
        page.locator(".hilltop-arcade a.tile[href='war.ipynb']").click(timeout=60_000)
        page.wait_for_url(f"**/user/{name}/voila/render/notebooks/dashboards/war.ipynb*")
        page.locator(FLIP).wait_for(timeout=60_000)
        if name == CHILDREN[0]:
            # the page's own script sends its widgets messages they cannot use: the kernel of a
            # child's server drops them too (server/widget_messages.py), and the child plays on
            seen = send_bad_widget_messages(page)
            assert not shown_to_the_page(seen), shown_to_the_page(seen)[:3]
            assert "a message it cannot use" in (hub.data / "hub.log").read_text(errors="replace")
        before = page.locator(".hb-info").text_content()
        page.locator(FLIP).click()
        page.wait_for_function("t => document.querySelector('.hilltop-board .hb-info').textContent !== t",
                               arg=before, timeout=15_000)
        if name == CHILDREN[0]:
            screenshot(page, "jupyterhub_war")
        assert not errors, errors
        # the arcade's own pages (server/jupyter_server_config): nothing from another site
        assert not outside, f"{name}'s pages asked for addresses outside the hub: {outside}"
        context.close()
    # three children, three servers of their own (the hub's child processes, one per name)
    servers = [cmd for _, cmd in _children(hub.pid) if "jupyterhub.singleuser" in cmd]
    assert len(servers) == len(CHILDREN), servers


def hub_config(**env):
    """The traitlets configuration jupyterhub_config.py makes with ``env`` (read, not run), with the
    tests' spawner unless ``env`` names one (the default, system users, wants the guides closed
    to other users of this machine: tested apart)."""
    from traitlets.config import Config

    config = Config()
    saved = dict(os.environ)
    os.environ.update(HILLTOP_HUB_DATA=str(scratch() / "hub-config"), **{"HILLTOP_HUB_SPAWNER": "simple", **env})
    try:
        exec(compile(CONFIG.read_text(), str(CONFIG), "exec"), {"get_config": lambda: config, "__file__": str(CONFIG)})
    finally:
        os.environ.clear()
        os.environ.update(saved)
    return config


def test_the_kubernetes_values_open_the_same_arcade_with_the_same_rights():
    """values.yaml (Zero to JupyterHub) and jupyterhub_config.py send a child to the same page,
    give the same scopes and roles, and the Kubernetes values keep the database from the users'
    servers, commit no log-in password, and run with the chart's network policies on."""
    import yaml

    values = yaml.safe_load((REPO / "deploy" / "jupyterhub" / "values.yaml").read_text())
    url = values["singleuser"]["defaultUrl"]
    assert f'c.Spawner.default_url = "{url}"' in CONFIG.read_text()
    assert (REPO / url.removeprefix("/voila/render/")).exists()
    assert values["cull"]["enabled"] and values["singleuser"]["storage"]["type"] == "none"

    c = hub_config(HILLTOP_HUB_AUTH="dummy", HILLTOP_HUB_PASSWORD=PASSWORD)
    hub = values["hub"]
    assert hub["config"]["JupyterHub"]["custom_scopes"] == c.JupyterHub.custom_scopes
    assert hub["config"]["Spawner"]["server_token_scopes"] == c.Spawner.server_token_scopes
    roles = {r["name"]: r for r in c.JupyterHub.load_roles}
    for name, role in hub["loadRoles"].items():
        assert role["scopes"] == roles[name]["scopes"] and role.get("groups") == roles[name].get("groups")
    assert "class-results" in hub["services"] and hub["services"]["class-results"]["command"][-1] == "class_store.service"
    # no password, no try-out log-in, no database address for the users' servers
    assert hub["config"]["JupyterHub"]["authenticator_class"] != "dummy"
    assert "DummyAuthenticator" not in hub["config"] and "password" not in yaml.safe_dump(values).lower()
    assert "HILLTOP_CLASS_DB" not in values["singleuser"].get("extraEnv", {})
    assert "secretKeyRef" in hub["extraEnv"]["HILLTOP_CLASS_DB"]["valueFrom"]
    # the chart's network policies on, with the ways the class results need: the hub's pod to the
    # database, the users' servers and the proxy to the service's port on the hub's pod
    assert hub["networkPolicy"]["enabled"] and values["proxy"]["chp"]["networkPolicy"]["enabled"]
    assert values["singleuser"]["networkPolicy"]["enabled"]
    assert [p["port"] for rule in hub["networkPolicy"]["egress"] for p in rule["ports"]] == [5432]
    assert [p["port"] for rule in hub["networkPolicy"]["ingress"] for p in rule["ports"]] == [8090]
    assert [p["port"] for rule in values["singleuser"]["networkPolicy"]["egress"] for p in rule["ports"]] == [8090]
    assert values["singleuser"]["extraEnv"]["HILLTOP_CLASS_SERVICE_URL"].startswith(hub["services"]["class-results"]["url"])


def test_admins_come_from_the_configuration_only():
    """No admin by default; HILLTOP_HUB_ADMIN names them.  Only the log-ins the recipe can keep
    working are offered: native sign-up (jupyterhub-nativeauthenticator) answered 500 to every
    log-in, the admin's too, under the pinned JupyterHub 6, so it is refused in words, as is any
    log-in the recipe does not know."""
    c = hub_config(HILLTOP_HUB_AUTH="dummy", HILLTOP_HUB_PASSWORD=PASSWORD)
    assert not c.Authenticator.admin_users
    c = hub_config(HILLTOP_HUB_AUTH="dummy", HILLTOP_HUB_PASSWORD=PASSWORD, HILLTOP_HUB_ADMIN="ms-lee, mr-okafor")
    assert c.Authenticator.admin_users == {"ms-lee", "mr-okafor"}
    for auth in ("native", "github"):
        with pytest.raises(SystemExit, match="HILLTOP_HUB_AUTH.*pam.*dummy"):
            hub_config(HILLTOP_HUB_AUTH=auth, HILLTOP_HUB_ADMIN="ms-lee", HILLTOP_HUB_ADMIN_PASSWORD="x" * 20)


def test_the_admin_logs_in_and_a_wrong_password_does_not(hub):
    """A log-in of the real hub, as a form sends it (no server is started for it): the admin named
    in the configuration gets the hub's cookie and the admin page; a wrong password neither."""
    import http.cookiejar

    def log_in(password):
        jar = http.cookiejar.CookieJar()

        class Stay(urllib.request.HTTPRedirectHandler):
            def redirect_request(self, *args, **kwargs):
                return None

        opener = urllib.request.build_opener(urllib.request.ProxyHandler({}), urllib.request.HTTPCookieProcessor(jar), Stay())
        with opener.open(hub + "/hub/login", timeout=30) as r:
            xsrf = re.search(r'name="_xsrf" value="([^"]+)"', r.read().decode()).group(1)
        form = urllib.parse.urlencode({"username": ADMIN, "password": password, "_xsrf": xsrf}).encode()
        try:
            with opener.open(hub + "/hub/login", data=form, timeout=30) as r:
                status = r.status
        except urllib.error.HTTPError as e:
            status = e.code
        logged_in = any(c.name == "jupyterhub-session-id" or c.name.startswith("jupyterhub-hub-login") for c in jar)
        try:
            with opener.open(hub + "/hub/admin", timeout=30) as r:
                admin_page = r.status
        except urllib.error.HTTPError as e:
            admin_page = e.code
        return status, logged_in, admin_page

    status, logged_in, admin_page = log_in(PASSWORD)
    assert status == 302 and logged_in and admin_page == 200, (status, logged_in, admin_page)
    status, logged_in, admin_page = log_in("not-the-password")
    assert status == 403 and admin_page != 200, (status, logged_in, admin_page)


# -- the class experiment on the hub ---------------------------------------------------------------------
def log_in(hub, browser, name, dashboard="arcade", query=""):
    """A browser context of ``name``'s, logged in; returns its page on the hub's first page for them
    (the arcade), or straight on ``dashboard`` (the hub's own ``next``): a child who follows the
    teacher's link, with no arcade page (and its kernel) started on the way."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    context.set_default_timeout(30_000)
    page = context.new_page()
    path = f"/user/{name}/voila/render/notebooks/dashboards/{dashboard}.ipynb"
    # (through the hub's spawn page, which starts the server if it is not running, then goes on)
    spawn = f"/hub/spawn/{name}?" + urllib.parse.urlencode({"next": path + query})
    then = "" if dashboard == "arcade" else "?" + urllib.parse.urlencode({"next": spawn})
    page.goto(hub + "/hub/login" + then, wait_until="domcontentloaded")
    page.fill("#username_input", name)
    page.fill("#password_input", PASSWORD)
    page.click("#login_submit")
    # (the child's own server's page, not the hub's /hub/user/... on the way, which spawns it)
    page.wait_for_url(re.compile(re.escape(hub + path) + r"(\?|$)"), timeout=120_000)
    return page


def test_three_children_pool_into_their_teachers_experiment(hub, browser_page, screenshot):
    browser = browser_page.context.browser
    teacher = log_in(hub, browser, TEACHER, "class_teacher")
    teacher.locator(START).click(timeout=60_000)
    code_box = teacher.locator("[data-code]")
    code_box.wait_for(timeout=30_000)
    code = code_box.get_attribute("data-code")
    for name in CHILDREN:
        child = log_in(hub, browser, name, "class_experiment", f"?code={code}")
        child.locator(PLAY).wait_for(timeout=60_000)
        assert f"You joined {code}" in child.locator(".hilltop-class").text_content()
        child.locator(PLAY).click()
        child.wait_for_function("() => document.body.innerText.includes('Your 10 results')", timeout=30_000)
        child.context.close()
    # every child's ten games reach the teacher's page, which refreshes itself
    teacher.wait_for_function("() => document.querySelector('[data-count]')?.dataset.count === '30'",
                              timeout=60_000)
    screenshot(teacher, "jupyterhub_class_experiment_teacher")
    teacher.context.close()
    # one database, held by the service: the three children's thirty results under one code
    import sqlalchemy as sa

    engine = sa.create_engine(f"sqlite:///{hub.data / 'class-results.db'}")
    with engine.connect() as db:
        assert db.execute(sa.text("select count(*) from results where code = :c"), {"c": code}).scalar() == 30
    engine.dispose()


def call(service: str, token: str, action: str, body=None, **query):
    """(status, answer) of one call to the class-results service with ``token``."""
    from urllib.parse import urlencode

    url = service + "api/" + action + ("?" + urlencode(query) if query else "")
    request = urllib.request.Request(url, data=None if body is None else json.dumps(body).encode(),
                                     method="GET" if body is None else "POST",
                                     headers={"Authorization": f"token {token}"} if token else {})
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(request, timeout=30) as r:
            raw = r.read().decode()
            return r.status, raw if action == "csv" else json.loads(raw)
    except urllib.error.HTTPError as e:
        return e.code, json.loads(e.read() or b"{}")


def test_what_a_child_tries_from_their_own_server_is_refused(hub, browser_page):
    from class_store import EXPERIMENTS

    browser = browser_page.context.browser
    ada = log_in(hub, browser, CHILDREN[0])
    # the teachers' guides and the repository's listing are not served by a child's server
    assert (REPO / "notebooks" / "teachers" / "war_odds.md").exists()
    for path in ("/files/notebooks/teachers/war_odds.md", "/api/contents/notebooks/teachers/war_odds.md",
                 "/api/contents"):
        status, body = server_request(ada, "GET", path)
        assert status == 404 and "Teacher's guide" not in body, (path, status, body[:200])
    # nor does it keep checkpoints of the arcade's notebooks (a child's server changes no files)
    for method, path in (("POST", "/api/contents/notebooks/dashboards/war.ipynb/checkpoints"),
                         ("GET", "/api/contents/notebooks/dashboards/war.ipynb/checkpoints"),
                         ("POST", "/api/contents/notebooks/dashboards/war.ipynb/checkpoints/checkpoint")):
        status, body = server_request(ada, method, path)
        assert status in (403, 404) or body.strip() == "[]", (method, path, status, body[:200])
    # no terminal for a child; a teacher's server has them (so the refusal is not the XSRF check)
    assert server_request(ada, "POST", "/api/terminals")[0] in (403, 404)
    teacher = log_in(hub, browser, TEACHER)
    status, body = server_request(teacher, "POST", "/api/terminals")
    assert status == 200, (status, body)
    assert server_request(teacher, "DELETE", "/api/terminals/" + json.loads(body)["name"])[0] == 204

    # the child's kernel: no database address, only the child's own hub token
    child_env = json.loads(run_in_kernel(ada, ENVIRONMENT))
    assert "HILLTOP_CLASS_DB" not in child_env
    assert not [k for k, v in child_env.items() if "class-results.db" in v or "sqlite:" in v or "postgres" in v]
    assert child_env["HILLTOP_SERVER_FOR"] == "children"
    service, ada_token = child_env["HILLTOP_CLASS_SERVICE_URL"], child_env["JUPYTERHUB_API_TOKEN"]
    teacher_env = json.loads(run_in_kernel(teacher, ENVIRONMENT))
    assert teacher_env["HILLTOP_SERVER_FOR"] == "teachers" and "HILLTOP_CLASS_DB" not in teacher_env
    teacher_token = teacher_env["JUPYTERHUB_API_TOKEN"]
    dan = log_in(hub, browser, OTHER_CLASS_CHILD)
    dan_token = json.loads(run_in_kernel(dan, ENVIRONMENT))["JUPYTERHUB_API_TOKEN"]

    kind = next(iter(EXPERIMENTS))
    games = [int(v) for v in EXPERIMENTS[kind].simulate(np.random.default_rng(7), 5)]
    # a child cannot start, close, reset, follow or download an experiment
    assert call(service, ada_token, "start", {"kind": kind})[0] == 403
    status, answer = call(service, teacher_token, "start", {"kind": kind})
    assert status == 200, answer
    code = answer["code"]
    for action in ("close", "reset"):
        status, answer = call(service, ada_token, action, {"code": code})
        assert status == 403 and "teacher" in answer["error"], (action, status, answer)
    for action in ("csv", "values", "open"):
        assert call(service, ada_token, action, code=code)[0] == 403, action
    # nor can anyone without a hub token, nor with a made-up one
    assert call(service, "", "add", {"code": code, "values": games})[0] == 403
    assert call(service, "not-a-token", "add", {"code": code, "values": games})[0] == 403
    # a child of the class adds; a child of another class is told the code is unknown
    assert call(service, ada_token, "add", {"code": code, "values": games}) == (200, {"added": 5})
    status, answer = call(service, dan_token, "add", {"code": code, "values": games})
    assert status == 400 and "no class experiment with the code" in answer["error"], answer
    assert call(service, dan_token, "tally", code=code)[0] == 400
    # a closed experiment takes no more results
    assert call(service, teacher_token, "close", {"code": code})[0] == 200
    status, answer = call(service, ada_token, "add", {"code": code, "values": games})
    assert status == 400 and "closed" in answer["error"], answer
    status, tally = call(service, teacher_token, "tally", code=code)
    assert status == 200 and tally["count"] == 5 and not tally["open"]
    status, csv = call(service, teacher_token, "csv", code=code)
    assert status == 200 and len(csv.strip().splitlines()) == 1 + 5

    # A lesson the class joins, with the same real tokens: the teacher leads it, a child of the
    # class joins and answers, a child cannot lead it, a child of another class cannot join.
    from class_store import ClassDataError
    from class_store.hub_client import HubClassStore
    from class_store.lesson_sessions import MISTAKE, HubLessonSessions, LessonFacts

    lead, ada_lesson, dan_lesson = (HubLessonSessions(HubClassStore(service, t))
                                    for t in (teacher_token, ada_token, dan_token))
    facts = LessonFacts("war_odds", guesses=4, questions=2, mistakes=(2, 1), games=600)
    with pytest.raises(ClassDataError, match="only a teacher can do this"):
        ada_lesson.start(facts)
    lesson = lead.start(facts)
    assert lead.hold(lesson, 1).held_at == 1
    assert not ada_lesson.join(lesson, "page", lesson="war_odds").allows(2)
    assert ada_lesson.record(lesson, "page", "guess", 0, 3)
    # the hold and the reveal are kept by the service (38.6), not only on the child's screen
    with pytest.raises(ClassDataError, match="holds the class at step 1"):
        ada_lesson.record(lesson, "page", "answer", 0, MISTAKE + 1)
    with pytest.raises(ClassDataError, match="not shown the class's result yet"):
        ada_lesson.tally(lesson)
    assert lead.hold(lesson, None).held_at is None
    assert ada_lesson.record(lesson, "page", "answer", 0, MISTAKE + 1)
    for action in (lambda: ada_lesson.reveal(lesson), lambda: ada_lesson.close(lesson)):
        with pytest.raises(ClassDataError, match="only a teacher can do this"):
            action()
    with pytest.raises(ClassDataError, match="no lesson with the code"):
        dan_lesson.join(lesson, "page", lesson="war_odds")
    tally = lead.tally(lesson)
    assert (tally.joined, tally.guesses, dict(tally.questions[0].mistakes)) == (1, {3: 1}, {1: 1})
    assert lead.reveal(lesson).revealed and ada_lesson.pace(lesson).revealed
    for page in (ada, teacher, dan):
        page.context.close()
    # the children's sessions (their arcade, War, the class experiment, all of the above) left no
    # checkpoints folder in the repository or a home
    assert checkpoint_folders(hub.data) <= hub.checkpoints_before, checkpoint_folders(hub.data) - hub.checkpoints_before


def test_a_hub_of_system_users_will_not_start_while_every_user_can_read_the_answer_keys(tmp_path):
    """With each child a user of the machine (the default spawner), a child's code reads what that
    user may read: the hub refuses to start while the teachers' guides are open to every user.
    (The configuration refuses, read here as the hub reads it; that a refusal of the configuration
    stops a real hub before it makes anything is the next test's, which starts one.)"""
    from server.child_server import TEACHERS_FOLDER, open_to_every_user

    guides = REPO / TEACHERS_FOLDER
    kept = guides.stat().st_mode
    try:
        guides.chmod(0o755)   # as a checkout usually leaves it
        with pytest.raises(SystemExit) as refused:
            hub_config(HILLTOP_HUB_SPAWNER="local", HILLTOP_HUB_AUTH="dummy", HILLTOP_HUB_PASSWORD="try-out")
    finally:
        guides.chmod(kept)
    assert "can be read by every user of this machine" in str(refused.value)
    assert "chmod -R o-rwx" in str(refused.value)
    guides.chmod(0o750)   # closed to other users: the same configuration goes on
    try:
        assert hub_config(HILLTOP_HUB_SPAWNER="local", HILLTOP_HUB_AUTH="dummy",
                          HILLTOP_HUB_PASSWORD="try-out").Spawner.default_url
    finally:
        guides.chmod(kept)
    for mode, open_ in ((0o750, False), (0o755, True), (0o701, True), (0o700, False)):
        folder = tmp_path / f"guides-{mode:o}"
        folder.mkdir()
        folder.chmod(mode)
        assert open_to_every_user(folder) is open_, oct(mode)


def test_the_hub_will_not_start_with_a_shared_password_it_was_not_given():
    """No default password: a try-out hub (dummy log-in) without HILLTOP_HUB_PASSWORD stops at once,
    a real hub started here, before it makes anything (as it does on any refusal of its
    configuration: the test above)."""
    data = scratch() / "hub-no-password"
    data.mkdir(parents=True, exist_ok=True)
    env = {k: v for k, v in os.environ.items() if k != "HILLTOP_HUB_PASSWORD"}
    env.update(HILLTOP_HUB_AUTH="dummy", HILLTOP_HUB_DATA=str(data), HILLTOP_HUB_URL=f"http://127.0.0.1:{free_port()}")
    done = subprocess.run([sys.executable, "-m", "jupyterhub", "-f", str(CONFIG),
                           f"--JupyterHub.hub_bind_url=http://127.0.0.1:{free_port()}"],
                          env=env, cwd=data, capture_output=True, text=True, timeout=120)
    assert done.returncode != 0
    assert "needs HILLTOP_HUB_PASSWORD" in done.stdout + done.stderr
    assert not (data / "jupyterhub.sqlite").exists()     # it stopped before making anything
