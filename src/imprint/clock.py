"""The default clock; tests inject `imprint.testing.FakeClock` instead."""

from __future__ import annotations

from datetime import UTC, datetime

__all__ = ["SystemClock"]


class SystemClock:
    """Reads the system's wall clock in UTC."""

    def now(self) -> datetime:
        """The current time, aware UTC."""
        return datetime.now(UTC)
