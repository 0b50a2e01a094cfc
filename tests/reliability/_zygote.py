"""Fork workers from a process that has already imported Imprint.

Importing Imprint (pydantic-ai included) takes about two seconds; forking a prepared,
single-threaded process takes milliseconds, which keeps the crash test's twenty kills and
the four-process test fast. Commands arrive as JSON lines on stdin:

- `{"op": "fork", "job": ..., "args": {...}}` forks a child running the job and answers
  `{"pid": N}`; the child's own output goes to the same stdout.
- `{"op": "wait", "pid": N}` reaps the child and answers `{"exit": N, "code": C}`, with C
  negative for a signal (-9 after SIGKILL).
"""

from __future__ import annotations

import json
import os
import sys
import traceback

from tests.reliability import _workloads


def _answer(answer: dict[str, int]) -> None:
    os.write(1, (json.dumps(answer) + "\n").encode())


def main() -> None:
    for line in sys.stdin:
        command = json.loads(line)
        if command["op"] == "fork":
            sys.stdout.flush()
            sys.stderr.flush()
            pid = os.fork()
            if pid == 0:
                code = 0
                try:
                    _workloads.run(command["job"], command["args"])
                except BaseException:
                    traceback.print_exc()
                    code = 1
                finally:
                    sys.stdout.flush()
                    sys.stderr.flush()
                    os._exit(code)
            _answer({"pid": pid})
        elif command["op"] == "wait":
            _, status = os.waitpid(command["pid"], 0)
            code = os.waitstatus_to_exitcode(status)
            _answer({"exit": command["pid"], "code": code})
        else:
            return


if __name__ == "__main__":
    main()
