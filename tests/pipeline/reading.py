"""What the offline reading makes of a reply, in the shapes the pipeline tests compare."""

from __future__ import annotations

from imprint.pipeline.understand import understand
from imprint.types import MemoryType


def fact_changes(reply: str, agent: str = "") -> list[tuple[str, str | None, tuple[str, ...]]]:
    """(content, subject, values it retires) of each fact the reading finds in `reply`."""
    return [
        (s.content, s.subject, s.change.replaces)
        for s in understand(reply, agent).statements
        if s.type is MemoryType.FACT
    ]
