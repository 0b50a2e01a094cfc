"""Secrets in every form a user, a config file or a model writes them, and what is not one.

What counts as a secret (see `pipeline/secret_prose.py`): provider keys and tokens by their
format, private keys, Luhn-valid card numbers however they are grouped, passwords in URLs,
and values named as passwords, passphrases, PINs, API keys, tokens or secrets. Versions,
dates, UUIDs in bug reports, prices, phone numbers and preferences are not secrets.

Secrets are assembled at run time from pieces, so this file holds none that a scanner would
flag; non-ASCII characters are written as escapes.
"""

from __future__ import annotations

import random
import string

import pytest
from hypothesis import given
from hypothesis import strategies as st

from imprint.pipeline.redact import SecretRedactor

REDACTOR = SecretRedactor()
FULL_SCAN = SecretRedactor(extra_patterns={"never": "(?!)"})
ALNUM = string.ascii_letters + string.digits


def noise(length: int, seed: int, alphabet: str = ALNUM) -> str:
    rng = random.Random(seed)
    return "a1B" + "".join(rng.choice(alphabet) for _ in range(length - 3))


def hexes(length: int, seed: int) -> str:
    rng = random.Random(seed)
    return "".join(rng.choice("0123456789abcdef") for _ in range(length))


def luhn_complete(partial: str) -> str:
    for check in string.digits:
        number = partial + check
        total = 0
        for index, char in enumerate(reversed(number)):
            digit = int(char)
            if index % 2:
                digit = digit * 2 - 9 if digit > 4 else digit * 2
            total += digit
        if total % 10 == 0:
            return number
    raise AssertionError("unreachable")


VISA = luhn_complete("4" + "539" + "1488" + "0343" + "646")
MASTER = luhn_complete("5" + "425" + "2334" + "3010" + "910")
AMEX = luhn_complete("37" + "1449" + "635398" + "43")


def grouped(number: str, sep: str, sizes: tuple[int, ...] = (4, 4, 4, 4)) -> str:
    parts, start = [], 0
    for size in sizes:
        parts.append(number[start : start + size])
        start += size
    return sep.join(parts)


NBSP, NNBSP, FIGURE, THIN = "\u00a0", "\u202f", "\u2007", "\u2009"
FULLWIDTH_DIGITS = str.maketrans({d: chr(0xFF10 + int(d)) for d in string.digits})
SK = "sk" + "-"
PW = "Tr0ub4dor&3"
PHRASE = "correct horse battery staple"

