"""The observe pipeline: detect, derive, persist, consolidate."""
