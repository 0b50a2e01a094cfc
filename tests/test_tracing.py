"""OpenTelemetry spans: the span tree of observe, get_policy and recall, and what they may say.

Spans are read from the SDK's in-memory exporter, through a tracer provider given to the
instance; no global provider is set, so tests do not leak spans into each other.
"""

from __future__ import annotations

import re
import subprocess
import sys
import textwrap
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest
from opentelemetry.sdk.trace import ReadableSpan, TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from imprint import Imprint, InvalidInputError, MemoryType
from imprint.adapters.embedders import HashingEmbedder
from imprint.testing import FakeClock
from imprint.tracing import SILENT, Tracing
from tests.llm_fakes import ScriptedModel, standard_handler

REPLY = "Please stop using bullet lists, I prefer prose."
USER = "alice@example.com"


def _exporter() -> tuple[TracerProvider, InMemorySpanExporter]:
    exporter = InMemorySpanExporter()
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(exporter))
    return provider, exporter


def tree(spans: Sequence[ReadableSpan]) -> list[str]:
    """The spans as an indented outline, children in the order they started."""
    children: dict[int | None, list[ReadableSpan]] = {}
    for span in sorted(spans, key=lambda s: s.start_time or 0):
        parent = None if span.parent is None else span.parent.span_id
        children.setdefault(parent, []).append(span)
    lines: list[str] = []

    def walk(parent: int | None, depth: int) -> None:
        for span in children.get(parent, []):
            lines.append("  " * depth + span.name)
            assert span.context is not None
            walk(span.context.span_id, depth + 1)

    walk(None, 0)
    return lines


def named(spans: Sequence[ReadableSpan], name: str) -> dict[str, Any]:
    (span,) = [s for s in spans if s.name == name]
    return dict(span.attributes or {})


def named_attr(span: ReadableSpan, attribute: str) -> object:
    return dict(span.attributes or {}).get(attribute)


def values(spans: Sequence[ReadableSpan]) -> list[str]:
    """Every attribute value and event attribute of the spans, as text."""
    out = []
    for span in spans:
        out += [str(v) for v in (span.attributes or {}).values()]
        for event in span.events:
            out += [str(v) for v in (event.attributes or {}).values()]
        out.append(str(span.status.description))
    return out


def make(
    tmp_path: Path, provider: TracerProvider | None, **kw: Any
) -> tuple[Imprint, ScriptedModel]:
    scripted = ScriptedModel(standard_handler)
    imprint = Imprint(
        "writer",
        store=f"sqlite:///{tmp_path / 'm.db'}",
        model=scripted.model,
        processing_mode="eager",
        clock=FakeClock(),
        tracer_provider=provider,
        **kw,
    )
    return imprint, scripted


