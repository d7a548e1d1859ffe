"""Parser shared by the Planet Unknown component data tests (`test_data*.py`): the cells
of the spec's markdown tables."""

from __future__ import annotations

# --- parsing helpers -----------------------------------------------------------------------------


def _rows(table: str) -> list[list[str]]:
    """Cells of each markdown row (header and separator rows skipped)."""
    out = []
    for line in table.strip().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if cells[0] in ("step", "---"):
            continue
        out.append(cells)
    return out
