"""A policy's text is reused across contexts: the context selects, compiled lines are kept.

An agent calls `get_policy(context=message)` every turn; these check that the compile
prompt is not asked per turn, that the text is byte-identical whenever the same memories
are selected (whatever ranked them), and that a changed memory is compiled again.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from imprint import Imprint, MemoryType
from imprint.adapters.tokens import HeuristicTokenCounter
from imprint.policy.lines import PENDING_LINES
from imprint.testing import FakeClock
from tests.llm_fakes import ScriptedModel, notes_of, standard_handler

MEMORIES = [
    (MemoryType.RULE, "Write review comments in full paragraphs."),
    (MemoryType.RULE, "Point out missing tests before style issues."),
    (MemoryType.DECISION, "The team chose PostgreSQL over MySQL for the billing service."),
    (MemoryType.FACT, "The user maintains the payments gateway."),
    (MemoryType.FACT, "The user reads reviews on a phone during the commute."),
    (MemoryType.CONTEXT, "The billing service is being migrated to Kubernetes this quarter."),
]
CONTEXTS = [
    "Can you review my change to the payments gateway?",
    "Did we pick PostgreSQL or MySQL?",
    "How should I format the review comments?",
    "Are we on Kubernetes yet?",
    "Is it fine to skip tests for this small fix?",
]


def compiled(name: str, text: str) -> Any:
    """Compiles each note to a recognisable line: "Mind: <content>"."""
    if name == "compile":
        lines = [{"id": i, "line": f"Mind: {c}", "omit": "no"} for i, _, c in notes_of(text)]
        return {"notes": lines}
    return standard_handler(name, text)


def make(store_url: str, clock: FakeClock, scripted: ScriptedModel | None, **kw: Any) -> Imprint:
    return Imprint(
        "reviewer",
        store=store_url,
        clock=clock,
        model=None if scripted is None else scripted.model,
        processing_mode="frugal",
        agent_description="A code reviewer.",
        **kw,
    )


async def _seed(imprint: Imprint, user_id: str = "u") -> None:
    for kind, text in MEMORIES:
        await imprint.remember(user_id=user_id, text=text, type=kind)


def _compiled_notes(scripted: ScriptedModel) -> list[list[int]]:
    return [
        [i for i, _, _ in notes_of(text)] for name, text in scripted.prompts if name == "compile"
    ]


async def test_contexts_that_select_the_same_memories_get_the_same_bytes_and_one_compile(
    store_url: str, clock: FakeClock
) -> None:
    scripted = ScriptedModel(compiled)
    async with make(store_url, clock, scripted) as imprint:
        await _seed(imprint)
        policies = [await imprint.get_policy(user_id="u", context=c) for c in CONTEXTS]
        # Every context ranked the memories its own way...
        assert len({p.memories[0].memory.memory_id for p in policies}) >= 3
        # ...selected all of them, and got the very same text from one compile request.
        assert {frozenset(p.memory_ids) for p in policies} == {
            frozenset(m.memory_id for m in await imprint.memories(user_id="u"))
        }
        assert len({p.text for p in policies}) == 1
        assert scripted.calls["compile"] == 1
        assert [p.llm_calls for p in policies] == [1, 0, 0, 0, 0]
        # The cache is keyed on the selection: later contexts hit it, explained by their
        # own ranking.
        assert [p.cached for p in policies] == [False, True, True, True, True]
        top = policies[1].memories[0]
        assert top.memory.content.startswith("The team chose PostgreSQL")
        assert top.bm25_rank == 1 and "matched context" in top.reason
        # Without a context too: the same memories, the same text.
        assert (await imprint.get_policy(user_id="u")).text == policies[0].text
        text = policies[0].text
        assert text.splitlines() == [f"Mind: {content}" for _, content in MEMORIES]


async def test_offline_the_same_selection_gives_the_same_text_laid_out_by_type_then_id(
    db_path: Path, clock: FakeClock
) -> None:
    async with make(f"sqlite:///{db_path}", clock, None) as imprint:
        await _seed(imprint)
        policies = [await imprint.get_policy(user_id="u", context=c) for c in CONTEXTS]
        assert len({p.memories[0].memory.memory_id for p in policies}) >= 3
        assert len({p.text for p in policies}) == 1
        assert all(p.compiler == "extractive" and p.llm_calls == 0 for p in policies)
        assert policies[0].text == (
            "Rules:\n"
            "- Write review comments in full paragraphs.\n"
            "- Point out missing tests before style issues.\n\n"
            "Decisions:\n"
            "- The team chose PostgreSQL over MySQL for the billing service.\n\n"
            "Facts about the user:\n"
            "- The user maintains the payments gateway.\n"
            "- The user reads reviews on a phone during the commute.\n\n"
            "Context:\n"
            "- The billing service is being migrated to Kubernetes this quarter."
        )


async def test_the_compile_prompt_is_asked_at_most_once_per_selection_and_memory(
    db_path: Path, clock: FakeClock
) -> None:
    scripted = ScriptedModel(compiled)
    counter = HeuristicTokenCounter()
    async with make(f"sqlite:///{db_path}", clock, scripted, token_counter=counter) as imprint:
        directions = [
            f"Always mention ticket ABC-{i} when reviewing module {i}." for i in range(90)
        ]
        await imprint.observe_directions(user_id="u", directions=directions)
        seen: set[frozenset[int]] = set()
        for n in [3, 40, 3, 88, 12, 70, 88, 5, 64, 77, 89, 0, 40]:
            before = scripted.calls["compile"]
            policy = await imprint.get_policy(
                user_id="u", context=f"review module {n} (ticket ABC-{n})", max_output_tokens=60
            )
            assert counter.count(policy.text) <= 60
            selection = frozenset(policy.memory_ids)
            if selection in seen:
                assert scripted.calls["compile"] == before
            seen.add(selection)
        assert len(seen) >= 8
        batches = _compiled_notes(scripted)
        every = [i for batch in batches for i in batch]
        # No memory's line is ever compiled twice, and the first request compiled more than
        # it needed (the spare memories later contexts selected).
        assert len(every) == len(set(every))
        assert len(batches[0]) == 64
        assert scripted.calls["compile"] <= 3


async def test_a_changed_memory_is_compiled_again_and_a_forgotten_one_leaves_the_text(
    store_url: str, clock: FakeClock
) -> None:
    scripted = ScriptedModel(compiled)
    async with make(store_url, clock, scripted) as imprint:
        # Rules: a changed rule is compiled at once (a waiting fact counts half, see below).
        rule = MemoryType.RULE
        await imprint.remember(user_id="u", text="Uses vim.", key="editor", type=rule)
        await imprint.remember(user_id="u", text="Prefers short reviews.", type=rule)
        first = await imprint.get_policy(user_id="u", context="which editor?")
        assert "Mind: Uses vim." in first.text
        await imprint.remember(user_id="u", text="Uses emacs.", key="editor", type=rule)
        changed = await imprint.get_policy(user_id="u", context="which editor?")
        assert not changed.cached
        assert "Mind: Uses emacs." in changed.text and "vim" not in changed.text
        assert _compiled_notes(scripted)[-1] == [
            m.memory.memory_id for m in changed.memories if m.memory.content == "Uses emacs."
        ]
        calls = scripted.calls["compile"]
        await imprint.forget(user_id="u", key="editor")
        after = await imprint.get_policy(user_id="u", context="which editor?")
        assert not after.cached
        assert after.text == "Mind: Prefers short reviews."
        # The remaining line was reused: nothing to compile.
        assert scripted.calls["compile"] == calls and after.llm_calls == 0


async def test_new_memories_wait_as_written_and_are_compiled_together(
    db_path: Path, clock: FakeClock
) -> None:
    scripted = ScriptedModel(compiled)
    async with make(f"sqlite:///{db_path}", clock, scripted) as imprint:
        await _seed(imprint)
        await imprint.get_policy(user_id="u", context=CONTEXTS[0])
        assert scripted.calls["compile"] == 1
        news = [f"Always mention service number {n}." for n in range(PENDING_LINES)]
        for n, text in enumerate(news[:-1]):
            await imprint.remember(user_id="u", text=text, type=MemoryType.RULE)
            policy = await imprint.get_policy(user_id="u", context=f"service number {n}")
            assert scripted.calls["compile"] == 1
            waiting = [m for m in policy.memories if m.memory.content in news]
            assert len(waiting) == n + 1
            assert all(m.reason.endswith("compiled with the next batch") for m in waiting)
            # Shown as written (no bullet, no heading), among the compiled lines.
            assert all(m.memory.content in policy.text.splitlines() for m in waiting)
            assert policy.compiler.startswith("llm:")
            again = await imprint.get_policy(user_id="u", context=f"service number {n}")
            assert again.cached and again.text == policy.text
            assert [m.reason for m in again.memories] == [m.reason for m in policy.memories]
        await imprint.remember(user_id="u", text=news[-1], type=MemoryType.RULE)
        policy = await imprint.get_policy(user_id="u", context="service number")
        assert scripted.calls["compile"] == 2
        assert sorted(_compiled_notes(scripted)[-1]) == sorted(
            m.memory.memory_id for m in policy.memories if m.memory.content in news
        )
        assert all(f"Mind: {text}" in policy.text.splitlines() for text in news)


async def test_new_facts_wait_for_twice_as_many_as_rules(db_path: Path, clock: FakeClock) -> None:
    scripted = ScriptedModel(compiled)
    async with make(f"sqlite:///{db_path}", clock, scripted) as imprint:
        await _seed(imprint)
        await imprint.get_policy(user_id="u", context=CONTEXTS[0])
        assert scripted.calls["compile"] == 1
        news = [f"The user also owns service number {n}." for n in range(2 * PENDING_LINES)]
        for text in news[:-1]:
            await imprint.remember(user_id="u", text=text, type=MemoryType.FACT)
            policy = await imprint.get_policy(user_id="u", context="service number")
            assert scripted.calls["compile"] == 1
            assert text in policy.text.splitlines()  # shown as written meanwhile
        await imprint.remember(user_id="u", text=news[-1], type=MemoryType.FACT)
        policy = await imprint.get_policy(user_id="u", context="service number")
        assert scripted.calls["compile"] == 2
        assert all(f"Mind: {text}" in policy.text.splitlines() for text in news)


async def test_what_the_model_leaves_out_is_reported_and_not_shown(
    db_path: Path, clock: FakeClock
) -> None:
    def omitting(name: str, text: str) -> Any:
        if name != "compile":
            return standard_handler(name, text)
        lines = []
        for i, _, content in notes_of(text):
            omit = "no"
            if "paragraphs" in content:
                omit = "instructions"
            elif "phone" in content:
                omit = "not_about_user"
            lines.append({"id": i, "line": "" if omit != "no" else content, "omit": omit})
        return {"notes": lines}

    scripted = ScriptedModel(omitting)
    async with make(f"sqlite:///{db_path}", clock, scripted) as imprint:
        await _seed(imprint)
        for context in CONTEXTS[:2]:
            policy = await imprint.get_policy(
                user_id="u", context=context, existing_instructions="Prefer prose."
            )
            (duplicate,) = [d for d in policy.dropped if d.reason == "duplicate"]
            assert duplicate.memory.content.startswith("Write review comments")
            assert "existing instructions" in duplicate.detail
            (held,) = [m for m in policy.memories if "phone" in m.memory.content]
            assert held.reason.endswith("addressed to the agent") and held.tokens == 0
            assert "paragraphs" not in policy.text and "phone" not in policy.text
            assert "PostgreSQL" in policy.text
        assert scripted.calls["compile"] == 1


async def test_agent_loop_pays_a_fraction_of_a_compile_per_turn(
    db_path: Path, clock: FakeClock
) -> None:
    from pydantic_ai import Agent
    from pydantic_ai.messages import ModelMessage, ModelResponse, TextPart
    from pydantic_ai.models.function import AgentInfo, FunctionModel

    from imprint.integrations.pydantic_ai import ImprintMemory

    seen: list[str | None] = []

    def chat(messages: list[ModelMessage], info: AgentInfo) -> ModelResponse:
        seen.append(info.instructions)
        return ModelResponse(parts=[TextPart("Here is my review.")])

    scripted = ScriptedModel(compiled)
    async with make(f"sqlite:///{db_path}", clock, scripted) as imprint:
        await _seed(imprint)
        memory = ImprintMemory(imprint, user_id="u", session_id="s")
        agent = Agent(FunctionModel(chat))
        for context in CONTEXTS * 2:
            await memory.run(agent, context)
        assert scripted.calls["compile"] == 1
        assert len(seen) == 2 * len(CONTEXTS) and len(set(seen)) == 1


async def test_a_memory_left_out_stays_out_when_a_later_request_fails(
    db_path: Path, clock: FakeClock
) -> None:
    state = {"fail": False}

    def flaky(name: str, text: str) -> Any:
        if name != "compile":
            return standard_handler(name, text)
        if state["fail"]:
            return RuntimeError("provider down")
        lines = [
            {
                "id": i,
                "line": "" if "phone" in c else c,
                "omit": "not_about_user" if "phone" in c else "no",
            }
            for i, _, c in notes_of(text)
        ]
        return {"notes": lines}

    scripted = ScriptedModel(flaky)
    async with make(f"sqlite:///{db_path}", clock, scripted) as imprint:
        await _seed(imprint)
        assert "phone" not in (await imprint.get_policy(user_id="u")).text
        state["fail"] = True
        for n in range(PENDING_LINES):
            await imprint.remember(
                user_id="u", text=f"The user also owns service number {n}.", type=MemoryType.RULE
            )
        policy = await imprint.get_policy(user_id="u")
        assert policy.compiler == "extractive" and policy.fallback_reason
        assert "service number 0" in policy.text and "phone" not in policy.text
