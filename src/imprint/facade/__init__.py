"""The parts of the `Imprint` facade, one module per concern; `imprint._core` joins them."""
