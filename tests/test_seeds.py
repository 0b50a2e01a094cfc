"""The design documents' examples run as written and do what the documents say.

The three documents Imprint was designed from sit beside the repository, in
`../shared/seeds/` (see its README); each example is cut out of its document by the lines
around it, so an edited document fails here instead of being skipped. Where an example
needs a model or an API key, the one substitution is made with `swap()`, which names the
text replaced and fails unless it occurs exactly once:

- a model string becomes `model=None` (Imprint's offline mode) or a scripted pydantic-ai
  `FunctionModel`;
- `VoyageEmbedder()` gets an offline client (`VoyageEmbedder(client=...)`), so the real
  `VoyageEmbedder` code runs with hashing vectors of Voyage's size;
- agent-scratchpad's `client = anthropic.Anthropic()` becomes an offline client with the
  same `client.embeddings.create(model=..., input=[...])` shape, and its import
  `from agentscratchpad import Scratchpad` becomes `from imprint import Scratchpad`
  (Imprint does not install a module under another project's name);
- the tutorial's Anthropic client becomes an offline one with `client.messages.create`.

Stores named with `~` land in the test's temporary home; nothing else is changed.
"""

from __future__ import annotations

import ast
import inspect
import json
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from imprint import HashingEmbedder, MemorySource, MemoryType, Scratchpad
from imprint.history import summarize_and_trim, trim_messages
from tests.llm_fakes import ScriptedModel, notes_of

ROOT = Path(__file__).resolve().parent.parent
SEEDS = ROOT.parent / "shared" / "seeds"

pytestmark = pytest.mark.skipif(
    not SEEDS.is_dir(),
    reason=f"the design documents are not at {SEEDS} (they sit beside a checkout, not in "
    f"it, so an sdist or a lone clone has none); nothing to check",
)

IMPRINT_MEM = "imprint-mem-0.1.0-README.txt"
SCRATCHPAD = "agent-scratchpad-README.txt"
TUTORIAL = "episodic-memory-agent-tutorial.txt"


# ---------------------------------------------------------------------------------------
# Cutting examples out of the documents, swapping stand-ins in, running them
# ---------------------------------------------------------------------------------------


def document(name: str) -> str:
    return (SEEDS / name).read_text(encoding="utf-8")


def between(text: str, after: str, before: str | None) -> str:
    """The lines after the one line ending in `after`, up to the next starting `before`.

    `before=None` takes the rest of the document.
    """
    lines = text.splitlines()
    starts = [number for number, line in enumerate(lines) if line.strip().endswith(after)]
    assert len(starts) == 1, f"{after!r} does not end exactly one line: {starts}"
    for end in range(starts[0] + 1, len(lines) + 1):
        if end == len(lines) if before is None else lines[end].startswith(before):
            return "\n".join(lines[starts[0] + 1 : end]).strip("\n") + "\n"
    raise AssertionError(f"no line starting with {before!r} after {after!r}")


def swap(code: str, old: str, new: str) -> str:
    """The one visible substitution of an example: `old` must occur exactly once."""
    assert code.count(old) == 1, f"{old!r} occurs {code.count(old)} times in:\n{code}"
    return code.replace(old, new)


async def run(code: str, namespace: dict[str, Any]) -> None:
    """Run an example as written, top-level `await` included (as in an asyncio REPL)."""
    compiled = compile(code, "<example>", "exec", flags=ast.PyCF_ALLOW_TOP_LEVEL_AWAIT)
    result = eval(compiled, namespace)  # the example's own text, nothing else
    if inspect.iscoroutine(result):
        await result