# (template with {} for the secret, the secret); the secret must not survive redaction.
CARDS = [
    ("card {}", grouped(VISA, " ")),
    ("card {}", grouped(VISA, "-")),
    ("card {}", grouped(VISA, ".")),
    ("card {}", grouped(VISA, "  ")),
    ("card {}", grouped(VISA, NBSP)),
    ("card {}", grouped(VISA, NNBSP)),
    ("card {}", grouped(VISA, FIGURE)),
    ("card {}", grouped(VISA, THIN)),
    ("card {}", grouped(VISA, "\t")),
    ("card {}", grouped(VISA, " - ")),
    ("card {}", VISA),
    ("card {}", VISA.translate(FULLWIDTH_DIGITS)),
    ("my mastercard is {}, expires 09/27", grouped(MASTER, " ")),
    ("Amex: {}.", grouped(AMEX, " ", (4, 6, 5))),
    ("amex {} ok", grouped(AMEX, NBSP, (4, 6, 5))),
    ("bill {} monthly", grouped(MASTER, ".")),
    ("{}", grouped(VISA, "\u2013")),
]
KEYS = [
    ("deploy key {}", SK + "ant-" + "api03-" + noise(93, 1, ALNUM + "_-") + "AA"),
    ("deploy key {} ok", SK + "ant-" + "api03-" + noise(40, 2) + "\u200b" + noise(20, 3)),
    ("OPENAI_API_KEY={}", SK + "proj-" + noise(60, 4, ALNUM + "_-")),
    ("key: {}", SK + noise(48, 5)),
    ("router: {}", SK + "or-" + "v1-" + hexes(64, 6)),
    ("token {}", "gh" + "p_" + noise(36, 7)),
    ("token {}", "github" + "_pat_" + noise(82, 8, ALNUM + "_")),
    ("GITLAB_TOKEN={}", "gl" + "pat-" + noise(20, 9, ALNUM + "_-")),
    ("slack {}", "xo" + "xb-" + "1234567890-" + noise(24, 10)),
    ("hf token {}", "hf" + "_" + noise(34, 11)),
    ("npm token {}", "npm" + "_" + noise(36, 12)),
    ("pypi token {}", "pypi" + "-AgE" + noise(70, 13, ALNUM + "_-")),
    ("sendgrid {}", "SG" + "." + noise(22, 14, ALNUM + "_-") + "." + noise(43, 15, ALNUM + "_-")),
    ("bot {}", "123456789" + ":AA" + noise(33, 16, ALNUM + "_-")),
    ("id {} here", "AK" + "IA" + "IOSFODNN7EXAMPLE"),
    ("aws_secret_access_key = {}", noise(40, 17, ALNUM + "/+")),
    ("maps key={}&q=x", "AI" + "za" + noise(35, 18, ALNUM + "_-")),
    ("stripe {}", "sk" + "_live_" + noise(24, 19)),
    ("voyage {}", "pa" + "-" + noise(43, 20, ALNUM + "_-")),
    (
        "cookie {}",
        "ey" + "J" + noise(20, 21) + ".ey" + "J" + noise(30, 22) + "." + noise(43, 23),
    ),
    ("Authorization: Bearer {}", noise(40, 24, ALNUM + "._-")),
    ("my API key is {}", noise(32, 25)),
    ("api_key: {}", noise(24, 26)),
    ("SECRET_KEY={}", noise(50, 27, ALNUM + "-_")),
    ("client secret: {}", noise(30, 28)),
    ("MY_SERVICE_TOKEN={}", noise(40, 29)),
    ("the access token is {}.", noise(36, 30)),
    ("webhook secret = '{}'", noise(32, 31)),
    ("deploy key {}", "\uff53\uff4b" + "-" + "ant-" + "api03-" + noise(40, 32)),
]
URLS = [
    ("connect to postgres://admin:{}@db:5432/app", "s3cretPass"),
    ("DATABASE_URL=mysql://root:{}@127.0.0.1/shop", "hunter2hunter2"),
    ("redis://:{}@cache:6379/0", "Zq8pL2mX"),
    ("clone https://sam:{}@git.example.com/repo.git", "gh0stRider"),
    ("amqp://guest:{}@mq.internal//", "rabbit-Pass-77"),
    ("https://api.example.com/v1/items?api_key={}&page=2", noise(32, 33)),
    ("https://x.example/hook?token={}", noise(40, 34)),
    ("https://s3.example.com/f.txt?X-Amz-Expires=60&sig={}", noise(44, 35)),
    ("login at https://app.example/?user=sam&password={}", "Pa55word!"),
]
PASSWORDS = [
    ("my password is {}", PW),
    ("My password is {}.", PW),
    ("my password's {}", PW),
    ("My password\u2019s {}", PW),
    ("The password I use is {}", PW),
    ("the password I use for the vpn is {}", PW),
    ("The password we chose was {}", PW),
    ("my pass is {}", PW),
    ("pw: {}", PW),
    ("PW={}", PW),
    ("pwd: {}", None),
    ("Password\n{}", PW),
    ("Password:\n  {}", PW),
    ("Username\nadmin\nWiFi password\n{}", PW),
    ("login: admin / {}", PW),
    ("creds admin/{}", PW),
    ("root / {}", PW),
    ("sam@example.com / {}", PW),
    ("use {} as the password", PW),
    ("Use '{}' as my new password", "two words"),
    ("try {} as the wifi password", PW),
    ("I set the password to {}", PW),
    ("changed my email password to {}", PW),
    ("the password was changed to {}", PW),
    ("password has been reset to {}", PW),
    ("username sam_h84 password {} , is the ! the problem", PW),
    ("my login is sam_h84, password {} didnt work either", PW),
    # with no login word before it, a value is taken only when it mixes three kinds of
    # character; so this form is not among the stated passwords of any shape below
    ("Password {} didnt work either", "Zq9!harbour"),
    ("My password is {}", PHRASE),
    ("my passphrase is {}.", PHRASE),
    ("the password for the router is {}", PW),
    ("password for sam@example.com: {}", PW),
    ("DB_PASSWORD={}", "xk2-9fQ"),
    ('{{"password": "{}"}}', PHRASE),
    ("password: `{}`", PW),
    ("passcode is now {}", "7731-ax"),
    ("password -> {}", PW),
    ("password - {}", PW),
    ("password \u2014 {}", PW),
    ("mot de passe : {}", PW),
    ("mon mot de passe est {}", PW),
    ("Passwort: {}", PW),
    ("mein Passwort ist {}", PW),
    ("contrase\u00f1a: {}", PW),
    ("mi contrase\u00f1a es {}", PW),
    ("senha: {}", PW),
    ("wachtwoord is {}", PW),
    ("has\u0142o: {}", PW),
    ("\u043f\u0430\u0440\u043e\u043b\u044c: {}", PW),
    ("\u30d1\u30b9\u30ef\u30fc\u30c9: {}", PW),
    ("\u5bc6\u7801: {}", PW),
    ("\uff50\uff41\uff53\uff53\uff57\uff4f\uff52\uff44: {}", PW),
    ("pass\u200bword: {}", PW),
    ("my pin is {}", "4321"),
    ("PIN: {}", "0000"),
    ("the pin code is {}.", "987654"),
    ("my PIN's {}", "2468"),
    ("pin for the door is {}", "1357"),
]
PASSWORDS = [(t, s if s is not None else PW) for t, s in PASSWORDS]

FORMS = CARDS + KEYS + URLS + PASSWORDS


def test_the_table_is_large() -> None:
    assert len(FORMS) >= 100


