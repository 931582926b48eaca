"""What a child could try from a page of their own Jupyter server (a hub's or Binder's), done as a
page's own script would: same origin, the page's cookies, the server's XSRF cookie.

``server_request(page, method, path)`` sends one request to the page's own Jupyter server and
returns its status; ``run_in_kernel(page, code)`` starts a kernel through the server's REST API,
runs ``code`` over the kernel's websocket (an execute_request, as the issue found on the arcade's
own kernel) and returns what it printed.
"""
from __future__ import annotations

# The page's server: the part of the page's path before /voila/ ("" on Binder, /user/<name> on a hub).
_BASE = "const base = location.pathname.split('/voila/')[0];"
# The server's XSRF check compares a cookie with a header: a page's script that finds no such cookie
# sets one of its own (the check guards against other sites, not against the page itself).
_XSRF = ("let xsrf = decodeURIComponent((document.cookie.split('; ').find(c => c.startsWith('_xsrf=')) || '_xsrf=')"
         ".slice(6));"
         "if (!xsrf) { xsrf = 'hilltop' + Date.now(); document.cookie = '_xsrf=' + xsrf + '; path=/'; }")

SERVER_REQUEST_JS = "async ([method, path]) => {" + _BASE + _XSRF + """
  const r = await fetch(base + path, {method, headers: {'X-XSRFToken': xsrf, 'Content-Type': 'application/json'},
                                      body: method === 'GET' ? undefined : '{}'});
  return [r.status, await r.text()];
}"""

RUN_IN_KERNEL_JS = "async (code) => {" + _BASE + _XSRF + """
  const made = await fetch(base + '/api/kernels', {method: 'POST', body: '{}',
      headers: {'X-XSRFToken': xsrf, 'Content-Type': 'application/json'}});
  if (made.status !== 201) return {error: 'no kernel: ' + made.status + ' ' + await made.text()};
  const kernel = await made.json();
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  const ws = new WebSocket(scheme + location.host + base + '/api/kernels/' + kernel.id + '/channels?_xsrf='
                           + encodeURIComponent(xsrf));
  const id = 'hilltop-' + Math.random();
  const out = [];
  const finished = new Promise((resolve, reject) => {
    ws.onerror = () => reject(new Error('the kernel websocket failed'));
    ws.onmessage = (event) => {
      const msg = JSON.parse(event.data);
      if (!msg.parent_header || msg.parent_header.msg_id !== id) return;
      if (msg.msg_type === 'stream') out.push(msg.content.text);
      if (msg.msg_type === 'error') out.push(msg.content.ename + ': ' + msg.content.evalue);
      if (msg.msg_type === 'status' && msg.content.execution_state === 'idle') resolve();
    };
  });
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('no websocket')); });
  ws.send(JSON.stringify({header: {msg_id: id, username: '', session: 'hilltop-attack', msg_type: 'execute_request',
                                   version: '5.3', date: new Date().toISOString()},
                          parent_header: {}, metadata: {}, channel: 'shell', buffers: [],
                          content: {code, silent: false, store_history: false, user_expressions: {},
                                    allow_stdin: false, stop_on_error: true}}));
  await Promise.race([finished, new Promise((_, reject) => setTimeout(
      () => reject(new Error('the kernel did not answer within 60 s')), 60000))]);
  ws.close();
  await fetch(base + '/api/kernels/' + kernel.id, {method: 'DELETE', headers: {'X-XSRFToken': xsrf}});
  return {output: out.join('')};
}"""


def server_request(page, method: str, path: str) -> tuple[int, str]:
    status, text = page.evaluate(SERVER_REQUEST_JS, [method, path])
    return int(status), str(text)


def run_in_kernel(page, code: str) -> str:
    answer = page.evaluate(RUN_IN_KERNEL_JS, code)
    assert "error" not in answer, answer["error"]
    return str(answer["output"])


ENVIRONMENT = "import json, os; print(json.dumps(dict(os.environ)))"


