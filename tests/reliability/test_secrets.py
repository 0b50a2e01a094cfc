"""Secrets: redacted before anything is persisted; the raw file and WAL never hold them.

Every secret is built at run time from random characters, so this file holds none and
secret scanners have nothing to flag. Scans read the raw bytes of the database file and
its WAL (FTS5 shadow tables live in the same file), and look for the secret as given,
lower-cased (FTS5 folds case) and for its longest alphanumeric run, lower-cased (what an
FTS5 token of it would store).
"""

from __future__ import annotations

import random
import re
import string
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest

from imprint import Imprint, Scratchpad
from imprint.pipeline.redact import SecretRedactor
from imprint.testing import FakeClock
from tests.llm_fakes import ScriptedModel, derived, standard_handler
from tests.reliability._support import checkpoint, make, scan

_RNG = random.Random(20260101)


def _chars(alphabet: str, n: int) -> str:
    # Mixed classes, as generated keys are; the redactor requires it for prefixed keys.
    body = [_RNG.choice(alphabet) for _ in range(n - 3)]
    return (
        "".join(body)
        + _RNG.choice(string.ascii_uppercase)
        + _RNG.choice(string.ascii_lowercase)
        + _RNG.choice(string.digits)
    )


_ALNUM = string.ascii_letters + string.digits
_B64URL = _ALNUM + "-_"


def _luhn_complete(prefix: str) -> str:
    """`prefix` plus the check digit that makes it pass Luhn."""
    for check in string.digits:
        number = prefix + check
        total = 0
        for index, char in enumerate(reversed(number)):
            digit = int(char)
            if index % 2:
                digit = digit * 2 - 9 if digit > 4 else digit * 2
            total += digit
        if total % 10 == 0:
            return number
    raise AssertionError("unreachable")


def _card() -> str:
    digits = _luhn_complete("4" + "".join(_RNG.choice(string.digits) for _ in range(14)))
    return " ".join(digits[i : i + 4] for i in range(0, 16, 4))


def _jwt() -> str:
    return ".".join(["eyJ" + _chars(_B64URL, 20), "eyJ" + _chars(_B64URL, 30), _chars(_B64URL, 43)])


def _pem() -> str:
    body = "\n".join(_chars(_ALNUM + "+/", 64) for _ in range(4))
    kind = "RSA " + "PRIVATE KEY"
    return f"-----BEGIN {kind}-----\n{body}\n-----END {kind}-----"


SECRETS: dict[str, str] = {
    "openai": "sk-" + "proj-" + _chars(_ALNUM, 40),
    "anthropic": "sk-" + "ant-" + "api03-" + _chars(_B64URL, 40),
    "github": "gh" + "p_" + _chars(_ALNUM, 36),
    "gitlab": "gl" + "pat-" + _chars(_ALNUM, 20),
    "slack": "xo" + "xb-" + _chars(_ALNUM, 24),
    "aws-key-id": "AK" + "IA" + "".join(_RNG.choice(string.ascii_uppercase) for _ in range(16)),
    "google": "AI" + "za" + _chars(_B64URL, 35),
    "stripe": "sk_" + "live_" + _chars(_ALNUM, 24),
    "voyage": "pa-" + _chars(_B64URL, 40),
    "jwt": _jwt(),
    "pem": _pem(),
    "card": _card(),
}
PASSWORD = _chars(_ALNUM, 14) + "#!"
SENTENCES: dict[str, tuple[str, str]] = {
    **{
        name: (f"From now on, always use {value} when you deploy.", value)
        for name, value in SECRETS.items()
        if name not in ("pem", "card")
    },
    "pem": (f"From now on, always sign releases with this key:\n{SECRETS['pem']}", SECRETS["pem"]),
    "card": (f"From now on, always bill my card {SECRETS['card']} for renewals.", SECRETS["card"]),
    "password": (f"From now on, use the staging server; my password is {PASSWORD}", PASSWORD),
    "password-quoted": (
        f'From now on, always log in as admin. The password for the db is "{PASSWORD}x"',
        PASSWORD + "x",
    ),
}