def run_sync(code: str, namespace: dict[str, Any]) -> None:
    exec(compile(code, "<example>", "exec"), namespace)


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A temporary working directory and home (`~`) for examples that write files."""
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.chdir(tmp_path)
    return tmp_path


class OfflineVoyageClient:
    """Stands in for `voyageai.AsyncClient`: hashing vectors of voyage-3.5-lite's 1024 dims."""

    def __init__(self) -> None:
        self.requests: list[tuple[str, str, list[str]]] = []
        self._hashing = HashingEmbedder(1024)

    async def embed(self, texts: list[str], *, model: str, input_type: str) -> SimpleNamespace:
        self.requests.append((model, input_type, list(texts)))
        return SimpleNamespace(embeddings=self._hashing.embed_array(texts).tolist())


class OfflineEmbeddingsClient:
    """Stands in for agent-scratchpad's `client`: `client.embeddings.create(model, input)`."""

    def __init__(self) -> None:
        self.embeddings = self
        self.models: list[str] = []
        self._hashing = HashingEmbedder(256)

    def create(self, *, model: str, input: list[str]) -> SimpleNamespace:
        self.models.append(model)
        vectors = self._hashing.embed_array(input).tolist()
        return SimpleNamespace(embeddings=[SimpleNamespace(embedding=v) for v in vectors])


class OfflineMessagesClient:
    """Stands in for the tutorial's Anthropic client: `client.messages.create(...)`."""

    def __init__(self) -> None:
        self.messages = self
        self.prompts: list[str] = []

    def create(self, *, model: str, max_tokens: int, messages: list[dict[str, Any]]) -> Any:
        self.prompts.append(messages[-1]["content"])
        return SimpleNamespace(content=[SimpleNamespace(text="Alex builds a RAG pipeline.")])


# ---------------------------------------------------------------------------------------
# imprint-mem 0.1.0 README
# ---------------------------------------------------------------------------------------


def quick_example() -> str:
    return between(document(IMPRINT_MEM), "Quick example", "Models use pydantic-ai")


def _model_stand_in(name: str, text: str) -> Any:
    """Plays the model where balanced mode calls it: compile, and detect on "thanks"."""
    if name == "detect":
        assert "<user_response>\nPerfect, thanks!\n</user_response>" in text
        return {"kind": "none", "confidence": 0.9, "evidence": ""}
    assert name == "compile", name
    ((memory_id, kind, content),) = notes_of(text)
    assert (kind, content) == ("rule", "Write in paragraphs.")  # the memory observe() derived
    line = "Write feedback in paragraphs rather than bullet points."
    return {"notes": [{"id": memory_id, "line": line, "omit": "no"}]}


