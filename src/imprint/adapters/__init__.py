"""Adapters for outside services: embedders and token counters."""
