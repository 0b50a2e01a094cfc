"""Imprint: memory for AI agents that learns from users and compiles behavioural policies."""

from importlib.metadata import PackageNotFoundError, version

from imprint._core import Imprint
from imprint.adapters.embedders import FunctionEmbedder, HashingEmbedder
from imprint.adapters.local import LocalEmbedder
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
    AgentConfig,
    DroppedMemory,
    Episode,
    Event,
    Memory,
    MemoryHistory,
    MemorySource,
    MemoryStatus,
    MemoryType,
    Metadata,
    MetadataValue,
    Observation,
    PendingSignal,
    Policy,
    PolicyMemory,
    PolicyUse,
    ProcessingMode,
    Recalled,
    Signal,
    SignalType,
    StoreStats,
    UserSummary,
)

try:
    __version__ = version("imprint-mem")
    """The installed version of imprint-mem."""
except PackageNotFoundError:  # pragma: no cover - run from a source tree never installed
    __version__ = "0.0.0+unknown"

__all__ = [
    "GLOBAL_SCOPE",
    "AgentConfig",
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
    "LocalEmbedder",
    "Memory",
    "MemoryHistory",
    "MemorySource",
    "MemoryStatus",
    "MemoryType",
    "Metadata",
    "MetadataValue",
    "ModelError",
    "NotFoundError",
    "Observation",
    "PendingSignal",
    "Policy",
    "PolicyMemory",
    "PolicyUse",
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
    "UserSummary",
    "VoyageEmbedder",
    "VoyageTokenCounter",
    "__version__",
]
