from __future__ import annotations

import copy
from collections.abc import Mapping, Sequence
from pathlib import Path
from string import Template
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from pydantic_ai import Agent
from pydantic_ai.messages import (
    ModelMessage,
    ModelRequest,
    ModelResponse,
    SystemPromptPart,
    TextPart,
    ToolCallPart,
    ToolReturnPart,
    UserPromptPart,
)
from pydantic_ai.models.test import TestModel

from imprint.errors import InvalidInputError
from imprint.history import summarize_and_trim, transcript, trim_messages


class WordCounter:
    """One token per whitespace-separated word: easy to reason about in budgets."""

    def count(self, text: str) -> int:
        return len(text.split())


def system(text: str) -> dict[str, Any]:
    return {"role": "system", "content": text}


def user(text: str) -> dict[str, Any]:
    return {"role": "user", "content": text}


def assistant(text: str) -> dict[str, Any]:
    return {"role": "assistant", "content": text}


def conversation(turns: int) -> list[dict[str, Any]]:
    messages = [system("You are terse.")]
    for number in range(1, turns + 1):
        messages += [user(f"Question {number}. More detail."), assistant(f"Answer {number}.")]
    return messages


def contents(messages: Sequence[Mapping[str, Any]], role: str) -> list[Any]:
    return [message["content"] for message in messages if message["role"] == role]


def cost(messages: Sequence[Mapping[str, Any]]) -> int:
    return sum(WordCounter().count(transcript([message])) for message in messages)


# -- turn and token budgets ---------------------------------------------------------------


def test_max_turns_keeps_the_last_turns_and_says_how_many_messages_went() -> None:
    result = trim_messages(conversation(4), max_turns=2)

    assert result == [
        system("You are terse."),
        system("[4 earlier messages omitted]"),
        user("Question 3. More detail."),
        assistant("Answer 3."),
        user("Question 4. More detail."),
        assistant("Answer 4."),
    ]


def test_within_budget_returns_an_equal_copy_without_notice() -> None:
    messages = conversation(3)

    result = trim_messages(messages, max_turns=3, max_tokens=1000)

    assert result == messages
    assert result is not messages
    assert trim_messages([]) == []


def test_max_tokens_counts_the_whole_result_including_notice() -> None:
    messages = conversation(5)
    counter = WordCounter()

    for budget in range(10, cost(messages) + 1):
        result = trim_messages(messages, max_tokens=budget, counter=counter)
        kept = contents(result, "user")
        if len(kept) > 1:
            assert cost(result) <= budget
        # One more turn would not have fitted.
        if len(kept) < 5:
            bigger = trim_messages(messages, max_turns=len(kept) + 1)
            assert cost(bigger) > budget


def test_max_tokens_example() -> None:
    # system 4 + notice 5 ("system: [4 earlier messages omitted]") + 2 turns of 5 + 3 words;
    # a third turn would need 8 more.
    result = trim_messages(conversation(4), max_tokens=4 + 5 + 16 + 7, counter=WordCounter())

    assert contents(result, "user") == ["Question 3. More detail.", "Question 4. More detail."]


def test_the_last_turn_is_kept_even_when_it_alone_is_over_budget() -> None:
    messages = [*conversation(2), user("word " * 50), assistant("ok")]

    result = trim_messages(messages, max_tokens=5, counter=WordCounter())

    assert result == [
        system("You are terse."),
        system("[4 earlier messages omitted]"),
        *messages[-2:],
    ]


def test_turn_and_token_budgets_apply_together() -> None:
    messages = conversation(6)

    by_turns = trim_messages(messages, max_turns=2, max_tokens=1000, counter=WordCounter())
    by_tokens = trim_messages(messages, max_turns=5, max_tokens=25, counter=WordCounter())

    assert contents(by_turns, "user") == ["Question 5. More detail.", "Question 6. More detail."]
    assert contents(by_tokens, "user") == ["Question 5. More detail.", "Question 6. More detail."]


