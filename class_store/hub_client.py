"""Where the panels find the class results: :func:`connect` chooses, once, for every panel.

- Under a JupyterHub with the class-results service (``$JUPYTERHUB_API_TOKEN`` and
  ``$HILLTOP_CLASS_SERVICE_URL``, both given by the hub's spawner): :class:`HubClassStore`, which
  asks the service (class_store/service.py) with the user's own hub token.  No database address is
  in the user's server; what the user may do is decided by their scopes.
- On Binder, or under a hub without the service: :class:`NoSharedStore`, which says in plain words
  why a class's results cannot be pooled there (each child is a computer of their own).
- Otherwise (``./hilltop run``, a notebook on a teacher's laptop): the local :class:`ClassStore`,
  which every tab of the server shares.

Each has the methods of :class:`ClassStore` the panels use (start, add, tally, since, values,
export_csv, reset, close, open_experiments, check_writes) and refuses with :class:`ClassDataError`
in a child's or teacher's words.
"""
from __future__ import annotations

import json
import os
import urllib.error
import urllib.request
from typing import Any, Iterable, Optional
from urllib.parse import urlencode

from kit.words import N_, _, language

from .store import ChildLimitReached, ClassDataError, ClassStore, ClassStoreUnavailable, NewResults, Tally

SERVICE_URL = "HILLTOP_CLASS_SERVICE_URL"
TIMEOUT = 15   # seconds: a class of thirty adding at once answers well within it

# (catalog messages: said in the page's language where they are read)
ON_BINDER = N_("Binder gives each of you a computer of your own, so your class's results cannot be "
               "put together here. Your teacher can run Hilltop on the school's own server "
               "(./hilltop run) or hub for a class experiment; you can still play every game.")
NO_SERVICE = N_("This hub keeps no class results, so a class experiment cannot be shared here. "
                "Ask whoever runs the hub to turn on its class-results service; you can still play every game.")


def on_binder() -> bool:
    """BinderHub names itself in the environment of every server it starts."""
    return any(os.environ.get(name) for name in ("BINDER_LAUNCH_HOST", "BINDER_REPO_URL", "BINDER_REQUEST"))


def connect() -> Any:
    """The class results for this server (see the module)."""
    if on_binder():
        return NoSharedStore(ON_BINDER)
    if os.environ.get("JUPYTERHUB_API_TOKEN"):
        url = os.environ.get(SERVICE_URL)
        return HubClassStore(url, os.environ["JUPYTERHUB_API_TOKEN"]) if url else NoSharedStore(NO_SERVICE)
    return ClassStore()


UNREACHABLE = N_("the class results cannot be reached just now; try again in a minute")


def unavailable(detail: str, words: str = "") -> ClassStoreUnavailable:
    """The store's own "cannot be read or written just now" refusal (the panels keep a child's
    results on the page and offer to try again), for the hub's service."""
    return ClassStoreUnavailable(words or _(UNREACHABLE), _("the hub's class-results service"), detail)


class NoSharedStore:
    """Every call refuses, saying why there are no shared class results here."""

    def __init__(self, why: str):
        self.why = why

    def _refuse(self, *args: Any, **kwargs: Any) -> Any:
        raise ClassDataError(_(self.why))

    start = add = tally = since = values = export_csv = reset = close = open_experiments = check_writes = _refuse

    def dispose(self) -> None:
        pass


class HubClassStore:
    """The class-results service of a JupyterHub, called with the user's hub token."""

    def __init__(self, url: str, token: str, timeout: float = TIMEOUT):
        self.url = url.rstrip("/") + "/"
        self._token = token
        self.timeout = timeout
        # Straight to the service: a proxy set for the internet in a school's environment must not
        # carry the hub's tokens.
        self._http = urllib.request.build_opener(urllib.request.ProxyHandler({}))

    def __repr__(self) -> str:   # never shows the token
        return f"HubClassStore({self.url!r})"

    def _call(self, action: str, query: Optional[dict] = None, body: Optional[dict] = None) -> Any:
        url = self.url + "api/" + action + ("?" + urlencode(query) if query else "")
        data = None if body is None else json.dumps(body).encode()
        request = urllib.request.Request(url, data=data, method="GET" if body is None else "POST",
                                         headers={"Authorization": f"token {self._token}",
                                                  "Content-Type": "application/json",
                                                  # the service refuses in the page's own language
                                                  "Accept-Language": language()})
        try:
            with self._http.open(request, timeout=self.timeout) as r:
                raw = r.read()
                if r.headers.get_content_type() == "text/csv":
                    return raw.decode("utf-8")
                return json.loads(raw or b"null")
        except urllib.error.HTTPError as e:
            try:
                answer = json.loads(e.read() or b"{}")
                message, refusal = str(answer.get("error") or ""), answer.get("refusal")
            except (ValueError, AttributeError, OSError):
                message, refusal = "", None
            if e.code >= 500 or not message:
                raise unavailable(_("the service answered {status}").format(status=e.code), message) from None
            raise (ChildLimitReached if refusal == "limit" else ClassDataError)(message) from None
        except (OSError, ValueError) as e:
            raise unavailable(_("no answer from the service ({why})").format(why=type(e).__name__)) from None

    # -- the teacher ------------------------------------------------------------------------------
    def start(self, kind: str) -> str:
        return str(self._call("start", body={"kind": kind})["code"])

    def reset(self, code: str) -> None:
        self._call("reset", body={"code": code})

    def close(self, code: str) -> None:
        self._call("close", body={"code": code})

    def export_csv(self, code: str) -> str:
        return str(self._call("csv", {"code": code}))

    def values(self, code: str, most: int = 20_000) -> list[int]:
        return [int(v) for v in self._call("values", {"code": code, "most": most})]

    def open_experiments(self) -> list[tuple[str, str]]:
        return [(str(c), str(k)) for c, k in self._call("open")]

    # -- the children -----------------------------------------------------------------------------
    def add(self, code: str, values: Iterable, child: Optional[str] = None, batch: Optional[str] = None) -> int:
        """``child`` (the page's token) is not sent: the service counts a child's results under
        a token of its own, the same on every page the child opens.  ``batch`` (the id the page
        gave these results) is: a batch sent again is not counted twice."""
        try:   # numpy's numbers as Python's; the service checks every value as the store does
            sent = [v.item() if hasattr(v, "item") else v for v in values]
        except (TypeError, ValueError):
            raise ClassDataError(_("nothing was added: the results were not understood")) from None
        body = {"code": code, "values": sent} if batch is None else {"code": code, "values": sent, "batch": batch}
        return int(self._call("add", body=body)["added"])

    def check_writes(self, code: str) -> None:
        """The store's ``check_writes``, asked of the service (a teacher's token)."""
        self._call("writable", {"code": code if isinstance(code, str) else ""})

    def since(self, code: str, after: int = 0, most: int = 1_000_000) -> NewResults:
        """What arrived after result number ``after`` (the store's ``since``); a child's token
        gets the counts only."""
        t = self._call("since", {"code": code if isinstance(code, str) else "", "after": after, "most": most})
        fields = (str(t["code"]), str(t["kind"]), bool(t["open"]), int(t["count"]), float(t["total"]),
                  int(t["last"]), [int(v) for v in t["values"]])
        return NewResults(*fields)

    def tally(self, code: str) -> Tally:
        t = self._call("tally", {"code": code if isinstance(code, str) else ""})
        histogram = {int(v): int(n) for v, n in t["histogram"]}
        return Tally(str(t["code"]), str(t["kind"]), bool(t["open"]), int(t["count"]), float(t["total"]), histogram)

    def dispose(self) -> None:
        pass
