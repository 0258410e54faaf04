# SPDX-License-Identifier: GPL-2.0
"""The C file of generated KUnit suites (lib/kunit/uapi-gen/kunit-uapi-gen.c
in a build directory, which patch 14 of the series builds): each suite a
selftest directory or program, each case a program embedded with
KUNIT_UAPI_EMBED_BLOB() and run with kunit_uapi_run_kselftest(), or a case
failing with why its program did not build. Shared by boot-test
(UAPI_TESTS) and make corpus CORPUS_VIA=kunit.
"""

import re

GEN_DIR = 'lib/kunit/uapi-gen'


def ident(text):
    """text as a C identifier and KUnit name: [a-z0-9_] (never empty)."""
    return re.sub(r'[^a-z0-9_]', '_', text.lower()).strip('_') or 'program'


def c_text(text):
    """text (a path, a message) where a C comment or string can hold it."""
    return re.sub(r'[^\x20-\x7e]', '?', text).replace('\\', '/').replace(
        '"', "'").replace('*/', '*_')


def blob_name(n, name):
    """Where case n's program goes in the build directory: its own name
    (argv[0] in the guest, as in a build) where the assembler's .incbin
    string can hold it."""
    return f'{GEN_DIR}/b{n}/' + (name if re.fullmatch(r'[\w.+-]+', name) else ident(name))


# how long KUnit lets a case run (lib/kunit/try-catch.c): a selftest
# whose settings say "timeout=0" (none) runs that long
KUNIT_CASE_TIMEOUT = 300


class Case:
    """One case: name (a KUnit name), what (the program, for messages),
    blob (its path in the build directory, None when it did not build),
    digest (the program's sha1, in a comment: a changed program changes
    the file), why (what it lacks when not built), skip_unless (a Kconfig
    symbol without which the case skips), timeout (seconds, as its
    directory's settings file gives them: 0 for none, which is KUnit's
    own limit; None: the kunit_uapi.timeout module parameter's)."""

    def __init__(self, name, what, blob=None, digest='', why='', skip_unless=None,
                 timeout=None):
        self.name, self.what, self.blob, self.digest = name, what, blob, digest
        self.why, self.skip_unless, self.timeout = why, skip_unless, timeout

    def seconds(self, default):
        """How long the runner lets it run: default when it has no timeout
        of its own."""
        return default if self.timeout is None else self.timeout or KUNIT_CASE_TIMEOUT


class Suite:
    """One suite: name, cases, and files (the blob of a cpio archive of
    the files its programs need, unpacked next to each, or None) with
    files_note (a comment on it)."""

    def __init__(self, name, cases, files=None, files_note=''):
        self.name, self.cases, self.files, self.files_note = name, cases, files, files_note


def unique(name, taken):
    """name, or name_2, name_3...: the first not in taken (which it joins)."""
    n, out = 1, name
    while out in taken:
        n += 1
        out = f'{name}_{n}'
    taken.add(out)
    return out


def _case(n, case, files):
    what = c_text(case.what)
    if case.blob is None:
        return (f'/* {what}: not built */\n'
                f'static void gen_case_{n}(struct kunit *test)\n{{\n'
                f'\tKUNIT_FAIL(test, "{what} does not build against nolibc-ext: '
                f'{c_text(case.why)}");\n}}\n')
    # as kselftest's runner runs it: on a machine with a distribution's
    # mounts, with its directory's timeout
    opts = [f'.files = {files}'] if files else []
    if case.timeout is not None:
        opts.append(f'.timeout = {case.timeout or "KUNIT_UAPI_TIMEOUT_NONE"}')
    opts.append('.mounts = KUNIT_UAPI_MOUNT_ALL')
    run = (f'kunit_uapi_run_kselftest_opts(test, &gen_blob_{n},\n'
           f'\t\t&(struct kunit_uapi_options){{ {", ".join(opts)} }})')
    skip = (f'\tif (!IS_ENABLED({case.skip_unless}))\n'
            f'\t\tkunit_skip(test, "a 32-bit program: needs {case.skip_unless}");\n'
            if case.skip_unless else '')
    return (f'/* {what}, sha1 {case.digest} */\n'
            f'KUNIT_UAPI_EMBED_BLOB(gen_blob_{n}, "{case.blob}");\n\n'
            f'static void gen_case_{n}(struct kunit *test)\n{{\n{skip}'
            f'\t{run};\n}}\n')


def source(suites, by, description):
    """The C file of suites (a list of Suite, their cases numbered in
    order from 1 as blob_name() was given them); by: what generated it,
    description: the module's."""
    body, n = [], 0
    for s in suites:
        files = None
        if s.files:
            body.append(f'/* {c_text(s.files_note)} */\n'
                        f'KUNIT_UAPI_EMBED_BLOB(gen_files_{s.name}, "{s.files}");\n')
            files = f'&gen_files_{s.name}'
        first = n + 1
        for c in s.cases:
            n += 1
            body.append(_case(n, c, files))
        body.append(f'static struct kunit_case {s.name}_cases[] = {{\n' +
                    # slow as KUnit means it: a selftest runs for seconds
                    ''.join(f'\t{{ .run_case = gen_case_{i}, .name = "{c.name}",\n'
                            f'\t  .attr.speed = KUNIT_SPEED_SLOW }},\n'
                            for i, c in enumerate(s.cases, first)) +
                    '\t{}\n};\n\n'
                    f'static struct kunit_suite {s.name} = {{\n'
                    f'\t.name = "{s.name}",\n'
                    # its programs in debugfs: kunit/<suite>/blobs/
                    f'\t.suite_init = kunit_uapi_suite_init,\n'
                    f'\t.suite_exit = kunit_uapi_suite_exit,\n'
                    f'\t.test_cases = {s.name}_cases,\n}};\n')
    return ('// SPDX-License-Identifier: GPL-2.0\n'
            f'/* Generated by {by}: do not edit. */\n\n'
            '#include <kunit/test.h>\n#include <kunit/uapi.h>\n#include <linux/module.h>\n\n' +
            '\n'.join(body) + '\nkunit_test_suites(' +
            ', '.join(f'&{s.name}' for s in suites) +
            f');\n\nMODULE_DESCRIPTION("{c_text(description)}");\n'
            'MODULE_LICENSE("GPL");\n')
