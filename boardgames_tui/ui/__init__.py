"""The Textual app (DESIGN.md, "UI"). Only this package imports textual; import it lazily."""
