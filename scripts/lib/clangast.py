# SPDX-License-Identifier: GPL-2.0
"""What scripts/namespace-check and scripts/coverage read of clang's
-Xclang -ast-dump: a declaration line's flags, and its source range."""

# words of a declaration line that are flags, not its name
FLAGS = {'implicit', 'referenced', 'used', 'invalid', 'static', 'extern',
	 'inline', 'cinit', 'definition'}


def skip_range(rest):
	"""rest starts at a source range <...>: what follows it"""
	depth = 0
	for i, c in enumerate(rest):
		if c == '<':
			depth += 1
		elif c == '>':
			depth -= 1
			if depth == 0:
				return rest[i + 1:]
	return ''