# What a page's own script can send its widgets: a second socket to the page's own kernel (the
# page's cookies), the widgets' ids asked of ipywidgets' control comm as the page itself asks
# them, then messages no widget can use (server/widget_messages.py must drop each, in one line in
# the server's window).  Every message the kernel sends back on that socket is kept: a traceback
# would come as an "error" message (or a stream carrying 'Traceback').  The last bad message's
# "idle" status says the kernel has handled them all (its outputs come before it, in order).
BAD_WIDGET_MESSAGES_JS = "async () => {" + _BASE + _XSRF + """
  const config = JSON.parse(document.getElementById('jupyter-config-data').textContent);
  const scheme = location.protocol === 'https:' ? 'wss://' : 'ws://';
  const session = 'hilltop-bad-' + Math.random();
  const ws = new WebSocket(scheme + location.host + base + '/api/kernels/' + config.kernelId
                           + '/channels?session_id=' + session + '&_xsrf=' + encodeURIComponent(xsrf));
  const seen = [];
  const waiting = {};
  const send = (msg_type, content, metadata = {}) => {
    const id = 'hilltop-' + Math.random();
    ws.send(JSON.stringify({header: {msg_id: id, username: '', session, msg_type, version: '5.3',
                                     date: new Date().toISOString()},
                            parent_header: {}, metadata, channel: 'shell', buffers: [], content}));
    return id;
  };
  const idle = (id) => new Promise((resolve) => { waiting[id] = resolve; });
  let states = null;
  const gotStates = new Promise((resolve) => { states = resolve; });
  ws.onmessage = (event) => {
    const msg = JSON.parse(event.data);
    const parent = (msg.parent_header || {}).msg_id;
    if (msg.msg_type === 'comm_msg' && msg.content.data && msg.content.data.method === 'update_states') {
      states(msg.content.data.states);
      return;
    }
    // ours, and anything printed or shown meanwhile whatever its parent (the page itself is idle)
    if ((parent && parent.startsWith('hilltop-')) || !['status', 'comm_msg'].includes(msg.msg_type)) seen.push({type: msg.msg_type, text: JSON.stringify(msg.content).slice(0, 2000)});
    if (msg.msg_type === 'status' && msg.content.execution_state === 'idle' && waiting[parent]) waiting[parent]();
  };
  await new Promise((resolve, reject) => { ws.onopen = resolve; ws.onerror = () => reject(new Error('no websocket')); });
  const timeout = (what) => new Promise((_, reject) => setTimeout(() => reject(new Error(what)), 60000));
  const control = 'hilltop-control-' + Math.random();
  send('comm_open', {comm_id: control, target_name: 'jupyter.widget.control', data: {}},
       {version: '1.0.0'});
  send('comm_msg', {comm_id: control, data: {method: 'request_states'}});
  // the widgets a page acts on (the board first), not their layouts and styles; at most 20, so the
  // page stays inside its socket's limit on messages (server/kernel_sockets.py)
  const all = await Promise.race([gotStates, timeout('no widget states within 60 s')]);
  const models = Object.keys(all).filter((id) => !/(Layout|Style)Model$/.test(all[id].model_name))
    .sort((a, b) => (all[a].model_name === 'AnyModel' ? 0 : 1) - (all[b].model_name === 'AnyModel' ? 0 : 1))
    .slice(0, 20);
  const huge = '9'.repeat(200000);
  let deep = [];
  for (let i = 0; i < 400; i++) deep = [deep];  // (the server parses it too)
  const bad = [{}, {method: 42}, {method: 'update'}, {method: 'update', state: 'not a dict'},
               {method: 'update', buffer_paths: [['x', 5]], state: {}},
               {method: 'update', state: {value: huge, index: deep, scene: 'x'}},
               {method: 'custom', content: deep}, {method: 'custom', content: {action: huge, generation: 'x'}}];
  // and comms no widget can be made from, or that do not exist
  send('comm_open', {comm_id: 'hilltop-new-' + Math.random(), target_name: 'jupyter.widget', data: {}}, {version: '2.1.0'});
  send('comm_open', {comm_id: 'hilltop-new-' + Math.random(), target_name: 'jupyter.widget',
                     data: {state: {_model_name: 'NoSuchModel', _model_module: huge}}}, {version: '2.1.0'});
  send('comm_open', {comm_id: 'hilltop-new-' + Math.random(), target_name: 'no.such.target', data: deep});
  send('comm_msg', {comm_id: 'no-such-comm', data: {method: 'update', state: {}}});
  let last = null;
  for (const model of models) for (const data of bad) last = send('comm_msg', {comm_id: model, data});
  await Promise.race([idle(last), timeout('the kernel did not handle the messages within 60 s')]);
  send('comm_close', {comm_id: control, data: {}});
  ws.close();
  return {models: models.length, seen};
}"""


def send_bad_widget_messages(page) -> list[dict]:
    """Send every widget of ``page`` messages it cannot use, from the page; what came back to them."""
    answer = page.evaluate(BAD_WIDGET_MESSAGES_JS)
    assert answer["models"] > 0, "the page's kernel named no widgets"
    # The kernel closes the comms it could not open, and the page's widget manager, which never
    # knew them, notes each in the console: the forged comms' own trace, not the page's.
    errors = getattr(page, "hilltop_errors", None)
    if errors is not None:
        errors[:] = [e for e in errors if "Comm not found for comm id hilltop-new-" not in e]
    return list(answer["seen"])


def shown_to_the_page(seen: list[dict]) -> list[dict]:
    """What the kernel sent back beyond the widget protocol's own answers (a status, a widget's
    update, a comm closed): a traceback ("error"), anything printed ("stream") or shown, and any
    answer that carries a traceback's text."""
    return [m for m in seen if m["type"] not in ("status", "comm_msg", "comm_close")
            or "Traceback" in m["text"] or 'File \\"' in m["text"]]