def test_default_counter_is_about_four_characters_per_token() -> None:
    messages = [user("x" * 400), assistant("y" * 400), user("z" * 40), assistant("ok")]

    result = trim_messages(messages, max_tokens=40)

    assert contents(result, "user") == ["z" * 40]


# -- notices ------------------------------------------------------------------------------


def test_notice_can_be_left_out() -> None:
    result = trim_messages(conversation(3), max_turns=1, notice=False)

    assert result == [system("You are terse."), *conversation(3)[-2:]]


def test_one_notice_on_re_trim_with_the_count_carried_forward() -> None:
    once = trim_messages(conversation(5), max_turns=3)
    twice = trim_messages(once, max_turns=1)

    assert contents(once, "system") == ["You are terse.", "[4 earlier messages omitted]"]
    assert contents(twice, "system") == ["You are terse.", "[8 earlier messages omitted]"]
    assert contents(twice, "user") == ["Question 5. More detail."]
    assert trim_messages(once, max_turns=3) == once
    assert trim_messages(twice, max_turns=1) == twice


def test_a_user_notice_for_apis_without_a_system_role() -> None:
    # Anthropic's messages.create(system=..., messages=...) takes no "system" message.
    messages = conversation(5)[1:]
    once = trim_messages(messages, max_turns=3, notice_role="user")
    twice = trim_messages(once, max_turns=1, notice_role="user")

    assert once[0] == user("[4 earlier messages omitted]")
    assert once[1:] == messages[-6:]
    assert twice == [user("[8 earlier messages omitted]"), *messages[-2:]]
    assert trim_messages(twice, max_turns=1, notice_role="user") == twice
    assert {m["role"] for m in twice} == {"user", "assistant"}


def test_a_user_notice_comes_after_the_system_messages() -> None:
    result = trim_messages(conversation(3), max_turns=1, notice_role="user")

    assert result[:2] == [system("You are terse."), user("[4 earlier messages omitted]")]


async def test_a_user_summary_is_carried_forward_like_a_system_one() -> None:
    async def summarizer(text: str) -> str:
        return f"summary of {len(text.splitlines())} lines"

    messages = conversation(4)[1:]
    once = await summarize_and_trim(
        messages, max_turns=3, summarizer=summarizer, notice_role="user"
    )
    twice = await summarize_and_trim(once, max_turns=1, summarizer=summarizer, notice_role="user")
    kept = trim_messages(twice, max_turns=1, notice_role="user")

    assert once[0] == user("[Summary of 2 earlier messages]\nsummary of 2 lines")
    assert twice == [user("[Summary of 6 earlier messages]\nsummary of 5 lines"), *messages[-2:]]
    assert kept == twice  # a summary is not a notice: trimming keeps it


def test_pydantic_histories_keep_a_system_notice() -> None:
    result = trim_messages(pydantic_history(), max_turns=1, notice_role="user")

    assert system_texts(result) == ["Be brief.", "[4 earlier messages omitted]"]


def test_notice_role_is_system_or_user() -> None:
    with pytest.raises(InvalidInputError, match="notice_role must be 'system' or 'user'"):
        trim_messages(conversation(3), max_turns=1, notice_role="assistant")  # type: ignore[call-overload]


def test_one_message_is_singular() -> None:
    messages = [user("Hi."), user("Hello?"), assistant("Hey.")]

    result = trim_messages(messages, max_turns=1)

    assert result == [system("[1 earlier message omitted]"), user("Hello?"), assistant("Hey.")]


def test_stale_notice_is_removed_when_notice_is_off() -> None:
    once = trim_messages(conversation(4), max_turns=2)

    assert trim_messages(once, max_turns=1, notice=False) == [
        system("You are terse."),
        *conversation(4)[-2:],
    ]


# -- system messages, preamble, tool calls ------------------------------------------------


