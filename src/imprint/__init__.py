"""Imprint: memory for AI agents that learns from users and compiles behavioural policies."""

from imprint._core import Imprint
from imprint.adapters.embedders import FunctionEmbedder, HashingEmbedder
from imprint.adapters.tokens import (
    AnthropicAPITokenCounter,
    HeuristicTokenCounter,
    VoyageTokenCounter,
)
from imprint.adapters.voyage import VoyageEmbedder
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
from imprint.pipeline.redact import SecretRedactor
from imprint.policy.decay import FSRSStaticDecay
from imprint.policy.online import FSRSGradientDecay
from imprint.policy.tuners import BanditAlphaTuner, StaticAlphaTuner
from imprint.scratchpad import Scratchpad
from imprint.store import SQLiteStore
from imprint.store.sqlite.vector import BlobVectorStore, SQLiteVecStore
from imprint.types import (
    GLOBAL_SCOPE,
    DroppedMemory,
    Episode,
    Event,
    Memory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Observation,
    Policy,
    PolicyMemory,
    ProcessingMode,
    Recalled,
    Signal,
    SignalType,
    StoreStats,
)

__all__ = [
    "GLOBAL_SCOPE",
    "AnthropicAPITokenCounter",
    "BanditAlphaTuner",
    "BlobVectorStore",
    "DimensionMismatchError",
    "DroppedMemory",
    "EmbeddingError",
    "Episode",
    "Event",
    "FSRSGradientDecay",
    "FSRSStaticDecay",
    "FunctionEmbedder",
    "HashingEmbedder",
    "HeuristicTokenCounter",
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
    "PolicyMemory",
    "ProcessingMode",
    "Recalled",
    "SQLiteStore",
    "SQLiteVecStore",
    "SchemaError",
    "Scratchpad",
    "SecretRedactor",
    "Signal",
    "SignalType",
    "StaticAlphaTuner",
    "StoreError",
    "StoreStats",
    "UsageError",
    "VoyageEmbedder",
    "VoyageTokenCounter",
]