async def test_observe_and_get_policy_span_trees(tmp_path: Path) -> None:
    provider, exporter = _exporter()
    imprint, scripted = make(tmp_path, provider)
    async with imprint:
        observation = await imprint.observe(
            user_id=USER, agent_output="Here are the options:\n- a\n- b", user_response=REPLY
        )
        observed, calls = exporter.get_finished_spans(), scripted.total
        exporter.clear()
        policy = await imprint.get_policy(user_id=USER)
        compiled = exporter.get_finished_spans()
        exporter.clear()
        again = await imprint.get_policy(user_id=USER)
        hit = exporter.get_finished_spans()

    assert tree(observed) == [
        "imprint.observe",
        "  imprint.detect",
        "  imprint.derive",
        "  imprint.consolidate",
        "  imprint.persist",
    ]
    top = named(observed, "imprint.observe")
    assert top["imprint.agent"] == "writer"
    assert top["imprint.signal"] == "preference"
    assert top["imprint.memories.created"] == len(observation.created) == 1
    assert top["imprint.llm.calls"] == observation.llm_calls == calls == 2
    assert top["imprint.llm.tokens"] == observation.tokens_used > 0
    assert named(observed, "imprint.detect")["imprint.llm.calls"] == 1
    assert named(observed, "imprint.derive")["imprint.memories.drafted"] == 1
    assert named(observed, "imprint.persist")["imprint.memories.created"] == 1

    assert tree(compiled) == [
        "imprint.get_policy",
        "  imprint.retrieve",
        "  imprint.rank",
        "  imprint.compile",
    ]
    top = named(compiled, "imprint.get_policy")
    assert top["imprint.policy.cache_hit"] is False
    assert top["imprint.memories.selected"] == len(policy.memories) == 1
    assert top["imprint.policy.compiler"] == policy.compiler == "llm:compile.v2"
    assert top["imprint.llm.calls"] == policy.llm_calls == 1
    assert top["imprint.llm.tokens"] == policy.tokens_used > 0
    assert named(compiled, "imprint.retrieve")["imprint.memories.candidates"] == 1
    assert named(compiled, "imprint.rank")["imprint.memories.selected"] == 1
    assert named(compiled, "imprint.compile")["imprint.llm.calls"] == 1

    # A cache hit is found before anything is ranked: one span, no stages.
    assert again.cached
    assert tree(hit) == ["imprint.get_policy"]
    assert named(hit, "imprint.get_policy")["imprint.policy.cache_hit"] is True

    # One user, one hash; never the id itself, nor any text of the turn or the memory.
    spans = [*observed, *compiled, *hit]
    hashes = {str(named_attr(s, "imprint.user")) for s in spans if s.parent is None}
    assert len(hashes) == 1
    assert len(hashes.pop()) == 16
    texts = " ".join(values(spans))
    for secret in (USER, "alice", "bullet", "prose", "Write in prose", "options"):
        assert secret not in texts, secret
    assert not any(k.startswith("imprint.content") for s in spans for k in (s.attributes or {}))


async def test_recall_spans_say_how_and_how_many(tmp_path: Path) -> None:
    provider, exporter = _exporter()
    imprint, _ = make(tmp_path, provider)
    async with imprint:
        for text in ("Prefers tea over coffee.", "Lives in Lisbon.", "Drinks green tea."):
            await imprint.remember(user_id=USER, text=text, type=MemoryType.FACT)
        exporter.clear()
        hits = await imprint.recall(user_id=USER, query="tea", k=1)
        relevance = exporter.get_finished_spans()
        exporter.clear()
        await imprint.recall(user_id=USER, query="tea", by="similarity")
        similarity = exporter.get_finished_spans()
    assert tree(relevance) == ["imprint.recall", "  imprint.retrieve", "  imprint.rank"]
    top = named(relevance, "imprint.recall")
    assert (top["imprint.recall.by"], top["imprint.recall.k"]) == ("relevance", 1)
    assert top["imprint.memories.returned"] == len(hits) == 1
    assert named(relevance, "imprint.retrieve")["imprint.memories.candidates"] == 2
    assert tree(similarity) == ["imprint.recall", "  imprint.retrieve"]
    assert named(similarity, "imprint.recall")["imprint.recall.by"] == "similarity"
    assert "tea" not in " ".join(values([*relevance, *similarity]))


async def test_content_is_recorded_only_when_the_caller_opts_in(tmp_path: Path) -> None:
    provider, exporter = _exporter()
    imprint, _ = make(tmp_path, provider, trace_content=True)
    secret = "sk-ant-" + "a1B2" * 12
    async with imprint:
        await imprint.observe(
            user_id=USER, agent_output="Done.", user_response=f"{REPLY} My key is {secret}"
        )
        policy = await imprint.get_policy(user_id=USER, context="How do I format this?")
        await imprint.recall(user_id=USER, query="prose")
    spans = exporter.get_finished_spans()
    detect = named(spans, "imprint.detect")
    assert REPLY in detect["imprint.content.user_response"]
    assert named(spans, "imprint.derive")["imprint.content.memories"] == (
        "Write in prose rather than lists.",
    )
    asked = named(spans, "imprint.get_policy")
    assert asked["imprint.content.policy"] == policy.text
    assert asked["imprint.content.context"] == "How do I format this?"
    assert named(spans, "imprint.recall")["imprint.content.query"] == "prose"
    assert named(spans, "imprint.recall")["imprint.content.memories"] == (
        "Write in prose rather than lists.",
    )
    # Secret redaction applies to traced text as to stored text.
    assert secret not in " ".join(values(spans))
    # The user id is still hashed.
    assert USER not in " ".join(values(spans))