def test_system_messages_in_dropped_turns_move_to_the_head() -> None:
    messages = [
        system("Rule one."),
        user("a"),
        {"role": "developer", "content": "Rule two."},
        assistant("b"),
        user("c"),
        system("Rule three."),
        assistant("d"),
    ]

    result = trim_messages(messages, max_turns=1)

    assert result == [
        system("Rule one."),
        {"role": "developer", "content": "Rule two."},
        system("[2 earlier messages omitted]"),
        user("c"),
        system("Rule three."),
        assistant("d"),
    ]


def test_preamble_before_the_first_user_message_goes_with_the_first_turn() -> None:
    messages = [system("s"), assistant("Welcome!"), user("a"), assistant("b")]

    assert trim_messages(messages, max_turns=1) == messages
    assert trim_messages(messages, max_tokens=7, counter=WordCounter()) == [
        system("s"),
        system("[1 earlier message omitted]"),
        user("a"),
        assistant("b"),
    ]


def test_openai_tool_calls_stay_with_their_turn() -> None:
    call = {"id": "c1", "type": "function", "function": {"name": "weather", "arguments": "{}"}}
    messages = [
        user("Weather?"),
        {"role": "assistant", "content": None, "tool_calls": [call]},
        {"role": "tool", "tool_call_id": "c1", "content": "sunny"},
        assistant("Sunny."),
        user("Thanks."),
        assistant("Welcome."),
    ]

    result = trim_messages(messages, max_turns=2)

    assert result == messages
    assert trim_messages(messages, max_turns=1)[1:] == messages[4:]
    assert transcript(messages[:3]) == ("user: Weather?\nassistant: call weather({})\ntool: sunny")


def test_anthropic_tool_result_in_a_user_message_does_not_start_a_turn() -> None:
    messages = [
        user("Weather?"),
        {
            "role": "assistant",
            "content": [
                {"type": "text", "text": "Checking."},
                {"type": "tool_use", "id": "t1", "name": "weather", "input": {"city": "Oslo"}},
            ],
        },
        {
            "role": "user",
            "content": [{"type": "tool_result", "tool_use_id": "t1", "content": "snow"}],
        },
        assistant("Snow."),
    ]

    assert trim_messages(messages, max_turns=1) == messages
    assert transcript(messages) == (
        "user: Weather?\n"
        "assistant: Checking.\n"
        'assistant: call weather({"city": "Oslo"})\n'
        "tool: snow\n"
        "assistant: Snow."
    )


def test_inputs_are_not_mutated_and_results_do_not_alias_them() -> None:
    messages = conversation(4)
    before = copy.deepcopy(messages)

    result = trim_messages(messages, max_turns=2)
    result[-1]["content"] = "changed"
    unchanged = trim_messages(messages, max_turns=10)
    unchanged[0]["content"] = "changed"

    assert messages == before


async def test_summarize_does_not_mutate_inputs() -> None:
    messages = conversation(4)
    before = copy.deepcopy(messages)

    await summarize_and_trim(messages, max_turns=1)

    assert messages == before


# -- summaries ----------------------------------------------------------------------------


async def test_summary_replaces_exactly_the_dropped_turns() -> None:
    messages = conversation(5)
    seen: list[str] = []

    async def summarizer(text: str) -> str:
        seen.append(text)
        return "The user asked three questions."

    result = await summarize_and_trim(messages, max_turns=2, summarizer=summarizer)

    assert seen == [transcript(messages[1:7])]
    assert result == [
        system("You are terse."),
        system("[Summary of 6 earlier messages]\nThe user asked three questions."),
        *messages[7:],
    ]
    gone = set(contents(messages, "user")) - set(contents(result, "user"))
    assert gone == {
        "Question 1. More detail.",
        "Question 2. More detail.",
        "Question 3. More detail.",
    }


