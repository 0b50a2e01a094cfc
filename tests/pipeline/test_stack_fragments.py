"""A stack listed without a verb is the user's; a list of other things or a question is not."""

from __future__ import annotations

import pytest

from imprint.pipeline.stack_fragments import stack_fragment


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        ("Laravel 10 app, mysql 8, queues on redis.", ["laravel", "redis"]),
        ("our billing api, go + chi + pgx on postgres", ["billing api", "postgres"]),
        ("vue 3 + vite, solo dev", ["vue", "vite"]),
        ("spring boot service, kafka, deployed on aws", ["spring boot", "kafka"]),
        ("my side project - svelte + supabase", ["side project", "supabase"]),
        ("unity 2022 game, c#, targeting android", ["unity", "android"]),
        ("nextjs + prisma, hosted on vercel", ["prisma", "vercel"]),
        ("swift + swiftui, ios 17 only", ["swiftui"]),
        ("landing page site in hugo, 4 pages", ["hugo"]),
        ("discord bot in python, 300 servers", ["discord bot", "python"]),
    ],
)
def test_a_verbless_stack_list_is_kept(sentence: str, words: list[str]) -> None:
    told = stack_fragment(sentence)
    assert told is not None, sentence
    for word in words:
        assert word in told.lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "the error is in React, any ideas",
        "eggs, milk, bread and butter",
        "python, why is this slow?",
        "we tried redis, it was too slow",
        "Paris, Rome, Vienna in ten days",
        "birthday app in the works, more soon",
        "quick question, is postgres better than mysql",
    ],
)
def test_a_clause_with_a_verb_or_no_tech_is_not_a_stack(sentence: str) -> None:
    assert stack_fragment(sentence) is None


@pytest.mark.parametrize(
    ("sentence", "words"),
    [
        # a lead that says what the list is: any tools count, known to us or not
        ("our stack: datadog for metrics, pagerduty for paging", ["datadog", "pagerduty"]),
        ("my setup: neovim, tmux, a thinkpad x1", ["neovim", "tmux"]),
        ("our tooling - linear for tickets, notion for docs", ["linear", "notion"]),
        ("Our infra: hetzner boxes, nomad, consul", ["hetzner", "nomad"]),
    ],
)
def test_a_list_after_a_lead_naming_the_stack_is_kept(sentence: str, words: list[str]) -> None:
    told = stack_fragment(sentence)
    assert told is not None, sentence
    for word in words:
        assert word in told.lower()


@pytest.mark.parametrize(
    "sentence",
    [
        "our stack: it keeps crashing, any ideas?",
        "my setup: what would you change",
        "our tools: please compare them",
    ],
)
def test_a_lead_before_a_question_or_a_clause_keeps_nothing(sentence: str) -> None:
    assert stack_fragment(sentence) is None
