"""The read path on the facade: `get_policy()`."""

from __future__ import annotations

import dataclasses
import logging
from collections.abc import Mapping, Sequence
from typing import Any

from imprint.errors import StoreError
from imprint.facade.learning import FeedbackMixin
from imprint.llm import prompt_fingerprint
from imprint.policy.cache import cache_key, encode_policy, outlived
from imprint.policy.compiler import compile_policy, reuse_policy
from imprint.policy.lines import CompiledLine, LineCache, lines_scope
from imprint.policy.render import clip_to_budget, render_episodes
from imprint.policy.selection import PolicyRequest, Sources, fit, gather, likely_lines, rank
from imprint.tracing import compiled_policy, gathered, policy_made, selected, traced
from imprint.tracing.names import (
    CONTENT_CONTEXT,
    SPAN_COMPILE,
    SPAN_GET_POLICY,
    SPAN_RANK,
    SPAN_RETRIEVE,
)
from imprint.types import (
    GLOBAL_SCOPE,
    Memory,
    Policy,
)
from imprint.validation import check_count, check_flag, check_id, check_text

_MAX_OUTPUT_TOKENS = 100_000
_MAX_EPISODES = 100

__all__ = ["PolicyMixin"]

log = logging.getLogger(__name__)


class PolicyMixin(FeedbackMixin):
    """Policy compilation with the store-backed cache."""

    _lines: LineCache | None = None
    """Compiled lines per memory, made on first use (a model's lines serve every context)."""

    @traced(SPAN_GET_POLICY, policy_made, texts={"context": CONTENT_CONTEXT})
    async def get_policy(
        self,
        *,
        user_id: str,
        existing_instructions: str = "",
        scopes: Sequence[str] | None = None,
        max_output_tokens: int = 400,
        context: str | None = None,
        session_id: str | None = None,
        include_episodes: int = 0,
        feedback: bool = True,
        metadata: Mapping[str, Any] | None = None,
    ) -> Policy:
        """Compile what the agent should know about a user into a short policy.

        `scopes=None` uses all of the user's memories; a list uses those scopes plus
        `global`; `[]` uses `global` only. With `context` (e.g. the user's latest message),
        memories relevant to it rank first: the context only selects, so contexts that
        select the same memories get the same text (and, with a model, no new compile
        request). `include_episodes=n` adds a short "recent sessions" section with the
        user's last `n` episodes, inside the same budget. The result is cached in the store,
        keyed on the selected memories, until any write for the user. With `feedback=True` it
        opens the feedback loop that the user's next reply closes; pass False to preview a
        policy without it. A policy that opens a loop ranks the context with an alpha the
        tuner samples (the bandit explores, and the loop's reward credits that alpha), so
        the order of the context's matches may differ between calls; a preview uses the
        tuner's best alpha. Whatever the alpha, every memory either search found ranks.
        `metadata` keeps only memories whose metadata matches (see `memories()`).

        Raises:
            InvalidInputError: an argument is empty, of the wrong type or out of range.
        """
        self._require_open()
        check_id("user_id", user_id)
        check_text("existing_instructions", existing_instructions)
        if context is not None:
            check_text("context", context)
        session_id = self._session(session_id)
        max_output_tokens = (
            check_count("max_output_tokens", max_output_tokens, maximum=_MAX_OUTPUT_TOKENS) or 1
        )
        include_episodes = (
            check_count("include_episodes", include_episodes, minimum=0, maximum=_MAX_EPISODES) or 0
        )
        check_flag("feedback", feedback)
        tags = self._metadata_filter(metadata)
        wanted = None if scopes is None else tuple(sorted({*self._scopes(scopes), GLOBAL_SCOPE}))
        # Only a policy that opens a feedback loop explores: its reward credits the alpha.
        alpha = self._tuner.choose() if feedback else self._best_alpha()

        def key(selected: Sequence[int] | None) -> str:
            return cache_key(
                user_id=user_id,
                scopes=wanted,
                existing_instructions=existing_instructions,
                max_output_tokens=max_output_tokens,
                selected=selected,
                agent_description=self.agent_description,
                model_id=self.model_id,
                prompt_version=prompt_fingerprint("compile"),
                extra=(include_episodes, tags),
            )

        # Without a context the selection is fixed by the user's memories, so the cache is
        # looked up first and a hit does no per-memory work. A context changes what is
        # selected: that is ranked first (no model call), then looked up.
        request_key = None if context else key(None)
        if request_key is not None:
            policy = await self._lookup(user_id, request_key, max_output_tokens)
            if policy is not None:
                return await self._finish(policy, user_id, session_id, alpha, context, feedback)
        version = await self._store.user_version(self.agent_id, user_id)
        request = PolicyRequest(
            agent_id=self.agent_id,
            user_id=user_id,
            scopes=wanted,
            existing_instructions=existing_instructions,
            max_output_tokens=max_output_tokens,
            context=context,
            agent_description=self.agent_description,
            now=self._clock.now(),
            metadata=tags,
        )
        episode_text = ""
        if include_episodes > 0:
            recent = await self._store.episodes(self.agent_id, user_id, limit=include_episodes)
            episode_text = render_episodes(
                recent, counter=self._counter, max_tokens=max_output_tokens // 4
            )
        if episode_text:
            # The episodes' share comes out of the memories' budget, so the whole stays in it.
            spent = self._counter.count(episode_text) + 2
            request = dataclasses.replace(
                request, max_output_tokens=max(1, max_output_tokens - spent)
            )
        if len(self._token_cache) > 50_000:
            self._token_cache.clear()
        # A prefetching counter keeps its own exact counts; its estimates are not kept.
        token_cache = self._token_cache if self._prefetch is None else {}
        prefetch = None if self._prefetch is None else self._prefetch.fetch
        if self._lines is None:
            self._lines = LineCache()
        scope = lines_scope(
            agent_id=self.agent_id,
            user_id=user_id,
            agent_description=self.agent_description,
            existing_instructions=existing_instructions,
            model_id=self.model_id,
        )
        lines = self._lines

        def compiled(memory: Memory) -> CompiledLine | None:
            return None if self._llm is None else lines.get(scope, memory)

        with self._tracing.span(SPAN_RETRIEVE) as stage:
            sources = Sources(store=self._store, vectors=self._vectors, embedder=self._embedder)
            candidates = await gather(request, sources=sources, alpha=alpha)
            gathered(stage, candidates.memories, candidates.dropped)
        with self._tracing.span(SPAN_RANK) as stage:
            ranking = rank(candidates, decay=self._decay)
            if prefetch is not None:
                await prefetch(likely_lines(ranking, self._counter, token_cache, compiled))
            selection = fit(
                ranking, counter=self._counter, token_cache=token_cache, compiled=compiled
            )
            selected(stage, ranking.ranked, selection.kept, selection.dropped)
        cached = await self._lookup(user_id, key(selection.memory_ids), max_output_tokens)
        if cached is not None:
            policy = reuse_policy(selection, cached)
            return await self._finish(policy, user_id, session_id, alpha, context, feedback)
        with self._tracing.span(SPAN_COMPILE) as stage:
            policy, selection = await compile_policy(
                ranking,
                selection,
                counter=self._counter,
                llm=self._llm,
                lines=lines,
                lines_scope=scope,
                token_cache=token_cache,
                prefetch=prefetch,
            )
            compiled_policy(stage, policy)
        text = f"{policy.text}\n\n{episode_text}" if episode_text and policy.text else policy.text
        text = text or episode_text
        # A compiled policy is model output: it can echo a secret from the instructions.
        redacted = self._redact(text)
        if redacted != text or episode_text:
            text = clip_to_budget(redacted, counter=self._counter, max_tokens=max_output_tokens)
            policy = dataclasses.replace(policy, text=text, token_count=self._counter.count(text))
        if policy.fallback_reason is None:
            # One entry per miss (each is a write): a call without a context is found under
            # its request before anything is ranked; one with a context under what it selected.
            await self._store.cache_put(
                self.agent_id,
                user_id,
                key(selection.memory_ids) if request_key is None else request_key,
                version=version,
                payload=encode_policy(policy),
                now=request.now,
            )
        return await self._finish(policy, user_id, session_id, alpha, context, feedback)

    async def _lookup(self, user_id: str, key: str, max_output_tokens: int) -> Policy | None:
        """The cached policy under `key`, if it is current and fits this instance's budget."""
        hit = await self._store.cache_get(self.agent_id, user_id, key)
        # The cache lives in the store and may hold a policy fitted with another instance's
        # token counter; one over this instance's budget is compiled again.
        policy = None if hit is None else self._cached(hit)
        if policy is None or policy.token_count > max_output_tokens:
            return None
        if outlived(policy, self._clock.now()):
            # A memory bounded in time ("I'm off next week") leaves the policy when it ends,
            # though nothing was written since: the policy is compiled again.
            return None
        return policy

    async def _finish(
        self,
        policy: Policy,
        user_id: str,
        session_id: str | None,
        alpha: float,
        context: str | None,
        feedback: bool,
    ) -> Policy:
        """The policy, with the feedback loop it opens unless `feedback` is False."""
        if not feedback:
            return policy
        return await self._open_loop(user_id, session_id, policy, alpha, context)

    def _cached(self, payload: str) -> Policy | None:
        """The cached policy, or None when the cached row is damaged (it is rebuilt)."""
        try:
            return self._decoder.decode(payload)
        except StoreError as exc:
            log.warning("ignoring a cached policy for agent %r: %s", self.agent_id, exc)
            return None
