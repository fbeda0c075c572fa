#!/usr/bin/env python3
"""Writes comparisons.txt: pairs of JSON numbers and how Python's decimal module orders them.

Each line is `A B R`: R is -1, 0 or 1 as A is less than, equal to or greater than B, from
`_pydecimal` (the pure-Python decimal, whose exponents have no bound; the C one refuses
exponents beyond 10^18). DecimalComparisonTests checks formsh's DecimalNumber against every
line. Run it again (python3 generate.py) to change the table; the seed keeps it the same.
"""
import _pydecimal
import random
import re

random.seed(13)
Decimal = _pydecimal.Decimal

EXPONENTS = [
    "0", "1", "2", "9", "15", "16", "17", "18", "19", "99999", "999999999", "1000000000",
    "999999999999999", "1000000000000000", "9223372036854775806", "9223372036854775807",
    "9223372036854775808", "18446744073709551616", "99999999999999999998",
    "99999999999999999999", "100000000000000000000", "123456789012345678901234567890",
]


def mantissa():
    whole = random.choice(["0", "1", "9", "10", "100", str(random.randint(1, 10**6)),
                           str(random.randint(1, 10**30))])
    if random.random() < 0.4:
        fraction = random.choice(["0", "00", "5", "05", "50", str(random.randint(0, 10**6))])
        whole += "." + fraction
    return whole


def number():
    text = ("-" if random.random() < 0.3 else "") + mantissa()
    if random.random() < 0.7:
        exponent = random.choice(EXPONENTS + [str(random.randint(0, 40))])
        if random.random() < 0.2:
            exponent = "0" * random.randint(1, 3) + exponent
        sign = random.choice(["", "+", "-"])
        text += random.choice("eE") + sign + exponent
    return text


def respelled(text):
    """The same value written another way: 1e20 as 10e19, 100e18, 0.1e21 or 0.001e23."""
    sign, digits, exponent = Decimal(text).as_tuple()
    digits = "".join(map(str, digits)).lstrip("0") or "0"
    minus = "-" if sign and digits != "0" else ""
    shift = random.randint(0, 3)
    if digits == "0":
        return f"0e{exponent - shift}"
    if random.random() < 0.5:
        return f"{minus}{digits}{'0' * shift}e{exponent - shift}"
    return f"{minus}0.{'0' * shift}{digits}e{exponent + len(digits) + shift}"


def compare(a, b):
    x, y = Decimal(a), Decimal(b)
    return -1 if x < y else (1 if x > y else 0)


pairs = [
    ("1e9223372036854775807", "1e9223372036854775806"),
    ("10e99999999999999999998", "1e99999999999999999999"),
    ("1e99999999999999999999", "10e99999999999999999998"),
    ("0.1e100000000000000000000", "1e99999999999999999999"),
    ("1e-9223372036854775808", "1e-9223372036854775807"),
    ("-1e9223372036854775807", "-1e9223372036854775806"),
    ("1e1000000000", "1e999999999"),
    ("0e99999999999999999999", "-0.0e-5"),
    ("123e-99999999999999999999", "0"),
    ("1.5e1000000000000000", "15e999999999999999"),
    ("1.5e1000000000000000", "15e999999999999998"),
]
while len(pairs) < 3000:
    a = number()
    kind = random.random()
    if kind < 0.3:
        b = respelled(a)
    elif kind < 0.5:
        b = re.sub(r"([eE][+-]?)", r"\g<1>00", a) if "e" in a.lower() else a + "e-0"
    else:
        b = number()
    pairs.append((a, b))

with open("comparisons.txt", "w") as out:
    for a, b in pairs:
        out.write(f"{a} {b} {compare(a, b)}\n")
