"""Tests for the secret redactor.

Fake secrets are assembled at runtime from split pieces, so this file holds no literal
string that a secret scanner would flag.
"""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.errors import InvalidInputError
from imprint.pipeline.redact import _HINTS, KINDS, Redaction, SecretRedactor

REDACTOR = SecretRedactor()
ALNUM = string.ascii_letters + string.digits
URLSAFE = ALNUM + "_-"

SK = "sk" + "-"
BEGIN = "-----" + "BEGIN "
END = "-----" + "END "
PRIVATE = "PRIV" + "ATE KEY-----"


def noise(length: int, seed: int = 0, alphabet: str = ALNUM) -> str:
    """Random-looking characters that always mix letters and digits, as real keys do."""
    rng = random.Random(seed)
    return "a1B" + "".join(rng.choice(alphabet) for _ in range(length - 3))


def luhn_ok(number: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(number)):
        digit = int(char)
        if index % 2:
            digit = digit * 2 - 9 if digit > 4 else digit * 2
        total += digit
    return total % 10 == 0


def with_check_digit(partial: str) -> str:
    return next(partial + check for check in string.digits if luhn_ok(partial + check))


def grouped(number: str, sizes: tuple[int, ...], sep: str) -> str:
    parts, start = [], 0
    for size in sizes:
        parts.append(number[start : start + size])
        start += size
    return sep.join(parts)


def pem(kind: str, body: str) -> str:
    return f"{BEGIN}{kind}{PRIVATE}\n{body}\n{END}{kind}{PRIVATE}"


def jwt(seed: int = 0) -> str:
    return "ey" + "J" + noise(30, seed) + "." + "ey" + "J" + noise(40, seed + 1) + "." + noise(43)


VISA = with_check_digit("4" + "111" * 4 + "12")
AMEX = with_check_digit("37" + "8282246310" + "00")
PEM_BODY = "\n".join(noise(64, seed, ALNUM + "+/") for seed in range(4)) + "\nAb=="

# (kind, text with "{}" where the secret goes, the secret)
POSITIVES = [
    ("anthropic_key", "key {} ok", SK + "ant-" + "api03-" + noise(93) + "AA"),
    ("openai_key", "OPENAI_API_KEY={}", SK + noise(48)),
    ("openai_key", "use {} for it", SK + "proj-" + noise(100, 1, URLSAFE)),
    ("openai_key", "'{}'", SK + "svcacct-" + noise(60, 2, URLSAFE)),
    ("voyage_key", "voyage: {}", "pa" + "-" + noise(43, 3, URLSAFE)),
    ("github_token", "token {}", "gh" + "p_" + noise(36, 4)),
    ("github_token", "token {}", "gh" + "o_" + noise(36, 5)),
    ("github_token", "token {}", "gh" + "s_" + noise(36, 6)),
    ("github_token", "token {}", "github" + "_pat_" + noise(82, 7, ALNUM + "_")),
    ("gitlab_token", "GITLAB_TOKEN={}", "gl" + "pat-" + noise(20, 8, URLSAFE)),
    ("slack_token", "slack {}.", "xo" + "xb-" + "1234567890-1234567890123-" + noise(24, 9)),
    ("slack_token", "slack {}", "xo" + "xp-" + "1234567890-" + noise(30, 10)),
    ("aws_access_key_id", "id {} here", "AK" + "IA" + "IOSFODNN7EXAMPLE"),
    ("aws_access_key_id", "id {} here", "AS" + "IA" + "Z2X4C6V8B0N1M3Q5"),
    ("aws_secret_access_key", "aws_secret_access_key = {}", noise(40, 11, ALNUM + "/+")),
    ("aws_secret_access_key", 'AWS_SECRET_ACCESS_KEY: "{}"', noise(40, 12, ALNUM + "/+")),
    ("google_api_key", "maps key={}&q=x", "AI" + "za" + noise(35, 13, URLSAFE)),
    ("stripe_key", "stripe {}", "sk" + "_live_" + noise(24, 14)),
    ("stripe_key", "stripe {}", "rk" + "_live_" + noise(24, 15)),
    ("jwt", "cookie session={}; path=/", jwt()),
    ("bearer_token", "Authorization: Bearer {}", noise(40, 16, ALNUM + "._-")),
    ("bearer_token", "authorization: bearer {}\n", noise(32, 17)),
    ("pem_private_key", "here:\n{}\nthanks", pem("RSA ", PEM_BODY)),
    ("pem_private_key", "here: {} thanks", pem("", PEM_BODY).replace("\n", " ")),
    ("pem_private_key", "{}", pem("OPENSSH ", PEM_BODY)),
    (
        "pem_private_key",
        "{}",
        pem("EC ", "Proc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,0A1B\n\n" + PEM_BODY),
    ),
    ("pem_private_key", "truncated: {}", f"{BEGIN}{PRIVATE}\n{PEM_BODY}"),
    ("password", "my password is {}", "hunter2"),
    ("password", "My wifi password is now {}.", "Tr0ub4dor&3"),
    ("password", "password: {}", "s3cr3t!"),
    ("password", "pwd={} ok", "letmein99"),
    ("password", "DB_PASSWORD={}", "xk2-9fQ"),
    ("password", '{{"password": "{}"}}', "correct horse battery staple"),
    ("password", "Passphrase = '{}'", "two words"),
    ("password", "the passcode for the garage is {}, ok?", "Gar4ge"),
    ("password", "passwd was: {}", "abc123"),
    ("pin", "my pin is {}", "4321"),
    ("pin", "PIN: {}", "0000"),
    ("pin", "the pin code is {}.", "987654"),
    ("pin", "the pin for my card is {}", "2468"),
    ("card_number", "card {} exp 12/27", grouped(VISA, (4, 4, 4, 4), " ")),
    ("card_number", "card {}.", grouped(VISA, (4, 4, 4, 4), "-")),
    ("card_number", "card:{}", VISA),
    ("card_number", "amex {} thanks", grouped(AMEX, (4, 6, 5), " ")),
    ("card_number", "19 digits {} ok", with_check_digit("6011" + "000990139424" + "12")),
    ("card_number", "13 digits {} ok", with_check_digit("4" + "2" * 11)),
]