def needles(secret: str) -> list[str]:
    """The secret, its lower-case form and its longest alphanumeric run, lower-cased."""
    runs = re.findall(r"[A-Za-z0-9]+", secret)
    longest = max(runs, key=len).lower() if runs else secret
    found = [secret, secret.lower()]
    if len(longest) >= 12:  # shorter runs (card groups) could match random bytes
        found.append(longest)
    if re.fullmatch(r"[0-9 ]+", secret):
        found.append(secret.replace(" ", ""))
    if "\n" in secret:  # PEM: every body line on its own
        found += [line for line in secret.splitlines() if not line.startswith("-----")]
    return sorted(set(found))


def assert_absent(db: Path, secret: str) -> None:
    hits = scan(db, needles(secret))
    assert hits == {}, f"secret bytes found in {hits}"
    checkpoint(db)
    hits = scan(db, needles(secret))
    assert hits == {}, f"secret bytes found after checkpoint in {hits}"


@pytest.mark.parametrize("where", ["user_response", "agent_output"])
@pytest.mark.parametrize("name", sorted(SENTENCES))
async def test_observe_redacts_before_persisting(
    db_path: Path, clock: FakeClock, name: str, where: str
) -> None:
    sentence, secret = SENTENCES[name]
    async with make(db_path, clock, embedder=None) as imprint:
        reply = sentence if where == "user_response" else "No, write in paragraphs."
        output = sentence if where == "agent_output" else "Here is the list."
        observation = await imprint.observe(user_id="u", agent_output=output, user_response=reply)
        assert observation.redactions >= 1
        assert observation.created or observation.merged
        await imprint.get_policy(user_id="u", context=reply)
        await imprint.recall(user_id="u", query=reply)
        assert secret not in repr(await imprint.memories(user_id="u"))
        assert secret not in repr(await imprint.events(user_id="u"))
        assert_absent(db_path, secret)
    assert_absent(db_path, secret)


def _failing(name: str, text: str) -> Exception:
    return ConnectionError("provider down")


async def test_pending_turns_are_redacted_too(db_path: Path, clock: FakeClock) -> None:
    sentence, secret = SENTENCES["openai"]
    scripted = ScriptedModel(_failing)
    async with make(db_path, clock, model=scripted.model, processing_mode="eager") as imprint:
        observation = await imprint.observe(user_id="u", agent_output="", user_response=sentence)
        assert observation.pending
        (pending,) = await imprint.pending()
        assert secret not in pending.user_response
        assert "[REDACTED:openai_key]" in pending.user_response
        assert_absent(db_path, secret)


async def test_policy_inputs_are_not_persisted(db_path: Path, clock: FakeClock) -> None:
    _, secret = SENTENCES["anthropic"]
    async with make(db_path, clock) as imprint:
        await imprint.observe_directions(user_id="u", directions=["Keep reviews short."])
        await imprint.get_policy(
            user_id="u", context=f"deploy with {secret}", existing_instructions=f"Key: {secret}"
        )
        assert_absent(db_path, secret)


WritePath = Callable[[Imprint, str], Awaitable[object]]
OTHER_PATHS: dict[str, WritePath] = {
    "remember": lambda i, s: i.remember(user_id="u", text=s),
    "observe_directions": lambda i, s: i.observe_directions(user_id="u", directions=[s]),
    "record_episode": lambda i, s: i.record_episode(
        user_id="u", goal=s, turns=2, outcome="done", summary=s
    ),
}


@pytest.mark.parametrize("path", sorted(OTHER_PATHS))
@pytest.mark.parametrize("name", ["openai", "password", "card"])
async def test_every_write_path_redacts(
    db_path: Path, clock: FakeClock, path: str, name: str
) -> None:
    sentence, secret = SENTENCES[name]
    async with make(db_path, clock) as imprint:
        await OTHER_PATHS[path](imprint, sentence.replace("\n", " "))
        assert_absent(db_path, secret)


async def test_import_redacts(db_path: Path, tmp_path: Path, clock: FakeClock) -> None:
    sentence, secret = SENTENCES["github"]
    async with make(tmp_path / "plain.db", clock, redact_secrets=False) as source:
        await source.remember(user_id="u", text=sentence)
        lines = await source.export_memories(user_id="u")
    async with make(db_path, clock) as imprint:
        await imprint.import_memories(lines, user_id="u")
        assert_absent(db_path, secret)