async def test_summary_input_leaves_out_system_messages_which_are_kept() -> None:
    messages = [user("a"), system("Rule."), assistant("b"), user("c"), assistant("d")]
    seen: list[str] = []

    async def summarizer(text: str) -> str:
        seen.append(text)
        return "Said a."

    result = await summarize_and_trim(messages, max_turns=1, summarizer=summarizer)

    assert seen == ["user: a\nassistant: b"]
    assert result == [
        system("Rule."),
        system("[Summary of 2 earlier messages]\nSaid a."),
        user("c"),
        assistant("d"),
    ]


async def test_offline_summary_is_the_first_sentence_of_each_dropped_user_message() -> None:
    messages = [
        user("Book a flight to Oslo. I fly on Monday."),
        assistant("Done."),
        user("book a flight  to oslo."),
        assistant("Already done."),
        user("Also a hotel!\nNear the station."),
        assistant("Done."),
        user("Thanks."),
        assistant("Welcome."),
    ]

    result = await summarize_and_trim(messages, max_turns=1)

    assert result == [
        system(
            "[Summary of 6 earlier messages]\n"
            "Earlier, the user said:\n- Book a flight to Oslo.\n- Also a hotel!"
        ),
        user("Thanks."),
        assistant("Welcome."),
    ]


async def test_repeated_summaries_carry_the_earlier_summary_forward() -> None:
    seen: list[str] = []

    async def summarizer(text: str) -> str:
        seen.append(text)
        return f"summary {len(seen)}"

    once = await summarize_and_trim(conversation(4), max_turns=3, summarizer=summarizer)
    twice = await summarize_and_trim(once, max_turns=1, summarizer=summarizer)

    assert seen[1] == (
        "summary of earlier turns: summary 1\n"
        "user: Question 2. More detail.\nassistant: Answer 2.\n"
        "user: Question 3. More detail.\nassistant: Answer 3."
    )
    assert contents(twice, "system") == [
        "You are terse.",
        "[Summary of 6 earlier messages]\nsummary 2",
    ]
    assert contents(twice, "user") == ["Question 4. More detail."]


async def test_offline_summaries_accumulate_items_across_trims() -> None:
    once = await summarize_and_trim(conversation(4), max_turns=3)
    twice = await summarize_and_trim(once, max_turns=1)

    assert contents(twice, "system")[1] == (
        "[Summary of 6 earlier messages]\nEarlier, the user said:\n"
        "- Question 1.\n- Question 2.\n- Question 3."
    )


async def test_nothing_dropped_means_no_summarizer_call() -> None:
    async def summarizer(text: str) -> str:
        raise AssertionError("not expected")

    messages = conversation(2)

    assert await summarize_and_trim(messages, max_turns=2, summarizer=summarizer) == messages


async def test_trim_after_summary_keeps_the_summary_and_adds_one_notice() -> None:
    summarized = await summarize_and_trim(conversation(4), max_turns=3)

    result = trim_messages(summarized, max_turns=1)

    assert contents(result, "system") == [
        "You are terse.",
        "[Summary of 2 earlier messages]\nEarlier, the user said:\n- Question 1.",
        "[4 earlier messages omitted]",
    ]


async def test_summary_is_cut_to_its_token_budget_and_reserved_in_max_tokens() -> None:
    async def wordy(text: str) -> str:
        return "word " * 100

    messages = conversation(4)
    result = await summarize_and_trim(
        messages,
        max_tokens=40,
        summarizer=wordy,
        counter=WordCounter(),
        max_summary_tokens=10,
    )

    summary = contents(result, "system")[1]
    assert WordCounter().count(summary.split("\n", 1)[1]) <= 10
    assert summary.endswith(" ...")
    assert cost(result) <= 40
    assert contents(result, "user") == ["Question 3. More detail.", "Question 4. More detail."]


async def test_empty_summary_falls_back_to_the_offline_one() -> None:
    async def blank(text: str) -> str:
        return "  "

    result = await summarize_and_trim(conversation(2), max_turns=1, summarizer=blank)

    assert contents(result, "system")[1] == (
        "[Summary of 2 earlier messages]\nEarlier, the user said:\n- Question 1."
    )


# -- pydantic-ai message lists ------------------------------------------------------------