@pytest.mark.parametrize(("kind", "template", "secret"), POSITIVES)
def test_redacts_each_kind(kind: str, template: str, secret: str) -> None:
    result = REDACTOR.redact(template.format(secret))
    assert result == Redaction(text=template.format(f"[REDACTED:{kind}]"), found=(kind,))


@pytest.mark.parametrize(("kind", "template", "secret"), POSITIVES)
def test_redaction_is_idempotent(kind: str, template: str, secret: str) -> None:
    once = REDACTOR.redact(template.format(secret))
    assert REDACTOR.redact(once.text) == Redaction(text=once.text, found=())


def test_card_followed_by_more_digits_still_found() -> None:
    text = "card " + grouped(VISA, (4, 4, 4, 4), " ") + " 12"
    assert REDACTOR.redact(text).text == "card [REDACTED:card_number] 12"


def test_found_lists_each_kind_once_in_order_of_appearance() -> None:
    text = f"card {VISA}, key {SK}ant-{noise(40)}, card {VISA}, pin is 1234"
    result = REDACTOR.redact(text)
    assert result.found == ("card_number", "anthropic_key", "pin")
    assert result.text == (
        "card [REDACTED:card_number], key [REDACTED:anthropic_key], "
        "card [REDACTED:card_number], pin is [REDACTED:pin]"
    )


def test_overlapping_finds_merge_under_the_most_specific_kind() -> None:
    key = SK + "ant-" + noise(40)
    assert REDACTOR.redact(f"password: {key}").text == "password: [REDACTED:anthropic_key]"
    assert REDACTOR.redact(f"Bearer {jwt()}").text == "Bearer [REDACTED:jwt]"


NEGATIVES = [
    "I prefer passwords managed by 1Password.",
    "We use sk-learn for the model, and the skeleton key for the door.",
    "my password is wrong",
    "the password is too short and the passcode is required",
    "Password: see below",
    "What is your password?",
    "Please pin the tab; the pin is required.",
    "She was the bearer of bad news about the tokens.",
    "Bearer abc123",
    "order " + grouped(VISA[:-1] + str((int(VISA[-1]) + 1) % 10), (4, 4, 4, 4), " "),
    "order " + VISA[:-1] + str((int(VISA[-1]) + 1) % 10),
    "ref 12345678" + VISA,
    "leading zero " + with_check_digit("0" + "4111" * 3 + "11"),
    "call +1 555-123-4567 on 2024-01-15 at 10:30",
    "ISBN 978-3-16-148410-0 and pi is 3.14159265358979323846",
    "ids 1 2 3 4 5 6 7 8 9 1 0 1 2 3 4 5",
    SK + "abc123 and " + "gh" + "p_short1 and " + "gl" + "pat-abc and AK" + "IA1234",
    "ey" + "JhbGciOi alone",
    SK + "ant-colony-behaviour-and-foraging-notes",
    "pa" + "-rum-pum-pum-pum-pum-pum-pum-pum-pum-pum",
    "mask-" + noise(40) + " and task-" + noise(40),
    "my" + SK + noise(48),
    BEGIN + "PUBLIC KEY-----\n" + PEM_BODY + "\n" + END + "PUBLIC KEY-----",
    "",
]