async def test_redaction_can_be_turned_off_and_the_scan_sees_it(
    db_path: Path, clock: FakeClock
) -> None:
    sentence, secret = SENTENCES["openai"]
    async with make(db_path, clock, redact_secrets=False) as imprint:
        observation = await imprint.observe(user_id="u", agent_output="", user_response=sentence)
        assert observation.redactions == 0
        (memory,) = observation.created
        assert secret in memory.content
        # The scanner finds the value, and its FTS5 token (lower-cased) too.
        token = max(re.findall(r"[A-Za-z0-9]+", secret), key=len).lower()
        assert set(scan(db_path, [secret, token])) == {secret, token}


async def test_redaction_is_configurable(db_path: Path, clock: FakeClock) -> None:
    key_sentence, key = SENTENCES["github"]
    password_sentence, password = SENTENCES["password"]
    redactor = SecretRedactor(kinds=["password"], extra_patterns={"ticket": r"TKT-[0-9]{6}"})
    async with make(db_path, clock, redact_secrets=redactor) as imprint:
        await imprint.observe(user_id="u", agent_output="", user_response=key_sentence)
        await imprint.observe(user_id="u", agent_output="", user_response=password_sentence)
        custom = await imprint.observe(
            user_id="u", agent_output="", user_response="From now on, always cite TKT-123456."
        )
        assert custom.redactions == 1
        assert scan(db_path, [key])  # not a configured kind: kept
        assert_absent(db_path, password)
        assert_absent(db_path, "TKT-123456")


async def test_numbers_that_fail_luhn_are_kept(db_path: Path, clock: FakeClock) -> None:
    digits = SECRETS["card"].replace(" ", "")
    wrong = digits[:-1] + str((int(digits[-1]) + 1) % 10)
    grouped = " ".join(wrong[i : i + 4] for i in range(0, 16, 4))
    async with make(db_path, clock) as imprint:
        observation = await imprint.observe(
            user_id="u",
            agent_output="",
            user_response=f"From now on, always quote order number {grouped} in emails.",
        )
        assert observation.redactions == 0
        assert grouped in observation.created[0].content


# Forms from issue 17, each through every write path.
_ANT = "sk-" + "ant-" + "api03-" + _chars(_B64URL, 60)
_NBSP_CARD = SECRETS["card"].replace(" ", "\u00a0")
_DOTTED_CARD = SECRETS["card"].replace(" ", ".")
_SPACED_CARD = SECRETS["card"].replace(" ", "  ")
_URL_PASSWORD = _chars(_ALNUM, 14)
FORMS: dict[str, tuple[str, str]] = {
    "card-nbsp": (f"Always bill my card {_NBSP_CARD} for renewals.", _NBSP_CARD),
    "card-dots": (f"Always bill my card {_DOTTED_CARD} for renewals.", _DOTTED_CARD),
    "card-double-space": (f"Always bill card {_SPACED_CARD} please.", _SPACED_CARD),
    "password-s": (f"From now on, use the staging box; my password's {PASSWORD}", PASSWORD),
    "password-i-use": (f"Always log in as admin. The password I use is {PASSWORD}", PASSWORD),
    "password-pass": (f"Always deploy from main; my pass is {PASSWORD}", PASSWORD),
    "password-pw": (f"Always use the VPN. pw: {PASSWORD}", PASSWORD),
    "password-line": (f"Always use the VPN.\nPassword\n{PASSWORD}", PASSWORD),
    "password-pair": (f"Always log in with admin / {PASSWORD}", PASSWORD),
    "password-as": (f"From now on, use {PASSWORD} as the password", PASSWORD),
    "passphrase": (
        "From now on, sign in for me. My password is correct horse battery staple",
        "correct horse battery staple",
    ),
    "url": (
        f"Always connect to postgres://admin:{_URL_PASSWORD}@db:5432/app for reports.",
        _URL_PASSWORD,
    ),
    "spaced-key": (f"Always deploy with this key: {_ANT[:20]}\u200b{_ANT[20:]}", _ANT),
}

