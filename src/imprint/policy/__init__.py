"""The policy compiler: retrieve, fuse, decay, dedupe, budget, render, cache."""