@pytest.mark.parametrize("text", NEGATIVES)
def test_leaves_ordinary_text_alone(text: str) -> None:
    assert REDACTOR.redact(text) == Redaction(text=text, found=())


def test_kinds_filters_the_built_ins() -> None:
    key = SK + "ant-" + noise(40)
    text = f"{key} {VISA}"
    only_cards = SecretRedactor(kinds=["card_number"])
    assert only_cards.kinds == ("card_number",)
    assert only_cards.redact(text).text == f"{key} [REDACTED:card_number]"
    assert SecretRedactor(kinds=()).redact(text) == Redaction(text=text, found=())


def test_kinds_lists_the_built_ins_in_priority_order() -> None:
    assert SecretRedactor.KINDS == KINDS
    assert REDACTOR.kinds == KINDS
    assert len(set(KINDS)) == len(KINDS) == 25


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"kinds": ["card", "password"]}, "unknown secret kinds"),
        ({"kinds": "password"}, "collection of kind names"),
        ({"extra_patterns": {"bad name": "x"}}, "must be ASCII letters"),
        ({"extra_patterns": {"jwt": "x"}}, "name of a built-in kind"),
        ({"extra_patterns": {"employee_id": "EMP-(["}}, "not a valid regular expression"),
        ({"placeholder": ""}, "empty or looks like a secret"),
        ({"placeholder": "password: hunter2 {kind}"}, "empty or looks like a secret"),
    ],
)
def test_rejects_bad_configuration(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidInputError, match=message):
        SecretRedactor(**kwargs)  # type: ignore[arg-type]


def test_extra_patterns_add_kinds() -> None:
    redactor = SecretRedactor(
        extra_patterns={
            "employee_id": r"EMP-[0-9]{6}",
            "ticket_token": r"ticket=(?P<secret>[A-Za-z0-9]+)",
            "nothing": r"\b",
        }
    )
    assert redactor.kinds == (*KINDS, "employee_id", "ticket_token", "nothing")
    result = redactor.redact("I am EMP-123456, see /t?ticket=abc123XYZ")
    assert result == Redaction(
        text="I am [REDACTED:employee_id], see /t?ticket=[REDACTED:ticket_token]",
        found=("employee_id", "ticket_token"),
    )
    assert redactor.redact(result.text).text == result.text


@pytest.mark.parametrize("placeholder", ["<{kind}>", "***", "[hidden {kind} here]"])
def test_custom_placeholder_is_idempotent(placeholder: str) -> None:
    redactor = SecretRedactor(placeholder=placeholder)
    once = redactor.redact(f"password: hunter2, pin is 1234 and card {VISA}")
    assert "hunter2" not in once.text
    assert VISA not in once.text
    assert once.found == ("password", "pin", "card_number")
    assert redactor.redact(once.text) == Redaction(text=once.text, found=())


def test_placeholder_that_completes_a_pattern_is_redacted_again() -> None:
    # The long key breaks the PIN phrase; the short placeholder completes it.
    redactor = SecretRedactor(placeholder="REDACTED")
    result = redactor.redact(f"pin for {SK}ant-{noise(100)} is 1234")
    assert result == Redaction(text="pin for REDACTED is REDACTED", found=("anthropic_key", "pin"))
    assert redactor.redact(result.text) == Redaction(text=result.text, found=())


# Hypothesis: random text, random text with secrets in it, and text built from the
# fragments the patterns key on, where idempotence bugs would hide.