FormPath = Callable[[Imprint, str], Awaitable[object]]
FORM_PATHS: dict[str, FormPath] = {
    "observe": lambda i, s: i.observe(user_id="u", agent_output="", user_response=s),
    "observe_directions": lambda i, s: i.observe_directions(user_id="u", directions=[s]),
    "remember": lambda i, s: i.remember(user_id="u", text=s),
}


@pytest.mark.parametrize("path", sorted(FORM_PATHS))
@pytest.mark.parametrize("name", sorted(FORMS))
async def test_every_form_is_redacted_on_every_path(
    db_path: Path, clock: FakeClock, path: str, name: str
) -> None:
    sentence, secret = FORMS[name]
    async with make(db_path, clock) as imprint:
        await FORM_PATHS[path](imprint, sentence)
        assert await imprint.memories(user_id="u", status=None)
        assert secret not in repr(await imprint.memories(user_id="u", status=None))
        assert_absent(db_path, secret)
    assert_absent(db_path, secret)


@pytest.mark.parametrize("name", sorted(FORMS))
async def test_every_form_is_redacted_on_import(
    db_path: Path, tmp_path: Path, clock: FakeClock, name: str
) -> None:
    sentence, secret = FORMS[name]
    async with make(tmp_path / "plain.db", clock, redact_secrets=False) as source:
        await source.remember(user_id="u", text=sentence, key="k")
        lines = await source.export_memories(user_id="u")
    async with make(db_path, clock) as imprint:
        assert await imprint.import_memories(lines, user_id="u") == 1
        assert_absent(db_path, secret)


@pytest.mark.parametrize("name", ["anthropic", "password", "card"])
def test_scratchpad_redacts(tmp_path: Path, name: str) -> None:
    sentence, secret = SENTENCES[name]
    db = tmp_path / "pad.db"
    with Scratchpad(persist_path=db) as pad:
        pad.remember("deploy", sentence.replace("\n", " "))
        (note,) = pad.all_memories()
        assert secret not in note["text"]
    assert_absent(db, secret)


async def test_keys_scopes_and_session_ids_are_redacted(db_path: Path, clock: FakeClock) -> None:
    secret = SECRETS["github"]
    async with make(db_path, clock) as imprint:
        await imprint.remember(user_id="u", text="Likes tea.", key=f"token {secret}")
        assert await imprint.forget(user_id="u", key=f"token {secret}") is not None
        await imprint.remember(user_id="u", text="Likes jazz.", scope=f"team {secret}")
        assert await imprint.recall(user_id="u", query="jazz", scopes=[f"team {secret}"])
        await imprint.observe(
            user_id="u",
            agent_output="",
            user_response="From now on, always answer in French.",
            scope=f"project {secret}",
            session_id=f"s {secret}",
        )
        await imprint.get_policy(user_id="u", session_id=f"s {secret}")
        assert await imprint.observe_feedback(user_id="u", outcome=1.0, session_id=f"s {secret}")
        await imprint.record_episode(
            user_id="u", goal="review", turns=2, outcome="done", session_id=f"s {secret}"
        )
        assert_absent(db_path, secret)


def _reassembling(name: str, text: str) -> object:
    """A model that puts back together a key the user typed with spaces."""
    if name == "derive":
        return derived(
            {
                "type": "rule",
                "content": f"Always deploy with the key {_ANT}.",
                "scope": "global",
                "confidence": 0.9,
                "addressed_to_agent": False,
            }
        )
    return standard_handler(name, text)


async def test_model_output_is_redacted_before_it_is_stored(
    db_path: Path, clock: FakeClock
) -> None:
    spaced = " ".join(_ANT)
    scripted = ScriptedModel(_reassembling)
    async with make(db_path, clock, model=scripted.model, processing_mode="eager") as imprint:
        observation = await imprint.observe(
            user_id="u", agent_output="", user_response=f"From now on deploy with {spaced}"
        )
        (memory,) = observation.created
        assert "[REDACTED:anthropic_key]" in memory.content
        assert_absent(db_path, _ANT)
