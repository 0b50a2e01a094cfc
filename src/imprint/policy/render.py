"""The deterministic policy renderer, and clipping any text to a token budget.

Offline (`model=None`), or when the LLM compiler fails, a policy is the selected memories
laid out under fixed headings, one sanitised "- " line each. With a model it is their
compiled lines, one per line, without headings. What survives the budget is decided in
rank order across all types, in one pass; the layout afterwards orders by type and then by
memory id, so a top-ranked fact is never pushed out by a low-ranked rule, and the same
memories always give the same text, whatever ranked them (a provider's prompt cache sees
the same bytes from turn to turn).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping, Sequence

from imprint.fold import plain_line
from imprint.protocols import TokenCounter
from imprint.types import Episode, Memory, MemoryType

__all__ = [
    "SECTIONS",
    "clip_to_budget",
    "line_for",
    "render_episodes",
    "render_policy",
    "sanitize",
]

SECTIONS: tuple[tuple[MemoryType, str], ...] = (
    (MemoryType.RULE, "Rules:"),
    (MemoryType.DECISION, "Decisions:"),
    (MemoryType.FACT, "Facts about the user:"),
    (MemoryType.CONTEXT, "Context:"),
)
"""Section headings, in the order they appear in a rendered policy."""

_HEADINGS = dict(SECTIONS)
_ORDER = {memory_type: n for n, (memory_type, _) in enumerate(SECTIONS)}
_MAX_LINE_CHARS = 400
# "1. " numbers a list; "0.12 a word" is a figure
_LEADING_MARKERS = re.compile(
    r"^(?:[-*+#>=_~]+|\d+[.)](?!\d)|(?P<q>[\"'])(?!(?:[^\"']|(?<=\w)'(?=\w)){1,200}?(?P=q)(?!\w)))\s*"
)
"""A list, heading or quote marker opening a line; a quote closed later in the line ("'Warmly,
Rosa' on everything") opens a quotation, which is content."""
_WORD = re.compile(r"\S+")


def sanitize(content: str) -> str:
    """`content` as one plain line that cannot break the policy's layout.

    NFKC-folded (fullwidth letters become ASCII) with invisible characters removed;
    newlines, tabs and other control characters become spaces; markup
    characters (`<>`, backticks, brackets, braces, pipes, backslashes) are removed so no
    tag, link, code fence or table can be embedded; leading list, heading or quote markers
    are stripped; whitespace is collapsed, and anything past 400 characters is cut at a
    word boundary with "...".
    """
    # The same folding the injection check reads (`fold.plain_line`), so the check sees
    # the words this line shows.
    text = plain_line(content)
    previous = None
    while previous != text:
        previous = text
        text = _LEADING_MARKERS.sub("", text).strip()
    if len(text) > _MAX_LINE_CHARS:
        cut = text[:_MAX_LINE_CHARS].rsplit(" ", 1)[0].rstrip(" ,;:.")
        text = f"{cut}..."
    return text


def line_for(memory: Memory) -> str:
    """The policy line for one memory ("- " plus its sanitised content); "" if it is blank."""
    content = sanitize(memory.content)
    return f"- {content}" if content else ""


def render_policy(
    memories: Sequence[Memory],
    *,
    counter: TokenCounter,
    max_tokens: int,
    line_tokens: Mapping[int, int] | None = None,
    lines: Mapping[int, str] | None = None,
) -> tuple[str, list[Memory]]:
    """Render ranked memories as lines that fit `max_tokens` by `counter`.

    Memories are visited once, best first. Each costs its line plus a newline, and, in the
    extractive layout, the first of its type also its heading (with a blank line before
    any heading but the first); one that does not fit is skipped and later, smaller ones
    may still fit. Lines are laid out by type (rules, decisions, facts, context), then
    memory id. The result is checked with `counter` as a whole; if a counter is not
    additive and the whole text is over, the lowest-ranked lines are removed until it fits.

    Args:
        memories: Memories in ranked order, best first.
        counter: The token counter the budget is measured with.
        max_tokens: The budget for the whole text.
        line_tokens: Tokens of each memory's line by memory id, when the caller has
            counted them already; missing ones are counted here.
        lines: Compiled lines by memory id. Given, the text is these lines without
            headings or bullets (a memory missing here shows its sanitised content);
            None, it is the extractive layout: `line_for(memory)` under headings.

    Returns:
        `(text, rendered)`: the policy text (no trailing newline) and the memories in it,
        in ranked order.
    """
    if max_tokens <= 0:
        return "", []
    newline = counter.count("\n")
    remaining = max_tokens
    opened: set[MemoryType] = set()
    chosen: list[tuple[Memory, str]] = []
    for memory in memories:
        if lines is None:
            line = line_for(memory)
        else:
            line = lines.get(memory.memory_id) or sanitize(memory.content)
        if not line:
            continue
        known = None if line_tokens is None else line_tokens.get(memory.memory_id)
        price = (counter.count(line) if known is None else known) + newline
        if lines is None and memory.type not in opened:
            price += counter.count(_HEADINGS[memory.type]) + newline
            if opened:
                price += newline
        if price <= remaining:
            chosen.append((memory, line))
            opened.add(memory.type)
            remaining -= price
    headed = lines is None
    text = _layout(chosen, headed=headed)
    while chosen and counter.count(text) > max_tokens:
        chosen.pop()
        text = _layout(chosen, headed=headed)
    return text, [memory for memory, _ in chosen]


def _layout(chosen: Sequence[tuple[Memory, str]], *, headed: bool) -> str:
    in_order = sorted(chosen, key=lambda pair: (_ORDER[pair[0].type], pair[0].memory_id))
    if not headed:
        return "\n".join(line for _, line in in_order)
    blocks: list[str] = []
    for memory_type, heading in SECTIONS:
        section = [line for memory, line in in_order if memory.type is memory_type]
        if section:
            blocks.append("\n".join([heading, *section]))
    return "\n\n".join(blocks)


def clip_to_budget(text: str, *, counter: TokenCounter, max_tokens: int) -> str:
    """Cut `text` at a line, then a word boundary so that `counter.count(result) <= max_tokens`.

    Whole leading lines are kept while they fit, then as many words of the next line as
    fit; only when not even the first word fits is it cut between characters. Cut points
    are found by binary search, so a long text costs O(log n) counts, not O(n).

    Args:
        text: Any text, e.g. LLM output.
        counter: The token counter the budget is measured with.
        max_tokens: The budget.

    Returns:
        `text` unchanged when it fits; otherwise its longest fitting prefix, without
        trailing whitespace ("" when nothing fits).
    """
    if max_tokens <= 0:
        return ""
    if counter.count(text) <= max_tokens:
        return text
    line_ends = list(itertools.accumulate(len(line) for line in text.splitlines(keepends=True)))
    cut = _longest_fitting(text, [0, *line_ends], counter, max_tokens)
    line_end = next((end for end in line_ends if end > cut), len(text))
    word_ends = [cut + match.end() for match in _WORD.finditer(text[cut:line_end])]
    cut = _longest_fitting(text, [cut, *word_ends], counter, max_tokens)
    if cut == 0:
        # One unbroken word over the budget (e.g. unspaced CJK text): cut inside it.
        cut = _longest_fitting(text, range(line_end + 1), counter, max_tokens)
    head = text[:cut].rstrip()
    # A counter that is not monotone in prefixes can defeat the binary search; make sure.
    while head and counter.count(head) > max_tokens:
        head = head[: max(head.rfind(" "), head.rfind("\n"), 0)].rstrip()
    return head


def _longest_fitting(text: str, cuts: Sequence[int], counter: TokenCounter, max_tokens: int) -> int:
    """The last of the ascending `cuts` at which `text[:cut]` fits, by binary search.

    `cuts[0]` is returned when no later cut fits; the caller has checked it fits.
    """
    low, high = 0, len(cuts) - 1
    while low < high:
        middle = (low + high + 1) // 2
        if counter.count(text[: cuts[middle]].rstrip()) <= max_tokens:
            low = middle
        else:
            high = middle - 1
    return cuts[low]


def render_episodes(episodes: Sequence[Episode], *, counter: TokenCounter, max_tokens: int) -> str:
    """A "Recent sessions:" section, newest first, within `max_tokens` (empty if none fit)."""
    if not episodes or max_tokens <= 0:
        return ""
    lines = ["Recent sessions:"]
    for episode in episodes:
        line = f"- {sanitize(episode.goal)} -> {sanitize(episode.outcome)} ({episode.turns} turns)"
        if episode.summary:
            line += f": {sanitize(episode.summary)}"
        lines.append(line)
    text = clip_to_budget("\n".join(lines), counter=counter, max_tokens=max_tokens)
    return text if "\n" in text else ""