@pytest.mark.parametrize("model", ["offline", "scripted-model"])
async def test_imprint_mem_quick_example(
    model: str, home: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = quick_example()
    (printed,) = re.findall(r'^# -> "(.*)"$', code, flags=re.MULTILINE)
    namespace: dict[str, Any] = {}
    if model == "offline":
        code = swap(code, 'model="anthropic:claude-haiku-4-5-20251001"', "model=None")
        expected = "Rules:\n- Write in paragraphs."  # the extractive compiler's rendering
    else:
        scripted = ScriptedModel(_model_stand_in)
        namespace["stand_in"] = scripted.model
        code = swap(code, 'model="anthropic:claude-haiku-4-5-20251001"', "model=stand_in")
        expected = printed
    await run(code, namespace)
    imprint = namespace["imprint"]
    try:
        assert capsys.readouterr().out == expected + "\n"
        assert "paragraphs" in printed
        assert (home / ".imprint" / "reviewer.db").is_file()
        # "Most replies carry no signal and nothing is stored."
        nothing = await imprint.observe(
            user_id="rami", agent_output="Here is the review.", user_response="Perfect, thanks!"
        )
        assert nothing.signal is None and not nothing.created
        assert [m.content for m in await imprint.memories(user_id="rami")] == [
            "Write in paragraphs."
        ]
        if model == "scripted-model":
            # Thanks are surely nothing: balanced mode does not ask the model about them.
            assert scripted.calls == {"compile": 1}
    finally:
        await imprint.close()


async def test_imprint_mem_scopes(home: Path) -> None:
    code = between(document(IMPRINT_MEM), "Declare the candidate set on construction:", "A ")
    namespace: dict[str, Any] = {}
    await run("from imprint import Imprint\n" + code, namespace)
    imprint = namespace["imprint"]
    await imprint.connect()
    try:
        assert imprint.scopes == ("project:alpha", "project:beta", "role:reviewer")
        beta = await imprint.observe(
            user_id="rami",
            agent_output="Which database?",
            user_response="Let's go with PostgreSQL for this service.",
            scope="project:beta",
        )
        everywhere = await imprint.observe(
            user_id="rami", agent_output="Done.", user_response="Always use type hints."
        )
        assert [m.scope for m in beta.created] == ["project:beta"]
        assert [m.scope for m in everywhere.created] == ["global"]
        # "A memory matches when its scope is "global" or appears in the requested list.
        # Omitting scopes returns all memories for that user."
        alpha = await imprint.get_policy(user_id="rami", scopes=["project:alpha"])
        assert "type hints" in alpha.text and "PostgreSQL" not in alpha.text
        for scopes in (["project:beta"], None):
            policy = await imprint.get_policy(user_id="rami", scopes=scopes)
            assert "type hints" in policy.text and "PostgreSQL" in policy.text
    finally:
        await imprint.close()


@pytest.fixture
async def reviewer(home: Path) -> Any:
    """The Quick example's `imprint`, offline, after its observe and get_policy."""
    namespace: dict[str, Any] = {}
    code = swap(quick_example(), 'model="anthropic:claude-haiku-4-5-20251001"', "model=None")
    await run(code, namespace)
    try:
        yield namespace["imprint"]
    finally:
        await namespace["imprint"].close()


async def test_imprint_mem_observe_directions(reviewer: Any) -> None:
    code = between(document(IMPRINT_MEM), "how the agent should behave.", "In eager mode")
    namespace: dict[str, Any] = {"imprint": reviewer, "MemorySource": MemorySource}
    await run(code, namespace)
    created = namespace["memories"].created
    assert [m.content for m in created] == [
        "Always respond in English.",
        "Never use bullet points.",
        "Keep responses under 200 words.",
    ]
    assert {(m.type, m.source) for m in created} == {(MemoryType.RULE, MemorySource.USER_EDIT)}
    policy = await reviewer.get_policy(user_id="rami")
    assert "Never use bullet points." in policy.text


async def test_imprint_mem_observe_feedback(reviewer: Any) -> None:
    code = between(document(IMPRINT_MEM), "Feedback loop", "Implicit signals")
    example = code[code.index("# Explicit quality signal") :]
    # The Quick example's get_policy() opened the loop; the example closes it with 0.9.
    await run(example, {"imprint": reviewer})
    closed = [e for e in await reviewer.events(user_id="rami") if e.kind == "loop.closed"]
    assert [e.detail["outcome"] for e in closed] == [0.9]
    assert await reviewer.observe_feedback(user_id="rami", outcome=0.9) is False  # none open


@pytest.mark.parametrize("form", ["document-form", "today-form"])
async def test_imprint_mem_vector_extra(form: str, home: Path) -> None:
    code = between(document(IMPRINT_MEM), "Vector retrieval (imprint-mem[vector])", "When a ")
    voyage = OfflineVoyageClient()
    namespace: dict[str, Any] = {"offline_voyage": voyage}
    code = swap(code, "VoyageEmbedder()", "VoyageEmbedder(client=offline_voyage)")
    if form == "today-form":
        # Today's spelling of the same choice; the store is then the default file.
        code = swap(code, 'SQLiteVecStore("assistant.db")', '"sqlite-vec"')
    await run(code, namespace)
    imprint = namespace["imprint"]
    await imprint.connect()
    try:
        assert imprint.vector_store_name == "sqlite-vec"
        where = "assistant.db" if form == "document-form" else ".imprint/assistant.db"
        assert (home / where).is_file()
        # "observe() embeds each new memory alongside it."
        observed = await imprint.observe(
            user_id="u", agent_output="Tea?", user_response="I prefer green tea in the morning."
        )
        (memory,) = observed.created
        assert ("voyage-3.5-lite", "document", [memory.content]) in voyage.requests
        # "get_policy() switches to hybrid BM25 + dense retrieval when a context string is
        # provided."
        policy = await imprint.get_policy(user_id="u", context="what should I brew for tea?")
        (used,) = policy.memories
        assert used.dense_rank == 1 and used.bm25_rank == 1
        assert ("voyage-3.5-lite", "query", ["what should I brew for tea?"]) in voyage.requests
    finally:
        await imprint.close()


async def test_imprint_mem_online_decay(home: Path) -> None:
    code = between(
        document(IMPRINT_MEM), "Online decay (imprint-mem[online])", "FSRSGradientDecay "
    )
    namespace: dict[str, Any] = {}
    await run(code, namespace)
    imprint = namespace["imprint"]
    async with imprint:
        await imprint.observe(
            user_id="u", agent_output="", user_response="Always answer in French."
        )
        assert (await imprint.get_policy(user_id="u")).memory_ids
        assert await imprint.observe_feedback(user_id="u", outcome=1.0)
        learnt = dict(namespace["FSRSGradientDecay"]().params)
        decay = imprint._decay
        assert decay.events == 1 and decay.params != learnt  # it learnt from the feedback
    # "State is persisted to the agent database and survives restarts."
    await run(code, namespace)
    async with namespace["imprint"] as restarted:
        assert restarted._decay.events == 1 and restarted._decay.params == decay.params


# ---------------------------------------------------------------------------------------
# agent-scratchpad README
# ---------------------------------------------------------------------------------------

_RESULT_LINE = re.compile(r"^\[(-?\d\.\d{4})\] (\w+): (.+)$")


def scratchpad_quickstart() -> tuple[str, list[tuple[str, str]]]:
    """The quickstart's code, and the (key, text) lines its output shows."""
    code = between(document(SCRATCHPAD), "Quickstart", "[0.9341]")
    shown = between(
        document(SCRATCHPAD),
        "print(f\"[{r['score']:.4f}] {r['key']}: {r['text']}\")",
        "Memories persist",
    )
    lines = [_RESULT_LINE.match(line) for line in shown.strip().splitlines()]
    assert all(lines), shown
    code = swap(code, "from agentscratchpad import Scratchpad", "from imprint import Scratchpad")
    code = swap(code, "client = anthropic.Anthropic()", "client = offline_client")
    return code, [(m[2], m[3]) for m in lines if m]


@pytest.fixture
def quickstarted(home: Path, capsys: pytest.CaptureFixture[str]) -> Iterator[dict[str, Any]]:
    """The namespace after the agent-scratchpad quickstart ran; `printed` is its output."""
    code, _ = scratchpad_quickstart()
    namespace: dict[str, Any] = {"offline_client": OfflineEmbeddingsClient()}
    run_sync(code, namespace)
    namespace["printed"] = capsys.readouterr().out
    try:
        yield namespace
    finally:
        namespace["scratchpad"].close()


def check_results(printed: str, shown: list[tuple[str, str]]) -> None:
    """Printed like the document: one `[score] key: text` line per result, best first."""
    lines = [_RESULT_LINE.match(line) for line in printed.strip().splitlines()]
    assert all(lines) and len(lines) == len(shown), printed
    scores = [float(m[1]) for m in lines if m]
    assert all(-1.0 <= s <= 1.0 for s in scores), scores  # cosine similarities
    assert scores == sorted(scores, reverse=True)
    assert lines[0] is not None and (lines[0][2], lines[0][3]) == shown[0]
    texts = dict(shown)
    assert all(m[3] == texts.get(m[2], m[3]) for m in lines if m)


def test_agent_scratchpad_quickstart(quickstarted: dict[str, Any], home: Path) -> None:
    _, shown = scratchpad_quickstart()
    check_results(quickstarted["printed"], shown)
    assert set(quickstarted["offline_client"].models) == {"voyage-3"}
    # "Memories persist to memory.json automatically. On the next run, they load back in."
    # They persist as SQLite beside it: memory.db.
    quickstarted["scratchpad"].close()
    assert (home / "memory.db").is_file() and not (home / "memory.json").exists()
    with Scratchpad(embed_fn=quickstarted["embed"], persist_path="memory.json") as next_run:
        assert [m["key"] for m in next_run.all_memories()] == [
            "user_pref_lang",
            "api_key_note",
            "project_goal",
        ]
        assert (
            next_run.recall("what programming language does the user want?", k=1)[0]["key"]
            == "user_pref_lang"
        )


def test_agent_scratchpad_quickstart_over_an_existing_json_file(
    home: Path, capsys: pytest.CaptureFixture[str], caplog: pytest.LogCaptureFixture
) -> None:
    code, shown = scratchpad_quickstart()
    client = OfflineEmbeddingsClient()
    # A memory.json as agent-scratchpad writes it: a list of key, text, vector, ts.
    earlier = [
        {"key": "user_name", "text": "The user is called Alex.", "ts": 1_700_000_000.0},
        {"key": "user_pref_lang", "text": "The user liked Go once.", "ts": 1_700_000_100.0},
    ]
    for note in earlier:
        note["vector"] = (
            client.create(model="voyage-3", input=[str(note["text"])]).embeddings[0].embedding
        )
    original = json.dumps(earlier)
    (home / "memory.json").write_text(original, encoding="utf-8")
    namespace: dict[str, Any] = {"offline_client": client}
    run_sync(code, namespace)
    try:
        check_results(capsys.readouterr().out, shown)
        notes = {m["key"]: m for m in namespace["scratchpad"].all_memories()}
        assert notes["user_name"]["text"] == "The user is called Alex."
        assert notes["user_name"]["ts"] == 1_700_000_000.0
        # The quickstart's remember() overwrote the key after the import.
        assert notes["user_pref_lang"]["text"] == "The user strongly prefers Python over Go."
    finally:
        namespace["scratchpad"].close()
    assert (home / "memory.json.bak").read_text(encoding="utf-8") == original
    assert not (home / "memory.json").exists()
    (migrated,) = [r for r in caplog.records if "agent-scratchpad notes" in r.getMessage()]
    assert "imported 2 of the 2" in migrated.getMessage()


def test_agent_scratchpad_api_block(quickstarted: dict[str, Any]) -> None:
    block = between(document(SCRATCHPAD), "API", "Max memories and eviction")
    scratchpad = quickstarted["scratchpad"]
    namespace: dict[str, Any] = {
        "scratchpad": scratchpad,
        "key": "deploy_target",
        "text": "Deploys go to the staging cluster first.",
        "query": "where do deploys go?",
    }
    # Each code line runs on its own, then what its comment says is checked.
    checks = {
        "overwrites if key exists": lambda: (
            scratchpad.remember("deploy_target", "Deploys go to production on Fridays."),
            [m["text"] for m in scratchpad.all_memories() if m["key"] == "deploy_target"]
            == ["Deploys go to production on Fridays."],
        )[1],
        "remove by key; no-op if missing": lambda: (
            all(m["key"] != "deploy_target" for m in scratchpad.all_memories())
            and scratchpad.forget("deploy_target") is False
        ),
        "list of {key, text, score}": lambda: (
            bool(namespace["results"])
            and all(set(r) == {"key", "text", "score"} for r in namespace["results"])
            and all(-1.0 <= r["score"] <= 1.0 for r in namespace["results"])
        ),
        "list of {key, text, ts}": lambda: all(
            set(m) == {"key", "text", "ts"} and isinstance(m["ts"], float)
            for m in scratchpad.all_memories()
        ),
        "count of stored memories": lambda: len(scratchpad) == len(scratchpad.all_memories()),
    }
    seen = []
    for line in block.splitlines():
        code, _, comment = line.partition("#")
        if not code.strip():
            continue
        run_sync(code.strip(), namespace)
        seen.append(comment.strip())
        assert checks[comment.strip()](), line
    assert seen == list(checks)
    assert len(namespace["results"]) <= 5  # recall(query, k=5)


def test_agent_scratchpad_eviction(quickstarted: dict[str, Any], home: Path) -> None:
    code = between(document(SCRATCHPAD), "Max memories and eviction", "When the memory store")
    before = sorted(p.name for p in home.iterdir())
    run_sync(code, quickstarted)
    scratchpad = quickstarted["scratchpad"]
    try:
        # "the oldest memory (by insertion timestamp) is evicted before each new remember()"
        for number in range(101):
            scratchpad.remember(f"note_{number}", f"Observation number {number}.")
        assert len(scratchpad) == 100
        keys = [m["key"] for m in scratchpad.all_memories()]
        assert keys == [f"note_{number}" for number in range(1, 101)]
        # No persist_path: kept in memory, nothing written to the working directory.
        assert scratchpad.path is None
        assert sorted(p.name for p in home.iterdir()) == before
    finally:
        scratchpad.close()


def test_agent_scratchpad_bring_your_own_embedder(home: Path) -> None:
    code = between(
        document(SCRATCHPAD),
        "Anything that returns list[float] works:",
        "Cosine similarity is computed",
    )
    namespace: dict[str, Any] = {}
    run_sync("from imprint import Scratchpad\n" + code, namespace)
    scratchpad = namespace["scratchpad"]
    try:
        # The document's vectoriser knows one word, so most texts embed to the zero vector:
        # it still works, with cosine 0 for those.
        scratchpad.remember("a", "A placeholder note.")
        scratchpad.remember("b", "Something else entirely.")
        hits = scratchpad.recall("placeholder", k=2)
        assert [h["key"] for h in hits] == ["a", "b"]
        assert [round(h["score"], 6) for h in hits] == [1.0, 0.0]
        assert list(home.iterdir()) == []
    finally:
        scratchpad.close()


# ---------------------------------------------------------------------------------------
# Episodic memory agent tutorial
# ---------------------------------------------------------------------------------------


def tutorial_sessions() -> list[list[str]]:
    """What the user types in each session of the tutorial's transcript."""
    transcript = between(
        document(TUTORIAL), "python memory_agent.py", "def trim_messages_with_summary"
    )
    sessions = transcript.split("=== Memory Agent ===")[1:]
    return [re.findall(r"^You: (.+)$", session, flags=re.MULTILINE) for session in sessions]


def run_memory_agent(store: str, inputs: list[str]) -> str:
    result = subprocess.run(
        [sys.executable, str(ROOT / "examples" / "memory_agent.py"), "--offline", "--store", store],
        input="".join(f"{line}\n" for line in inputs),
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_tutorial_flow_through_the_memory_agent_example(tmp_path: Path) -> None:
    first, second = tutorial_sessions()
    assert first[-1] == "quit" and second == ["What was I working on last time?"]
    store = f"sqlite:///{tmp_path / 'memory.db'}"
    # "Loaded 0 past episode(s)." ... "[memory] episode saved"
    out = run_memory_agent(store, first)
    assert "0 memories and 0 past sessions" in out
    assert out.count("agent> ") == len(first) - 1  # "quit" ends the session
    # "Loaded 1 past episode(s)." and the agent answers from the last session: the user's
    # name and what they were building are in its instructions.
    out = run_memory_agent(store, second)
    assert "1 past sessions" in out
    (answer,) = [line for line in out.splitlines() if line.startswith("agent> ")]
    assert "Alex" in answer and "RAG pipeline in Python" in answer


def tutorial_functions() -> dict[str, Any]:
    """The tutorial's MAX_TURNS, trim_messages and trim_messages_with_summary, offline."""
    script = between(document(TUTORIAL), "touch memory_agent.py", "python memory_agent.py")
    summary = between(
        document(TUTORIAL),
        "semantic chunking. Would you like to continue?",
        None,
    )
    tree = ast.parse(script + "\n" + summary)
    wanted = {"MAX_TURNS", "trim_messages", "trim_messages_with_summary"}
    kept: list[ast.stmt] = [
        node
        for node in tree.body
        if (isinstance(node, ast.FunctionDef) and node.name in wanted)
        or (isinstance(node, ast.Assign) and {getattr(t, "id", "") for t in node.targets} & wanted)
    ]
    namespace: dict[str, Any] = {"client": OfflineMessagesClient()}
    exec(compile(ast.Module(body=kept, type_ignores=[]), "<tutorial>", "exec"), namespace)
    assert wanted <= namespace.keys()
    return namespace


def chat(pairs: int, *, pending_user: bool) -> list[dict[str, Any]]:
    messages: list[dict[str, Any]] = [
        {"role": "user", "content": "My name is Alex and I'm building a RAG pipeline in Python."},
        {"role": "assistant", "content": "Great to meet you, Alex!"},
    ]
    for number in range(2, pairs + 1):
        messages.append({"role": "user", "content": f"Question {number} about chunking?"})
        messages.append({"role": "assistant", "content": f"Answer {number}."})
    if pending_user:
        messages.append({"role": "user", "content": "And the last question?"})
    return messages


@pytest.mark.parametrize("pending_user", [True, False])
def test_tutorial_trim_messages_shape(
    pending_user: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    tutorial = tutorial_functions()
    turns = tutorial["MAX_TURNS"]
    history = chat(turns + 3, pending_user=pending_user)
    theirs = tutorial["trim_messages"](history)
    assert "context trimmed" in capsys.readouterr().out
    ours = trim_messages(history, max_turns=turns, notice_role="user")
    # The tutorial's shape: a notice in a user message first (its messages go to an API
    # with no system role in the list), then the newest turns, unchanged.
    assert ours[0]["role"] == theirs[0]["role"] == "user"
    assert ours[0]["content"] == f"[{len(history) - len(ours) + 1} earlier messages omitted]"
    # The tutorial keeps the last 2 * MAX_TURNS messages; Imprint keeps whole turns, so
    # with a user message pending it does not keep that turn's orphaned answer.
    assert ours[1:] == theirs[2 if pending_user else 1 :]
    assert ours[1]["role"] == "user"
    assert {m["role"] for m in ours} == {"user", "assistant"}
    # Under the limit nothing changes; the next turn replaces the notice instead of adding one.
    assert trim_messages(history[: 2 * turns], max_turns=turns, notice_role="user") == (
        tutorial["trim_messages"](history[: 2 * turns])
    )
    later = trim_messages(
        [*ours, {"role": "assistant", "content": "A."}, {"role": "user", "content": "Q?"}],
        max_turns=turns,
        notice_role="user",
    )
    assert [m["content"] for m in later].count(ours[0]["content"]) == 0
    assert sum("earlier messages omitted" in m["content"] for m in later) == 1


async def test_tutorial_trim_messages_with_summary_shape(
    capsys: pytest.CaptureFixture[str],
) -> None:
    tutorial = tutorial_functions()
    turns = tutorial["MAX_TURNS"]
    history = chat(turns + 3, pending_user=False)
    theirs = tutorial["trim_messages_with_summary"](history)
    assert "summarised" in capsys.readouterr().out
    assert theirs[0] == {
        "role": "user",
        "content": "[Earlier turns summarised]: Alex builds a RAG pipeline.",
    }
    # Offline (no summarizer) the summary is extractive: the dropped user messages' first
    # sentences, so the key facts survive.
    ours = await summarize_and_trim(history, max_turns=turns, notice_role="user")
    assert ours[0]["role"] == "user"
    assert ours[0]["content"].startswith("[Summary of 6 earlier messages]")
    assert "My name is Alex and I'm building a RAG pipeline in Python." in ours[0]["content"]
    assert ours[1:] == theirs[1:]