@pytest.mark.parametrize(("template", "secret"), FORMS)
def test_secret_form_is_redacted(template: str, secret: str) -> None:
    text = template.format(secret)
    result = REDACTOR.redact(text)
    assert secret not in result.text
    assert result.found
    # The hint never lets a secret through that the full scan finds.
    assert result == FULL_SCAN.redact(text)
    # Idempotent.
    assert REDACTOR.redact(result.text).text == result.text


@pytest.mark.parametrize(("template", "secret"), FORMS)
def test_secret_form_is_redacted_inside_a_sentence(template: str, secret: str) -> None:
    text = f"From now on, remember this.\n{template.format(secret)}\nThanks a lot!"
    result = REDACTOR.redact(text)
    assert secret not in result.text
    assert result.text.startswith("From now on, remember this.")
    assert result.text.endswith("Thanks a lot!")


# Ordinary text: nothing in it is a secret, so redaction changes nothing.
ORDINARY = [
    "I prefer vegetarian recipes with lots of garlic.",
    "Always answer in French.",
    "Python 3.11.4 and Node 20.10.0 on Ubuntu 22.04.",
    "version 10.2.3.4567.8901.2345 of the firmware",
    "The meeting is on 2024-05-01 at 10:30, or 01.05.2024.",
    "Bug report: crash with request id 123e4567-e89b-12d3-a456-426614174000 on save.",
    "Trace id 4bf92f3577b34da6a3ce929d0e0e4736, span 00f067aa0ba902b7.",
    "Call me at +1 555-123-4567 or +44 20 7946 0958.",
    "Pi is 3.14159265358979323846 and e is 2.71828182845904523536.",
    "The total was $1,234.56 on order 100-200-300.",
    "ISBN 978-3-16-148410-0",
    "IP 192.168.100.200 and 10.0.0.1",
    "my password is wrong",
    "My password is too short.",
    "The password is required and the passcode is optional.",
    "Your password is case-sensitive.",
    "The password is very long now.",
    "my password is much more secure now",
    "What is your password?",
    "Password: see below",
    "I forgot my password and need to reset it.",
    "I prefer passwords managed by 1Password.",
    "Use a password manager, not a notebook.",
    "The password reset-link expired.",
    "password Reset is broken again",
    "What about the password reset?",
    "I forgot my password again?!",
    "Change your password immediately!",
    "we store the password SHA-256 hashed",
    "hash the password argon2id style",
    "every password 8-character minimum",
    "Make the password length>=12",
    "the token is expired",
    "Token limit is 4096 tokens per request.",
    "secret: 2024-05-01",
    "The secret is to use fresh basil.",
    "My API key is in the vault.",
    "Please pin the tab; the pin is required.",
    "The mountain pass is closed in winter.",
    "My boarding pass is in my bag.",
    "Read/write access for admin/settings and user/profile pages.",
    "See https://example.com/docs?page=2&lang=en for details.",
    "Clone https://github.com/encode/httpx.git and run the tests.",
    "Check http://localhost:8080/health before deploying.",
    "She was the bearer of bad news.",
    "We use sk-learn for the model.",
    "Use tabs, not spaces.",
    "I have 4 kids, 3 cats and 2 dogs.",
    "Meeting room 4111 on floor 12.",
    "Bitte immer auf Deutsch antworten.",
    "\u8bf7\u7528\u4e2d\u6587\u56de\u7b54\u3002",
    "Prices: 4 111 111 111 is not a card, nor is 1234 5678 9012 3456.",
]


@pytest.mark.parametrize("text", ORDINARY)
def test_ordinary_text_is_left_alone(text: str) -> None:
    result = REDACTOR.redact(text)
    assert result.text == text, result.found


SEPARATORS = st.sampled_from([" ", "-", ".", "  ", NBSP, NNBSP, FIGURE, THIN, "\t", " - "])


@given(
    st.text(string.digits, min_size=14, max_size=14),
    SEPARATORS,
    st.text(max_size=20),
    st.text(max_size=20),
)
def test_any_grouped_card_never_survives(digits: str, sep: str, before: str, after: str) -> None:
    number = grouped(luhn_complete("4" + digits), sep)
    result = REDACTOR.redact(f"{before} card {number} {after}")
    assert number not in result.text
    assert result == FULL_SCAN.redact(f"{before} card {number} {after}")


PHRASINGS = st.sampled_from(
    [template for template, secret in PASSWORDS if secret == PW and "{}" in template]
)


@given(PHRASINGS, st.text(ALNUM + "!#%&*", min_size=6, max_size=20).map(lambda s: "Q7" + s))
def test_any_stated_password_never_survives(template: str, password: str) -> None:
    text = template.format(password)
    result = REDACTOR.redact(text)
    assert password not in result.text
    assert result == FULL_SCAN.redact(text)


@given(st.text(max_size=80))
def test_hint_agrees_with_the_full_scan_on_any_text(text: str) -> None:
    assert REDACTOR.redact(text) == FULL_SCAN.redact(text)