def pydantic_history() -> list[ModelMessage]:
    return [
        ModelRequest(parts=[SystemPromptPart("Be brief."), UserPromptPart("Weather in Paris?")]),
        ModelResponse(parts=[ToolCallPart("weather", {"city": "Paris"}, tool_call_id="c1")]),
        ModelRequest(parts=[ToolReturnPart("weather", "sunny", tool_call_id="c1")]),
        ModelResponse(parts=[TextPart("Sunny in Paris.")]),
        ModelRequest(parts=[UserPromptPart("And Rome?")]),
        ModelResponse(parts=[ToolCallPart("weather", '{"city": "Rome"}', tool_call_id="c2")]),
        ModelRequest(parts=[ToolReturnPart("weather", "rain", tool_call_id="c2")]),
        ModelResponse(parts=[TextPart("Rain in Rome.")]),
    ]


def system_texts(messages: Sequence[ModelMessage]) -> list[str]:
    return [
        part.content
        for message in messages
        for part in message.parts
        if isinstance(part, SystemPromptPart)
    ]


def tool_call_ids(messages: Sequence[ModelMessage], part_type: type[Any]) -> list[str]:
    return [
        part.tool_call_id
        for message in messages
        for part in message.parts
        if isinstance(part, part_type)
    ]


def test_pydantic_turn_budget_keeps_tool_calls_with_their_returns() -> None:
    messages = pydantic_history()

    result = trim_messages(messages, max_turns=1)

    assert system_texts(result) == ["Be brief.", "[4 earlier messages omitted]"]
    assert result[1:] == messages[4:]
    assert all(a is b for a, b in zip(result[1:], messages[4:], strict=True))
    assert tool_call_ids(result, ToolCallPart) == tool_call_ids(result, ToolReturnPart) == ["c2"]


def test_pydantic_token_budget_never_splits_a_call_from_its_return() -> None:
    messages = pydantic_history()
    counter = WordCounter()

    for budget in range(1, 80):
        result = trim_messages(messages, max_tokens=budget, counter=counter)
        assert tool_call_ids(result, ToolCallPart) == tool_call_ids(result, ToolReturnPart)
        assert isinstance(result[0], ModelRequest)
        assert "Be brief." in system_texts(result)


def test_pydantic_re_trim_keeps_one_notice() -> None:
    messages = [*pydantic_history(), ModelRequest(parts=[UserPromptPart("Bye.")])]

    once = trim_messages(messages, max_turns=2)
    twice = trim_messages(once, max_turns=1)

    assert system_texts(twice) == ["Be brief.", "[8 earlier messages omitted]"]
    assert twice[1:] == messages[-1:]
    assert trim_messages(twice, max_turns=1) == twice


def test_pydantic_notice_merged_into_a_turn_is_replaced_not_kept() -> None:
    # pydantic-ai merges the head request holding the notice into the request after it, so
    # a notice turns up inside a kept turn; the next trim must replace it, not keep it
    # beside a new one (this once left one notice per turn in `ImprintMemory`'s history).
    history: list[ModelMessage] = []
    for n in range(6):
        history = trim_messages(history, max_turns=2)
        if len(history) > 1 and not any(isinstance(p, UserPromptPart) for p in history[0].parts):
            head, first = history[0], history[1]
            assert isinstance(head, ModelRequest) and isinstance(first, ModelRequest)
            history = [ModelRequest(parts=[*head.parts, *first.parts]), *history[2:]]
        history += [
            ModelRequest(parts=[UserPromptPart(f"Question {n}?")]),
            ModelResponse(parts=[TextPart(f"Answer {n}.")]),
        ]

    result = trim_messages(history, max_turns=2)

    assert system_texts(result) == ["[8 earlier messages omitted]"]
    assert len(result) == 1 + 2 * 2