async def test_a_failed_call_is_recorded_without_its_message(tmp_path: Path) -> None:
    provider, exporter = _exporter()
    imprint, _ = make(tmp_path, provider)
    async with imprint:
        with pytest.raises(InvalidInputError):
            await imprint.recall(user_id=USER, query="tea", k=0)
    (span,) = exporter.get_finished_spans()
    assert span.status.status_code is StatusCode.ERROR
    assert span.status.description == "InvalidInputError"
    (event,) = span.events
    attributes = dict(event.attributes or {})
    assert str(attributes["exception.type"]).endswith("InvalidInputError")
    assert "withheld" in str(attributes["exception.message"])


async def test_user_hashes_are_keyed(tmp_path: Path) -> None:
    one, two, fixed = Tracing(), Tracing(), Tracing(user_key=b"k")
    assert one.user_hash(USER) != two.user_hash(USER)
    assert fixed.user_hash(USER) == Tracing(user_key=b"k").user_hash(USER)
    assert fixed.user_hash(USER) != fixed.user_hash("bob")
    with pytest.raises(InvalidInputError, match="trace_user_key"):
        Imprint("a", store=f"sqlite:///{tmp_path / 'm.db'}", trace_user_key=b"")
    with pytest.raises(InvalidInputError, match="trace_content"):
        Imprint("a", store=f"sqlite:///{tmp_path / 'm.db'}", trace_content="yes")  # type: ignore[arg-type]


async def test_without_a_provider_nothing_is_made(tmp_path: Path) -> None:
    # No provider given and none set globally: the API's proxy provider is in place.
    tracing = Tracing()
    with tracing.span("imprint.observe") as stage:
        assert stage is SILENT
    imprint, _ = make(tmp_path, None)
    async with imprint:
        await imprint.observe(user_id=USER, agent_output="Done.", user_response=REPLY)
        assert (await imprint.get_policy(user_id=USER)).memories


