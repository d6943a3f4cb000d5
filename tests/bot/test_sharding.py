"""Sharding from the environment: SHARD_IDS and SHARD_COUNT as an operator writes them."""

from __future__ import annotations

import pytest
from pydantic import ValidationError

from bot.config import Config, parse_shard_ids


@pytest.mark.parametrize(
    ("text", "ids"),
    [
        ("0-3", [0, 1, 2, 3]),
        ("4,5", [4, 5]),
        ("0-1, 6", [0, 1, 6]),
        ("7", [7]),
        ("5,0-1", [0, 1, 5]),
    ],
)
def test_shard_ids(text, ids):
    assert parse_shard_ids(text) == ids


@pytest.mark.parametrize(
    ("text", "fault"),
    [
        ("", "''"),
        ("3-1", "'3-1'"),
        ("a", "'a'"),
        ("-1", "'-1'"),
        ("0-2,,3", "''"),
        ("1,0-1", "twice"),
    ],
)
def test_bad_shard_ids_name_the_part_at_fault(text, fault):
    with pytest.raises(ValueError, match=fault):
        parse_shard_ids(text)


def test_config_reads_the_shards_from_the_environment(monkeypatch):
    monkeypatch.setenv("SHARD_COUNT", "6")
    monkeypatch.setenv("SHARD_IDS", "3-5")
    config = Config()
    assert (config.shard_count, config.shards()) == (6, [3, 4, 5])


def test_without_them_discord_decides(monkeypatch):
    monkeypatch.delenv("SHARD_COUNT", raising=False)
    monkeypatch.delenv("SHARD_IDS", raising=False)
    config = Config()
    assert config.shard_count is None and config.shards() is None


@pytest.mark.parametrize(
    ("count", "ids", "fault"),
    [(None, "0-1", "needs SHARD_COUNT"), ("4", "2-4", "past SHARD_COUNT=4"), ("0", None, "1")],
)
def test_shards_that_cannot_work_are_refused_at_start(monkeypatch, count, ids, fault):
    for name, value in (("SHARD_COUNT", count), ("SHARD_IDS", ids)):
        if value is None:
            monkeypatch.delenv(name, raising=False)
        else:
            monkeypatch.setenv(name, value)
    with pytest.raises(ValidationError, match=fault):
        Config()


def test_a_postgresql_url_is_kept_whole(monkeypatch):
    monkeypatch.setenv("REDZONE_DB", "postgresql://bot:pw@db:5432/redzone")
    assert str(Config().redzone_db) == "postgresql://bot:pw@db:5432/redzone"