async def test_pydantic_summary_merged_into_a_turn_is_carried_forward_once() -> None:
    merged = ModelRequest(
        parts=[
            SystemPromptPart("[Summary of 2 earlier messages]\nThe user likes prose."),
            UserPromptPart("Second?"),
        ]
    )
    history: list[ModelMessage] = [
        merged,
        ModelResponse(parts=[TextPart("Two.")]),
        ModelRequest(parts=[UserPromptPart("Third?")]),
        ModelResponse(parts=[TextPart("Three.")]),
    ]
    seen: list[str] = []

    async def summarizer(text: str) -> str:
        seen.append(text)
        return "Prose; asked two things."

    result = await summarize_and_trim(history, max_turns=1, summarizer=summarizer)

    assert seen[0].startswith("summary of earlier turns: The user likes prose.")
    assert system_texts(result) == ["[Summary of 4 earlier messages]\nProse; asked two things."]


def test_pydantic_return_sharing_a_request_with_a_prompt_stays_in_its_turn() -> None:
    messages: list[ModelMessage] = [
        ModelRequest(parts=[UserPromptPart("Look it up.")]),
        ModelResponse(parts=[ToolCallPart("lookup", {}, tool_call_id="c1")]),
        ModelRequest(
            parts=[ToolReturnPart("lookup", "found", tool_call_id="c1"), UserPromptPart("More?")]
        ),
        ModelResponse(parts=[TextPart("Here.")]),
    ]

    assert trim_messages(messages, max_turns=1) == messages


def test_pydantic_inputs_are_not_mutated() -> None:
    messages = pydantic_history()
    before = copy.deepcopy(messages)

    trim_messages(messages, max_turns=1)

    assert messages == before


async def test_pydantic_summary_gets_exactly_the_dropped_turns() -> None:
    messages = pydantic_history()
    seen: list[str] = []

    async def summarizer(text: str) -> str:
        seen.append(text)
        return "Paris was sunny."

    result = await summarize_and_trim(messages, max_turns=1, summarizer=summarizer)

    assert seen == [
        "user: Weather in Paris?\n"
        'assistant: call weather({"city": "Paris"})\n'
        "tool: weather -> sunny\n"
        "assistant: Sunny in Paris."
    ]
    assert system_texts(result) == [
        "Be brief.",
        "[Summary of 4 earlier messages]\nParis was sunny.",
    ]
    assert result[1:] == messages[4:]


async def test_pydantic_ai_accepts_a_trimmed_history() -> None:
    trimmed = await summarize_and_trim(pydantic_history(), max_turns=1)
    agent = Agent(TestModel())

    run = await agent.run("And Berlin?", message_history=trimmed)

    assert run.output
    sent = run.all_messages()
    assert tool_call_ids(sent, ToolCallPart) == tool_call_ids(sent, ToolReturnPart) == ["c2"]


def test_transcript_of_pydantic_messages_is_compact() -> None:
    long_result = "x" * 500
    messages: list[ModelMessage] = [
        ModelRequest(parts=[UserPromptPart("Fetch.")]),
        ModelResponse(parts=[ToolCallPart("fetch", {"url": "u"}, tool_call_id="c1")]),
        ModelRequest(parts=[ToolReturnPart("fetch", long_result, tool_call_id="c1")]),
        ModelResponse(parts=[TextPart("Line one.\nLine two.")]),
    ]

    lines = transcript(messages).split("\n")

    assert lines[:2] == ["user: Fetch.", 'assistant: call fetch({"url": "u"})']
    assert lines[2] == "tool: fetch -> " + "x" * 200 + "..."
    assert lines[3:] == ["assistant: Line one.", "  Line two."]


def test_summarize_prompt_quotes_the_transcript_as_data() -> None:
    path = Path(__file__).resolve().parent.parent / "prompts" / "summarize.v1.md"
    template = Template(path.read_text(encoding="ascii"))

    rendered = template.substitute(transcript=transcript(conversation(1)), max_words=80)

    assert set(template.get_identifiers()) == {"transcript", "max_words"}
    assert "<transcript>\nsystem: You are terse.\nuser: Question 1." in rendered
    assert "at most 80 words" in rendered


