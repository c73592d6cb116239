"""boardgames: five modern euro board games in the terminal.

The package root imports nothing so that `boardgames simulate`, `bench`, `saves` and
`rules` start without paying for Textual (see cli.py).
"""
