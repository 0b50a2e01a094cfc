"""Ready-made integrations with agent frameworks."""