# -- invalid input ------------------------------------------------------------------------


@pytest.mark.parametrize("value", [0, -1, True, 1.5, "3"])
@pytest.mark.parametrize("name", ["max_turns", "max_tokens"])
def test_budgets_must_be_positive_ints(name: str, value: object) -> None:
    budget: dict[str, Any] = {name: value}

    with pytest.raises(InvalidInputError, match=name):
        trim_messages(conversation(2), **budget)


@pytest.mark.parametrize("name", ["max_turns", "max_tokens", "max_summary_tokens"])
async def test_summarize_budgets_must_be_positive_ints(name: str) -> None:
    budget: dict[str, Any] = {name: 0}

    with pytest.raises(InvalidInputError, match=name):
        await summarize_and_trim(conversation(2), **budget)


@pytest.mark.parametrize(
    "bad",
    [
        "hello",
        {"content": "no role"},
        {"role": "user"},
        {"role": 1, "content": "x"},
        ("user", "hi"),
        None,
    ],
)
def test_a_message_of_unknown_shape_is_named_by_index(bad: object) -> None:
    messages: list[Any] = [user("a"), bad]

    with pytest.raises(InvalidInputError, match=r"messages\[1\]"):
        trim_messages(messages, max_turns=1)
    with pytest.raises(InvalidInputError, match=r"messages\[1\]"):
        transcript(messages)


def test_dicts_and_pydantic_messages_do_not_mix() -> None:
    messages: list[Any] = [user("a"), ModelRequest(parts=[UserPromptPart("b")])]

    with pytest.raises(InvalidInputError, match=r"messages\[1\] is a pydantic-ai message"):
        trim_messages(messages)


def test_messages_must_be_a_list() -> None:
    bad: Any = "user: hi"

    with pytest.raises(InvalidInputError, match="list of messages"):
        trim_messages(bad)


# -- properties ---------------------------------------------------------------------------

ROLES = st.sampled_from(["system", "user", "assistant", "assistant"])
MESSAGES = st.lists(
    st.builds(
        lambda role, words: {"role": role, "content": " ".join(words)},
        ROLES,
        st.lists(st.sampled_from(["a", "bb", "ccc", "dd. ee"]), min_size=1, max_size=6),
    ),
    max_size=25,
)


def is_notice(message: Mapping[str, Any]) -> bool:
    return message["role"] == "system" and str(message["content"]).endswith("omitted]")


@given(
    MESSAGES,
    st.none() | st.integers(min_value=1, max_value=6),
    st.none() | st.integers(min_value=1, max_value=80),
)
def test_trim_keeps_system_messages_and_a_suffix_of_whole_turns(
    messages: list[dict[str, Any]], max_turns: int | None, max_tokens: int | None
) -> None:
    result = trim_messages(
        messages, max_turns=max_turns, max_tokens=max_tokens, counter=WordCounter()
    )

    notices = [message for message in result if is_notice(message)]
    rest = [message for message in result if not is_notice(message)]
    assert [m for m in rest if m["role"] == "system"] == [
        m for m in messages if m["role"] == "system"
    ]
    kept = [m for m in rest if m["role"] != "system"]
    spoken = [m for m in messages if m["role"] != "system"]
    assert kept == spoken[len(spoken) - len(kept) :]
    if len(kept) < len(spoken):
        assert kept[0]["role"] == "user"
        omitted = len(spoken) - len(kept)
        plural = "" if omitted == 1 else "s"
        assert notices == [system(f"[{omitted} earlier message{plural} omitted]")]
    else:
        assert notices == []
    turns = sum(m["role"] == "user" for m in kept)
    if max_turns is not None:
        assert turns <= max_turns
    if max_tokens is not None and turns > 1:
        assert cost(result) <= max_tokens
    assert (
        trim_messages(result, max_turns=max_turns, max_tokens=max_tokens, counter=WordCounter())
        == result
    )
