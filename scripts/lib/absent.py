# SPDX-License-Identifier: GPL-2.0
"""nolibc-ext/coverage/absent, the functions nolibc-ext leaves out on
purpose: lines "name: reason", name a function or a shell pattern
(*_l), # comments. One reader for make coverage and make port."""

import fnmatch
import re


class Absent:
    """The file's entries; why(name) gives the reason a name is absent
    (or None) and records the entry used, so that coverage can name
    entries no name used. A malformed file raises ValueError saying
    where."""

    def __init__(self, path):
        self.path, self.entries, self.used = path, {}, set()
        with open(path) as fh:
            for i, line in enumerate(fh, 1):
                line = line.strip()
                if not line or line.startswith("#"):
                    continue
                m = re.fullmatch(r"([\w*?\[\]]+):\s+(\S.*)", line)
                if not m:
                    raise ValueError('%s:%d: not "name: reason": %s' % (path, i, line))
                if m.group(1) in self.entries:
                    raise ValueError("%s:%d: %s a second time" % (path, i, m.group(1)))
                self.entries[m.group(1)] = m.group(2)

    def why(self, name):
        if name in self.entries:
            self.used.add(name)
            return self.entries[name]
        for pat, reason in self.entries.items():
            if fnmatch.fnmatchcase(name, pat):
                self.used.add(pat)
                return reason
        return None
