"""The kernel the arcade's pages run on (``./hilltop run``): ipykernel, without its debugger.

Voila starts dashboards with the ``python3`` kernel; server/jupyter/kernels/python3/kernel.json
(first on the Jupyter path of the arcade's server, see server/voila_config/voila.py) starts this
module instead of ``ipykernel_launcher``.  The one difference: ipykernel imports debugpy (and its
bundled pydevd) while it starts, only so that JupyterLab's debugger panel can attach, which
nobody does to a child's dashboard.  That import was the costliest single item of a War kernel's
start (``benchmarks/kernel_imports.py``).  Marking debugpy as absent makes ipykernel start as it
does where debugpy is not installed: no debugger, everything else the same.
"""
import os
import sys

if __name__ == "__main__":
    # As ipykernel_launcher does: the kernel's folder is not where its modules come from.
    if sys.path and sys.path[0] in ("", os.getcwd()):
        del sys.path[0]
    sys.modules["debugpy"] = None  # type: ignore[assignment]  # "import debugpy" raises ImportError

    try:
        from ipykernel import kernelapp

        kernelapp.launch_new_instance()
    except KeyboardInterrupt:
        # The server was stopped (Ctrl+C) while this kernel was still starting: a kernel nobody
        # will use ends quietly, not with a traceback in the teacher's terminal.
        raise SystemExit(130) from None
