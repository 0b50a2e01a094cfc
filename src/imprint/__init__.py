"""Imprint: memory for AI agents that learns from users and compiles behavioural policies."""

from imprint._core import Imprint
from imprint.errors import (
    DimensionMismatchError,
    EmbeddingError,
    ImprintError,
    InvalidInputError,
    ModelError,
    NotFoundError,
    SchemaError,
    StoreError,
    UsageError,
)
from imprint.scratchpad import Scratchpad
from imprint.store import SQLiteStore
from imprint.types import (
    GLOBAL_SCOPE,
    Event,
    Memory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Observation,
    Policy,
    ProcessingMode,
    Recalled,
    Signal,
    SignalType,
)

__all__ = [
    "GLOBAL_SCOPE",
    "DimensionMismatchError",
    "EmbeddingError",
    "Event",
    "Imprint",
    "ImprintError",
    "InvalidInputError",
    "Memory",
    "MemorySource",
    "MemoryStatus",
    "MemoryType",
    "ModelError",
    "NotFoundError",
    "Observation",
    "Policy",
    "ProcessingMode",
    "Recalled",
    "SQLiteStore",
    "SchemaError",
    "Scratchpad",
    "Signal",
    "SignalType",
    "StoreError",
    "UsageError",
]
