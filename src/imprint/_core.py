"""The `Imprint` facade: lifecycle, and the stages chained into the public calls.

The class is assembled from one part per concern under `imprint.facade`: state and
lifecycle (`base`), the write path (`observing`), policies (`policies`), feedback loops
(`learning`) and scratchpad-style memory, episodes and data rights (`memories`).
"""

from __future__ import annotations

from imprint.facade.conversation import ConversationMixin
from imprint.facade.editing import EditingMixin
from imprint.facade.memories import MemoriesMixin
from imprint.facade.policies import PolicyMixin
from imprint.facade.transfer import TransferMixin

__all__ = ["Imprint"]


class Imprint(ConversationMixin, PolicyMixin, MemoriesMixin, TransferMixin, EditingMixin):
    """Memory for one agent: observe users' replies, compile policies from what they taught.

    The constructor does no I/O; `connect()` (or `async with`) opens the store.
    """
