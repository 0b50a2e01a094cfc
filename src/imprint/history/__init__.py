"""Conversation history: trim it to a budget, summarise what is dropped, read it as text.

`trim` keeps whole turns within a turn or token budget (see its docstring for how turns,
system content and notices are handled); `messages` tells role/content dicts and
pydantic-ai messages apart and renders them.
"""

from __future__ import annotations

from imprint.history.messages import transcript
from imprint.history.trim import NoticeRole, Summarizer, summarize_and_trim, trim_messages

__all__ = ["NoticeRole", "Summarizer", "summarize_and_trim", "transcript", "trim_messages"]