FRAGMENTS = [
    "password",
    "pwd",
    "pin",
    " is ",
    ": ",
    "=",
    '"',
    "'",
    " ",
    "\n",
    "-",
    ".",
    "4111",
    "1111",
    "0",
    "7",
    "12",
    SK,
    "ant-",
    "ey" + "J",
    "Bearer ",
    "[REDACTED:password]",
    "[REDACTED:card_number]",
    BEGIN + "RSA " + PRIVATE,
    END + "RSA " + PRIVATE,
    "AK" + "IA",
    "xo" + "xb-",
    "gh" + "p_",
    VISA,
    noise(20),
    noise(40, 1),
    # Fragments of the prose and URL forms.
    "pass",
    "my pass",
    "pw",
    "'s ",
    " I use ",
    " as the password",
    "set the password to ",
    "admin / ",
    "login ",
    "://",
    "://u:",
    "@",
    "?token=",
    "&key=",
    "api_key",
    "SECRET_",
    "token",
    "\u00a0",
    "\u2019",
    "\u200b",
    "\uff14",
    "mot de passe ",
    "correct horse ",
    "battery ",
    "and ",
]
fragment_text = st.lists(
    st.one_of(st.sampled_from(FRAGMENTS), st.text(max_size=3)), max_size=40
).map("".join)


def secret_body(size: int, alphabet: str = ALNUM) -> st.SearchStrategy[str]:
    # "a1" keeps two character classes in every body, as a generated key always has.
    return st.text(alphabet, min_size=size, max_size=size + 30).map(lambda body: "a1" + body)


def card(digits: str, sep: str) -> str:
    number = with_check_digit("4" + digits)
    return grouped(number, (4, 4, 4, 4), sep) if sep else number


SECRETS = st.one_of(
    secret_body(40, URLSAFE).map(lambda body: SK + "ant-" + body),
    secret_body(46).map(lambda body: SK + body),
    secret_body(34).map(lambda body: "gh" + "p_" + body),
    st.text("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", min_size=16, max_size=16).map(
        lambda body: "AK" + "IA" + body
    ),
    secret_body(35, URLSAFE).map(lambda body: "AI" + "za" + body),
    st.builds(
        lambda a, b, c: "ey" + "J" + a + ".ey" + "J" + b + "." + c,
        secret_body(10, URLSAFE),
        secret_body(10, URLSAFE),
        secret_body(10, URLSAFE),
    ),
    st.builds(card, st.text(string.digits, min_size=14, max_size=14), st.sampled_from(" -")),
    st.lists(secret_body(30, ALNUM + "+/"), min_size=1, max_size=4).map(
        lambda lines: pem("RSA ", "\n".join(lines))
    ),
)


@given(st.text())
def test_any_text_is_redacted_idempotently(text: str) -> None:
    once = REDACTOR.redact(text)
    assert set(once.found) <= set(KINDS)
    assert REDACTOR.redact(once.text).text == once.text


@given(fragment_text)
def test_fragment_soup_is_redacted_idempotently(text: str) -> None:
    once = REDACTOR.redact(text)
    assert REDACTOR.redact(once.text) == Redaction(text=once.text, found=())


@given(st.text(), SECRETS, st.text(), st.sampled_from([" ", "\n", ", "]))
def test_secret_in_random_text_never_survives(
    before: str, secret: str, after: str, sep: str
) -> None:
    result = REDACTOR.redact(before + " " + secret + sep + after)
    assert secret not in result.text
    assert result.found
    assert not any(secret in kind for kind in result.found)


@given(st.text(), secret_body(8, ALNUM + "!#%&*"), st.text(string.digits, min_size=4, max_size=8))
def test_stated_password_and_pin_never_survive(before: str, password: str, pin: str) -> None:
    result = REDACTOR.redact(f"{before} my password is {password} and my pin is {pin}")
    assert f"is {password}" not in result.text
    assert f"pin is {pin}" not in result.text


# An extra pattern turns the hint off, so this redactor runs every finder on every text.
FULL_SCAN = SecretRedactor(extra_patterns={"never": "(?!)"})
POSITIVE_TEXTS = [template.format(secret) for _, template, secret in POSITIVES]
any_text = st.one_of(
    st.text(),
    st.builds(
        lambda a, t, b: a + t + b,
        st.text(max_size=10),
        st.sampled_from(POSITIVE_TEXTS),
        st.text(max_size=10),
    ),
    fragment_text,
    st.builds(lambda a, s, b: a + s + b, st.text(max_size=20), SECRETS, st.text(max_size=20)),
    # Case and Unicode case folding: the hint must match whatever the finders match.
    fragment_text.map(str.upper),
    fragment_text.map(lambda t: t.replace("s", "\u017f").replace("k", "\u212a")),
)


def test_hints_are_lower_case() -> None:
    # The ASCII fast path searches the lowered text case-sensitively.
    assert all(hint == hint.lower() for hint in _HINTS.values())
    assert set(_HINTS) == set(KINDS)