def test_the_core_runs_without_opentelemetry(tmp_path: Path) -> None:
    # `opentelemetry` made unimportable, as on an install without the API.
    script = textwrap.dedent(
        f"""
        import asyncio, sys
        sys.modules["opentelemetry"] = None
        from imprint import Imprint

        async def main():
            async with Imprint("a", store={f"sqlite:///{tmp_path / 'm.db'}"!r},
                               processing_mode="frugal") as imprint:
                await imprint.observe(user_id="u", agent_output="Done.",
                                      user_response="From now on, always answer in French.")
                policy = await imprint.get_policy(user_id="u")
                hits = await imprint.recall(user_id="u", query="French")
                print(len(policy.memories), len(hits))
            assert "opentelemetry.trace" not in sys.modules

        asyncio.run(main())
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.split() == ["1", "1"]


def test_a_global_provider_set_later_is_used(tmp_path: Path) -> None:
    # As `logfire.configure()` or an application's SDK setup does, after Imprint was made;
    # in a child process, since the global provider can be set only once.
    script = textwrap.dedent(
        f"""
        import asyncio
        from opentelemetry import trace
        from opentelemetry.sdk.trace import TracerProvider
        from opentelemetry.sdk.trace.export import SimpleSpanProcessor
        from opentelemetry.sdk.trace.export.in_memory_span_exporter import (
            InMemorySpanExporter,
        )
        from imprint import Imprint

        async def main():
            async with Imprint("a", store={f"sqlite:///{tmp_path / 'm.db'}"!r},
                               processing_mode="frugal") as imprint:
                await imprint.observe(user_id="u", agent_output="Done.", user_response="ok")
                exporter = InMemorySpanExporter()
                provider = TracerProvider()
                provider.add_span_processor(SimpleSpanProcessor(exporter))
                trace.set_tracer_provider(provider)
                with trace.get_tracer("app").start_as_current_span("app.turn"):
                    await imprint.observe(user_id="u", agent_output="Done.", user_response="ok")
            spans = exporter.get_finished_spans()
            parents = {{s.name: s.parent and s.parent.span_id for s in spans}}
            ids = {{s.name: s.context.span_id for s in spans}}
            assert parents["imprint.observe"] == ids["app.turn"], parents
            assert parents["imprint.detect"] == ids["imprint.observe"], parents
            print(sorted(ids))

        asyncio.run(main())
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "['app.turn', 'imprint.detect', 'imprint.observe']"


def test_the_readme_tracing_example_runs_as_written(tmp_path: Path) -> None:
    readme = (Path(__file__).resolve().parents[1] / "README.md").read_text(encoding="utf-8")
    section = readme.split("### Tracing", 1)[1]
    block = section.split("```python", 1)[1].split("```", 1)[0]
    shown = section.split("prints these spans", 1)[1].split("```", 2)[1]
    done = subprocess.run(
        [sys.executable, "-c", block],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    names = re.findall(r'"name": "(imprint\.[a-z_.]+)"', done.stdout)
    expected = [line.split()[0] for line in shown.strip().splitlines()]
    # The console exporter prints a span as it ends: children before their parent.
    assert sorted(names) == sorted(expected)
    assert names.index("imprint.persist") < names.index("imprint.observe")
    assert "rami" not in done.stdout
    assert "paragraphs" not in done.stdout


async def test_with_an_embedder_observe_has_an_embed_stage(tmp_path: Path) -> None:
    provider, exporter = _exporter()
    imprint, _ = make(tmp_path, provider, embedder=HashingEmbedder(64))
    async with imprint:
        await imprint.observe(user_id=USER, agent_output="Done.", user_response=REPLY)
        observed = exporter.get_finished_spans()
        exporter.clear()
        await imprint.get_policy(user_id=USER, context="format")
        asked = exporter.get_finished_spans()
    assert tree(observed) == [
        "imprint.observe",
        "  imprint.detect",
        "  imprint.derive",
        "  imprint.embed",
        "  imprint.consolidate",
        "  imprint.persist",
    ]
    assert named(observed, "imprint.embed")["imprint.texts.embedded"] == 1
    assert tree(asked) == [
        "imprint.get_policy",
        "  imprint.retrieve",
        "  imprint.rank",
        "  imprint.compile",
    ]


async def test_directions_and_reprocessing_have_their_own_call_spans(tmp_path: Path) -> None:
    failing = {"on": True}

    def handler(name: str, text: str) -> Any:
        if failing["on"]:
            return {"kind": "maybe", "confidence": 7}  # invalid output: the turn goes pending
        return standard_handler(name, text)

    provider, exporter = _exporter()
    scripted = ScriptedModel(handler)
    async with Imprint(
        "writer",
        store=f"sqlite:///{tmp_path / 'm.db'}",
        model=scripted.model,
        processing_mode="eager",
        clock=FakeClock(),
        tracer_provider=provider,
    ) as imprint:
        kept = await imprint.observe(user_id=USER, agent_output="Done.", user_response=REPLY)
        pending = exporter.get_finished_spans()
        exporter.clear()
        failing["on"] = False
        (retried,) = await imprint.reprocess_pending()
        reprocessed = exporter.get_finished_spans()
        exporter.clear()
        await imprint.observe_directions(user_id=USER, directions=["Never use emoji."])
        directed = exporter.get_finished_spans()
    assert kept.pending
    assert tree(pending) == ["imprint.observe", "  imprint.detect", "  imprint.persist"]
    assert named(pending, "imprint.observe")["imprint.observation.pending"] is True
    (detect,) = [s for s in pending if s.name == "imprint.detect"]
    assert detect.status.status_code is StatusCode.ERROR
    assert len(retried.created) == 1
    assert tree(reprocessed) == [
        "imprint.reprocess_pending",
        "  imprint.detect",
        "  imprint.derive",
        "  imprint.consolidate",
        "  imprint.persist",
    ]
    assert named(reprocessed, "imprint.reprocess_pending")["imprint.memories.created"] == 1
    assert tree(directed) == ["imprint.observe_directions", "  imprint.persist"]
    assert named(directed, "imprint.observe_directions")["imprint.memories.created"] == 1
    assert "emoji" not in " ".join(values([*pending, *reprocessed, *directed]))
