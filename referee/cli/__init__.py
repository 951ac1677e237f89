"""The command line: argument parsing and printing only, one module per subcommand (docs/architecture.md).

`referee.cli.main` is the `referee` command (one game, and the dispatch to every subcommand); each other
module here is the subcommand of its name (`referee kingdom` is `referee.cli.kingdom`); `referee.cli.options`
holds the options and checks of arguments that several subcommands share.
"""