@pytest.mark.parametrize("text", POSITIVE_TEXTS)
def test_hint_lets_every_known_secret_through(text: str) -> None:
    assert REDACTOR.redact(text) == FULL_SCAN.redact(text)
    assert REDACTOR.redact(text.upper()) == FULL_SCAN.redact(text.upper())


@given(any_text)
def test_hint_skips_only_texts_without_secrets(text: str) -> None:
    assert REDACTOR.redact(text) == FULL_SCAN.redact(text)


def test_hint_is_skipped_for_a_subset_of_kinds() -> None:
    only_cards = SecretRedactor(kinds=["card_number"])
    assert only_cards.redact(f"card {VISA}, password: hunter2").found == ("card_number",)
    assert only_cards.redact("password: hunter2").found == ()


# Inputs shaped to make a backtracking regex go quadratic or worse. Each must simply
# finish; a linear scan does all of them in well under a second.
SIZE = 100_000
ADVERSARIAL = [
    "a" * SIZE,
    "4" * SIZE,
    "4111 " * (SIZE // 5),
    "1 " * (SIZE // 2),
    "1-" * (SIZE // 2) + "x",
    "1." * (SIZE // 2),
    SK * (SIZE // 3),
    (SK + "ant-") * (SIZE // 7),
    ("ey" + "J-") * (SIZE // 4),
    "ey" + "J" + "a" * SIZE,
    "Bearer " + " " * SIZE + "!",
    (BEGIN + PRIVATE) * (SIZE // 27),
    BEGIN + "A" * SIZE,
    "password:" + " " * SIZE + "\x00",
    "password is" + " \t" * (SIZE // 2),
    ("password for " + "a" * 60 + " ") * (SIZE // 74),
    'password: "' + "a" * SIZE,
    "pin is " + "1" * SIZE,
    "aws_secret_key" + " " * SIZE,
    "\r\n" * (SIZE // 2),
    "a_" * (SIZE // 2),
    "token_" * (SIZE // 6) + "=",
    "://" * (SIZE // 3),
    "://a:" * (SIZE // 5),
    "x://" + "a" * SIZE + ":",
    "admin/" * (SIZE // 6),
    "login " + "admin " * (SIZE // 6),
    "a@" * (SIZE // 2) + "/",
    "password\n" * (SIZE // 9),
    "Password" + " " * SIZE + "\n",
    "use " * (SIZE // 4) + "as the password",
    "set the " + "x " * (SIZE // 2) + "password to",
    "password is " + "word " * (SIZE // 5),
    "password I " + "use " * (SIZE // 4),
    "?token=" * (SIZE // 7),
    "4111\u00a0" * (SIZE // 5),
    "1." * (SIZE // 2) + "1",
    "1  " * (SIZE // 3),
]


@pytest.mark.parametrize("text", ADVERSARIAL, ids=range(len(ADVERSARIAL)))
def test_adversarial_input_completes(text: str) -> None:
    assert isinstance(REDACTOR.redact(text).text, str)


@pytest.mark.parametrize(
    ("text", "secret"),
    [
        ("append ?signature=abcdef123456 to the link", "abcdef123456"),
        ("the callback is https://hooks.example.org/in?user=sam&password=Pa55word!", "Pa55word!"),
        ("try /login?passwd=hunter22x and tell me", "hunter22x"),
    ],
)
@pytest.mark.parametrize("kinds", [None, ["url_credentials"]])
def test_every_query_name_the_url_finder_reads_passes_its_screen(
    text: str, secret: str, kinds: list[str] | None
) -> None:
    # The screen in front of the finders once listed "pass=" and "sig=" but not "password=",
    # "passwd=" or "signature=", so these leaked whenever no other kind's hint was present.
    redacted = SecretRedactor(kinds=kinds).redact(text)
    assert secret not in redacted.text
    assert list(redacted.found) == ["url_credentials"]


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("locked out again, pw is Qz7!mapleRiver and it says invalid", "Qz7!mapleRiver"),
        ("my pw was hunter2 until last week", "hunter2"),
    ],
)
def test_a_password_named_pw_in_chat_is_redacted(text: str, kept: str) -> None:
    assert kept not in SecretRedactor().redact(text).text


@pytest.mark.parametrize("text", ["the pw is wrong again", "pw is fine now, thanks"])
def test_words_about_a_pw_are_no_password(text: str) -> None:
    assert SecretRedactor().redact(text).text == text
