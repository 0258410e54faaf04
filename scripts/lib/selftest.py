# SPDX-License-Identifier: GPL-2.0
"""Building one selftest program of the Linux tree the way its own Makefile
does, against glibc or against nolibc-ext, and explaining a nolibc-ext build
that fails.

recipe(): the sources and flags a program's Makefile uses, read from a dry
run of that Makefile (make -n with a marker compiler), never guessed from
file names.
build(): one build of a recipe with a given compiler command.
missing(): what a failed nolibc-ext build lacks, as a deduplicated list of
headers, functions, types, macros and struct members, each with the glibc
header that declares it.
"""

import hashlib
import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import tempfile

# seconds a build of one program may take (gcc's assembler can loop for
# ever on a C header put into an assembly file)
BUILD_TIMEOUT = 300

MARK_CC = "KUNIT_UAPI_CC"
MARK_OUT = "/KUNIT_UAPI_OUT"


class NoRecipe(Exception):
    """The program's Makefile does not build it; the message says why."""


def clean_env():
    """The environment for a make run of our own: none of the caller's make
    flags (a parent's -n, -j or variables must not leak in)."""
    env = dict(os.environ)
    for k in ("MAKEFLAGS", "MFLAGS", "MAKELEVEL", "MAKEOVERRIDES", "O", "V",
              "ARCH", "CC", "CFLAGS", "LDFLAGS", "OUTPUT", "T"):
        env.pop(k, None)
    return env


SELFTESTS = "/tools/testing/selftests"
_shadows = {}
_dry_runs = {}	# directory -> its dry run's lines, once per process


def _shadow(ksrc):
    """A tree where the selftests directory is a copy and everything else
    links to ksrc: Makefiles write even in a dry run ($(shell) in mm's
    writes local_config.h), and the tree itself is never written to."""
    if ksrc in _shadows:
        return _shadows[ksrc].name
    tmp = tempfile.TemporaryDirectory(prefix="kunit-uapi-tree.")
    _shadows[ksrc] = tmp
    src, dst = ksrc, tmp.name
    for part in ("tools", "testing", "selftests"):
        for e in os.listdir(src):
            if e != part:
                os.symlink(os.path.join(src, e), os.path.join(dst, e))
        src, dst = os.path.join(src, part), os.path.join(dst, part)
        if part != "selftests":
            os.mkdir(dst)
    shutil.copytree(src, dst, symlinks=True)
    return tmp.name


def _shadow_dir(directory):
    """(the tree, directory's copy in the shadow tree, the shadow's root)."""
    i = directory.find(SELFTESTS)
    if i < 0:
        raise NoRecipe("%s is not under %s" % (directory, SELFTESTS))
    shadow = _shadow(directory[:i])
    return directory[:i], shadow + directory[i:], shadow


def extra_files(directory):
    """The files a selftest directory's Makefile lists for installation
    besides the programs it builds (TEST_FILES, TEST_PROGS,
    TEST_PROGS_EXTENDED: scripts and data), that exist in the tree; paths
    relative to directory. Asked of make itself, in the shadow tree."""
    _, sdir, _ = _shadow_dir(directory)
    rule = "kunit-uapi-files: ; @echo $(TEST_FILES) $(TEST_PROGS) $(TEST_PROGS_EXTENDED)"
    p = subprocess.run(["make", "-s", "-C", sdir, "--eval", rule,
                        "kunit-uapi-files"], stdin=subprocess.DEVNULL,
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, env=clean_env(),
                       universal_newlines=True, errors="replace", timeout=120)
    files = []
    for w in (p.stdout.split("\n")[-2] if p.returncode == 0 and p.stdout.strip() else "").split():
        rel = os.path.normpath(w)
        if rel.startswith("..") or os.path.isabs(rel):
            continue
        if os.path.exists(os.path.join(directory, rel)) and rel not in files:
            files.append(rel)
    return files


# kselftest's runner (kselftest/runner.sh): a test's timeout when its
# directory has no settings file saying otherwise
KSELFTEST_TIMEOUT = 45


def settings_timeout(directory):
    """The timeout kselftest's runner gives the programs of directory:
    the last "timeout=N" line of its settings file, 45 s without one; 0
    means none. A line that is not a number is an error (ValueError)
    naming the file, as the runner would misread it."""
    path = os.path.join(directory, "settings")
    try:
        with open(path) as f:
            lines = f.read().splitlines()
    except FileNotFoundError:
        return KSELFTEST_TIMEOUT
    value = KSELFTEST_TIMEOUT
    for line in lines:
        key, sep, v = line.strip().partition("=")
        if sep and key == "timeout":
            if not v.isdigit():
                raise ValueError("%s: timeout=%s is not a number of seconds" % (path, v))
            value = int(v)
    return value


def dry_run(directory, gen=None):
    """The command lines `make` would run in a selftest directory, run in
    a shadow of the tree (see _shadow()), its paths given back as the
    tree's. The compiler is a marker that runs gcc: Makefiles probe it with
    $(shell) (x86's check_cc.sh) even in a dry run. Files the Makefile
    generated in the directory (mm's local_config.h) are copied into gen,
    when given."""
    ksrc, sdir, shadow = _shadow_dir(directory)
    if directory not in _dry_runs:
        _dry_runs[directory] = _make_n(sdir).replace(shadow, ksrc).splitlines()
    if gen:
        for f in os.listdir(sdir):
            if not os.path.lexists(os.path.join(directory, f)) and \
                    os.path.isfile(os.path.join(sdir, f)):
                os.makedirs(gen, exist_ok=True)
                shutil.copy(os.path.join(sdir, f), gen)
    return _dry_runs[directory]


def _make_n(sdir):
    """make -n in sdir with the marker compiler; its output, lines joined."""
    with tempfile.TemporaryDirectory(prefix="kunit-uapi-cc.") as tmp:
        cc = os.path.join(tmp, MARK_CC)
        with open(cc, "w") as f:
            f.write('#!/bin/sh\nexec gcc "$@"\n')
        os.chmod(cc, 0o755)
        cmd = ["make", "-n", "-B", "-C", sdir, "OUTPUT=" + MARK_OUT, "CC=" + cc]
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, env=clean_env(),
                           universal_newlines=True, errors="replace", timeout=120)
    return p.stdout.replace("\\\n", " ")


def _commands(lines):
    """Each compiler command of a dry run, as a word list."""
    for line in lines:
        if MARK_CC not in line:
            continue
        for part in re.split(r"&&|;", line):
            try:
                words = shlex.split(part)
            except ValueError:
                continue
            for i, w in enumerate(words):
                if w.endswith("/" + MARK_CC):
                    yield words[i + 1:]
                    break


def _output(words):
    if "-o" in words and words.index("-o") + 1 < len(words):
        return words[words.index("-o") + 1]
    return None


KEEP_VALUE = ("-I", "-isystem", "-include", "-D", "-U", "-iquote")


def _flags(words, directory):
    """Sources, preprocessor flags and libraries of one compiler command;
    paths made absolute."""
    srcs, flags, libs = [], [], []
    i = 0
    while i < len(words):
        w = words[i]
        if w in KEEP_VALUE and i + 1 < len(words):
            v = words[i + 1]
            if w != "-D" and w != "-U":
                v = os.path.normpath(os.path.join(directory, v))
            flags += [w, v]
            i += 2
            continue
        if w == "-o":
            i += 2
            continue
        for opt in KEEP_VALUE:
            if w.startswith(opt) and len(w) > len(opt) and opt != "-include":
                v = w[len(opt):]
                if opt not in ("-D", "-U"):
                    v = os.path.normpath(os.path.join(directory, v))
                flags += [opt, v]
                break
        else:
            if w.startswith("-l"):
                libs.append(w)
            elif w.startswith(("-std=", "-m")) or w == "-pthread":
                # the target's options too: mm's protection_keys uses
                # xsave's builtins, which -mxsave gives
                flags.append(w)
            elif not w.startswith("-") and w.endswith((".c", ".o", ".S")):
                srcs.append(os.path.normpath(os.path.join(directory, w)))
        i += 1
    return srcs, flags, libs


def outside(program):
    """Whether program (as programs() gives it) is a developer's own file
    outside the tree's selftests: those are given as absolute paths."""
    return os.path.isabs(program)


def out_name(program):
    """program's name under a build directory, without .c: its path in
    the selftests, or local/<its absolute path> for a file outside them
    (never a path next to the developer's own source)."""
    return ("local" + program if outside(program) else program)[:-2]


def recipe(selftests, program, gen_root):
    """The recipe of program (a path under selftests ending in .c): a dict
    with the sources, flags and libraries its Makefile builds it from.
    Files its Makefile generates go to gen_root/<its directory>, which is
    then searched for "" includes. A program outside the selftests has no
    Makefile there: it is built from itself alone, kselftest.h and
    kselftest_harness.h found in the tree's selftests (the compiler's -I)."""
    if outside(program):
        return {"program": program, "dir": os.path.dirname(program),
                "name": os.path.basename(program)[:-2], "sources": [program],
                "flags": [], "libs": []}
    path = os.path.join(selftests, program)
    directory, name = os.path.split(path)
    name = name[:-2]
    gen = os.path.join(gen_root, os.path.dirname(program))
    # $(OUTPUT)/name; name alone (make's built-in rule); x86's name_64;
    # the first of its variants otherwise (exec's load_address.0x1000,
    # tcp_ao's connect_ipv4)
    targets = [MARK_OUT + "/" + name, name, MARK_OUT + "/" + name + "_64"]
    cmds = list(_commands(dry_run(directory, gen)))
    objects = {}
    for words in cmds:
        out = _output(words)
        if out and out.endswith(".o") and "-c" in words:
            objects[out] = words
    # the program itself before any variant: x86's NAME_32 comes before
    # NAME_64 in make's order, and is an i386 build (-m32) where the
    # machine can build one
    def variant(out):
        return out.startswith(targets[0] + ".0x") or out.startswith(targets[0] + "_")
    cmds.sort(key=lambda words: (_output(words) or "") not in targets)
    for words in cmds:
        out = _output(words) or ""
        # a variant of the program: exec's NAME.0x1000, tcp_ao's NAME_ipv4
        if out not in targets and not variant(out):
            continue
        srcs, flags, libs = _flags(words, directory)
        sources = []
        for s in srcs:
            if s.endswith(".o"):
                obj = objects.get(MARK_OUT + "/" + os.path.basename(s)) or objects.get(s)
                if obj is None:
                    raise NoRecipe("%s: object %s has no compile command" % (program, s))
                osrcs, oflags, _ = _flags(obj, directory)
                sources += osrcs
                flags += [f for f in oflags if f not in flags]
            else:
                sources.append(s)
        if path not in sources and variant(out):
            continue	# another program named alike (NAME_other.c)
        if path not in sources:
            raise NoRecipe("%s: its Makefile builds %s from %s" %
                           (program, name, " ".join(os.path.relpath(s, directory)
                                                    for s in sources) or "nothing"))
        if os.path.isdir(gen):
            flags += ["-iquote", gen]
        return {"program": program, "dir": directory, "name": name,
                "sources": [path] + [s for s in sources if s != path],
                "flags": flags, "libs": libs}
    raise NoRecipe("%s: the Makefile of %s does not build %s (make -n shows no "
                   "command with -o $(OUTPUT)/%s)" %
                   (program, os.path.relpath(directory, selftests), name, name))


def programs(selftests, target):
    """The programs target names (a .c file or a directory, absolute or
    relative to the current directory or to selftests), as paths relative
    to selftests; NoRecipe says what is wrong with target. A file or
    directory outside the selftests is a developer's own test: the .c file,
    or every .c file directly in the directory, each one program built
    from itself alone (see recipe()), given as an absolute path."""
    path = os.path.realpath(target if os.path.isabs(target)
                            else os.path.join(os.getcwd(), target))
    if not os.path.exists(path):
        alt = os.path.realpath(os.path.join(selftests, target))
        if not os.path.exists(alt):
            raise NoRecipe("T=%s: no such file or directory (neither %s nor %s)" %
                           (target, path, alt))
        path = alt
    root = os.path.realpath(selftests)
    inside = path == root or path.startswith(root + "/")
    if os.path.isfile(path):
        if not path.endswith(".c"):
            raise NoRecipe("T=%s is not a C file (.c) nor a directory" % target)
        return [os.path.relpath(path, root) if inside else path]
    if not os.path.isdir(path):
        raise NoRecipe("T=%s is neither a regular file nor a directory" % target)
    if not inside:
        progs = sorted(os.path.join(path, f) for f in os.listdir(path)
                       if f.endswith(".c") and os.path.isfile(os.path.join(path, f)))
        if not progs:
            raise NoRecipe("T=%s: a directory outside the selftests with no .c file "
                           "in it (each .c file directly in it is one program)" % target)
        return progs
    progs = _built_by(path, root)
    if not progs:
        raise NoRecipe("T=%s: the Makefile of %s builds no C program (make -n shows none)" %
                       (target, os.path.relpath(path, root) if path != root else "selftests"))
    return progs


def _built_by(path, root):
    """The programs the Makefile of directory path builds, relative to
    root: each command whose output is $(OUTPUT)/NAME (or NAME alone,
    make's built-in rule) from NAME.c (or NAME.o, or a variant's source:
    x86's NAME_64 from NAME.c, exec's NAME.0x1000)."""
    progs = []
    for words in _commands(dry_run(path)):
        out = _output(words)
        if not out or out.endswith(".o") or "-c" in words or \
                os.path.dirname(out) not in ("", MARK_OUT):
            continue
        srcs, _, _ = _flags(words, path)
        name = os.path.basename(out)
        for s in srcs:
            base = os.path.basename(s)[:-2]
            if not (base == name or name.startswith(base + "_")
                    or name.startswith(base + ".")):
                continue
            if s.endswith(".o"):
                s = os.path.join(path, base + ".c")
            if s.endswith(".c") and os.path.isfile(s):
                rel = os.path.relpath(s, root)
                if rel not in progs:
                    progs.append(rel)
                break
    return progs


# directories of the selftests named after an architecture other than
# x86: their Makefiles, run directly, build for any machine
OTHER_ARCHES = {"alpha", "arc", "arm", "arm64", "csky", "hexagon", "ia64", "loongarch",
                "m68k", "microblaze", "mips", "nios2", "openrisc", "parisc", "powerpc",
                "riscv", "s390", "s390x", "sh", "sparc", "sparc64", "um", "xtensa"}


def _reader():
    """What the answers read from the tree's Makefiles depend on besides
    the tree (never written to): this file."""
    with open(__file__, "rb") as f:
        return hashlib.sha1(f.read()).hexdigest()


def tree_programs(selftests, cache=None):
    """The programs the selftests tree builds for an x86_64 machine:
    those of the Makefile of every directory that has one (a directory
    whose Makefile fails or builds nothing adds none), but in
    directories named after another architecture, and but those built
    into a subdirectory of $(OUTPUT) (kvm's x86_64/, whose recipes
    _built_by() does not read); sorted. Kept in the JSON file cache,
    when given, as recipes() keeps its answers (a dry run of every
    directory takes seconds)."""
    root = os.path.realpath(selftests)
    key = [_reader(), root]
    try:
        with open(cache) as f:
            known = json.load(f)
        if known["key"] == key:
            return known["programs"]
    except (TypeError, OSError, ValueError, KeyError):
        pass
    progs = set()
    for d, subdirs, files in os.walk(root):
        subdirs[:] = sorted(s for s in subdirs if s not in OTHER_ARCHES)
        if "Makefile" in files and d != root:
            progs.update(_built_by(d, root))
    progs = sorted(progs)
    if cache:
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(cache + ".tmp", "w") as f:
            json.dump({"key": key, "programs": progs}, f)
        os.replace(cache + ".tmp", cache)
    return progs


# options of the selftests' fragments that change how long a kernel takes
# to build, not what its tests see (BTF would need pahole)
BUILD_ONLY = re.compile(r"^CONFIG_DEBUG_INFO\w*=")
UNSET = re.compile(r"^# CONFIG_\w+ is not set$")


def config_fragment(selftests, programs):
    """The kernel configuration the selftests of programs ask for, as
    make kselftest-merge merges it for x86_64: the fragments config and
    config.x86_64 of each program's directory and of the directories
    above it, in path order (the last word counts), modules built in
    (=m as =y, as merge_config.sh -y), debug information left out (see
    BUILD_ONLY). Returns (text, the fragments read)."""
    root = os.path.realpath(selftests)
    dirs = set()
    for p in programs:
        d = os.path.dirname(p)
        while d:
            dirs.add(d)
            d = os.path.dirname(d)
    used, lines = [], []
    for d in sorted(dirs):
        for name in ("config", "config.x86_64"):
            f = os.path.join(root, d, name)
            if not os.path.isfile(f):
                continue
            used.append(os.path.join(d, name))
            lines.append("# " + os.path.join(d, name))
            with open(f, errors="replace") as fh:
                for line in fh:
                    line = line.strip()
                    if not (line.startswith("CONFIG_") or UNSET.match(line)) or \
                            BUILD_ONLY.match(line):
                        continue
                    if line.endswith("=m"):
                        line = line[:-1] + "y"
                    lines.append(line)
    return "\n".join(lines) + "\n", used


def recipes(selftests, programs, cache):
    """recipe() for every program, kept in the JSON file cache (the tree is
    never written to, so its Makefiles' answers do not change; a change of
    this file discards them); programs without one map to the error's
    text."""
    # the answers hold until the tree or this reading of it changes
    me = _reader()
    try:
        with open(cache) as f:
            known = json.load(f)
    except (OSError, ValueError):
        known = {}
    if known.get(" reader") != me:
        known = {" reader": me}
    dirty = False
    for p in programs:
        if p in known:
            continue
        try:
            known[p] = recipe(selftests, p, os.path.join(os.path.dirname(cache), "gen"))
        except (NoRecipe, subprocess.SubprocessError) as e:
            known[p] = str(e)
        dirty = True
    if dirty:
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(cache + ".tmp", "w") as f:
            json.dump(known, f, indent=1, sort_keys=True)
        os.rename(cache + ".tmp", cache)
    return {p: known[p] for p in programs}


def _recipe_target(cc):
    """Whether cc builds for the architecture a recipe's target options
    (-mxsave, -m64) are for: x86, whose Makefiles a dry run without ARCH=
    reads here, x86_64 or its i386 ABI; boot-test and port build recipes
    for the others too, with clang --target=."""
    t = [w.split("=", 1)[1] for w in cc if w.startswith("--target=")]
    return not t or re.match(r"(x86_64|i[3-6]86)-", t[-1]) is not None


def command(rec, cc, uapi, output, libc):
    """The command building rec with cc (a word list). The tree's usr/include
    (KHDR_INCLUDES, never installed in the tree we read) becomes uapi, the
    installed UAPI headers. Libraries are glibc's only. __FILE__ is the
    source's name relative to its directory, as lib.mk's builds have it
    (mm/gup_longterm.c makes a temporary file named after it, which an
    absolute name put in the tree)."""
    flags = []
    f = rec["flags"]
    target = _recipe_target(cc)
    for i in range(0, len(f)):
        if i and f[i - 1] in KEEP_VALUE:
            continue
        if f[i] in KEEP_VALUE:
            v = f[i + 1]
            if v.rstrip("/").endswith("/usr/include"):
                v = uapi
            flags += [f[i], v]
        elif f[i].startswith("-m") and not target:
            continue
        elif libc == "glibc" or f[i] not in ("-pthread", "-m32", "-m64"):
            flags.append(f[i])
    libs = rec["libs"] if libc == "glibc" else []
    return (cc + flags + ["-isystem", uapi, "-fmacro-prefix-map=%s/=" % rec["dir"]] +
            rec["sources"] + libs + ["-o", output])


def _killpg(pgid):
    """Kills a process group, which may have ended already."""
    try:
        os.killpg(pgid, signal.SIGKILL)
    except ProcessLookupError:
        pass


# the static libraries of glibc whose definitions a program may replace
GLIBC_ARCHIVES = ("libc.a", "libm.a", "libpthread.a", "librt.a", "libdl.a")


MULDEFS_NOTE = "linked with -z muldefs: defines glibc's "


def interposed(text):
    """The functions a failed static link found defined by the program
    and again by a member of glibc's static libraries, ld's lines
    "<archive>(<member>): ... multiple definition of `f'; <object>: first
    defined here" (the archive's part on a line of its own for a
    function), the first definition a program object's, not an archive
    member's; [] when any clash is another or not read so."""
    names = []
    lines = text.splitlines()
    for i, line in enumerate(lines):
        if "multiple definition of" not in line:
            continue
        whole = lines[i - 1] + line if i and line.startswith("(") else line
        m = re.search(r"([^\s()]+)\(([^()]+)\):.*multiple definition of `([^']+)'; "
                      r"(\S+?):.*first defined here", whole)
        if not m or os.path.basename(m.group(1)) not in GLIBC_ARCHIVES or \
                re.search(r"\.a\(", m.group(4)):
            return []
        names.append(m.group(3))
    return names


def build(rec, cc, uapi, output, libc, extra=()):
    """Builds rec into output (via a temporary name); returns (ok, the
    compiler's messages). A glibc build of a program that defines one of
    glibc's functions itself (timers/valid-adjtimex.c its clock_adjtime())
    does not link statically, where its Makefile's dynamic build uses the
    program's definition: it is linked again with -z muldefs, under which
    the first definition, the program's, is the one used."""
    ok, text = _build(rec, cc, uapi, output, libc, extra)
    names = interposed(text) if not ok and libc == "glibc" else []
    if names:
        ok, again = _build(rec, cc, uapi, output, libc, list(extra) + ["-Wl,-z,muldefs"])
        text = "%s\n%s%s\n" % (again.rstrip("\n"), MULDEFS_NOTE, ", ".join(names))
    return ok, text


def _build(rec, cc, uapi, output, libc, extra):
    """One build of rec into output; (ok, the compiler's messages)."""
    cmd = command(rec, list(cc) + list(extra), uapi, output + ".tmp", libc)
    # a session of its own: a compiler that hangs is ended with all it ran
    p = subprocess.Popen(cmd, cwd=rec["dir"], stdin=subprocess.DEVNULL,
                         stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         universal_newlines=True, errors="replace", start_new_session=True)
    try:
        text, _ = p.communicate(timeout=BUILD_TIMEOUT)
    except subprocess.TimeoutExpired:
        _killpg(p.pid)
        text, _ = p.communicate()
        text += "\nerror: the build did not end in %d s: stopped\n" % BUILD_TIMEOUT
    except BaseException:
        # interrupted: ^C reaches this process, not the build's session
        _killpg(p.pid)
        raise
    if p.returncode == 0:
        os.rename(output + ".tmp", output)
        return True, text
    if os.path.exists(output + ".tmp"):
        os.unlink(output + ".tmp")
    return False, text


# --- what a failed build lacks ------------------------------------------------

DIAGNOSTICS = [
    (r"fatal error: '([^']+)' file not found", "header"),
    (r"call to undeclared function '(\w+)'", "function"),
    (r"implicit declaration of function '(\w+)'", "function"),
    (r"call to undeclared library function '(\w+)'", "function"),
    (r"use of undeclared identifier '(\w+)'", "identifier"),
    (r"unknown type name '(\w+)'", "type"),
    (r"incomplete (?:definition of )?type '(struct \w+)'", "struct"),
    (r"has incomplete type '(struct \w+)'", "struct"),
    (r"to an incomplete type '(struct \w+)'", "struct"),
    (r"no member named '(\w+)' in '(struct \w+|union \w+)'", "member"),
    (r"undefined symbol: (\w+)", "function"),
    (r"undefined reference to `(\w+)'", "function"),
]

# clashes of nolibc itself with a test, not something missing
CLASHES = [
    r"(redefinition of '\w+')",
    r"(conflicting types for '\w+')",
    r"(static declaration of '\w+' follows non-static declaration)",
    r"(too many arguments to function call, expected \d+, have \d+)",
    r"(token is not a valid binary operator in a preprocessor subexpression)",
    r"(typedef redefinition with different types)",
]


def missing(rec, cc, uapi, output, headers_index):
    """Builds rec against nolibc-ext, stubbing out missing headers one by one
    (a missing header stops the compiler), and returns (items, other):
    items a sorted list of (kind, name, glibc header), other the error lines
    that are no missing item (clashes, at most 10)."""
    items = set()
    other = []
    with tempfile.TemporaryDirectory(prefix="kunit-uapi-stubs.") as stubs:
        extra = ["-ferror-limit=0", "-Werror=implicit-function-declaration",
                 "-idirafter", stubs]
        for _ in range(40):
            ok, text = build(rec, cc, uapi, output, "nolibc", extra)
            if ok:
                break
            new_header = False
            for line in text.splitlines():
                m = re.search(DIAGNOSTICS[0][0], line)
                if m:
                    h = m.group(1)
                    items.add(("header", h))
                    os.makedirs(os.path.dirname(os.path.join(stubs, h)), exist_ok=True)
                    open(os.path.join(stubs, h), "w").close()
                    new_header = True
            if new_header:
                continue
            for line in text.splitlines():
                found = False
                for pattern, kind in DIAGNOSTICS[1:]:
                    m = re.search(pattern, line)
                    if m:
                        name = m.group(1) if kind != "member" else \
                            "%s.%s" % (m.group(2), m.group(1))
                        items.add((kind, name))
                        found = True
                        break
                if not found and ("error:" in line or "error " in line):
                    for pattern in CLASHES:
                        m = re.search(pattern, line)
                        if m and "clash: " + m.group(1) not in other:
                            other.append("clash: " + m.group(1))
                            found = True
                            break
                if not found and " error: " in line and len(other) < 10:
                    msg = line.split(" error: ", 1)[1]
                    if not re.search(r"\d+ errors? generated|linker command failed", msg):
                        if msg not in other:
                            other.append(msg)
            break
    result = []
    for kind, name in sorted(items):
        if kind == "header":
            # "" when no C library header has that name: another library's
            result.append((kind, name, headers_index.get("#" + name, "")))
        else:
            result.append((kind, name, headers_index.get(name.split(".")[0], "")))
    return result, other


# --- which glibc header declares what -----------------------------------------

PUBLIC_DIRS = ["", "sys", "netinet", "arpa", "net"]


def _scan(text):
    """Names declared by one glibc header: functions, typedefs, macros,
    structs, variables."""
    names = set()
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    for m in re.finditer(r"^\s*#\s*define\s+(\w+)", text, re.M):
        names.add(m.group(1))
    for m in re.finditer(r"\bstruct\s+(\w+)\s*\{", text):
        names.add("struct " + m.group(1))
    for m in re.finditer(r"\btypedef\b[^;{]*?(\w+)\s*(?:\[[^\]]*\])?\s*;", text):
        names.add(m.group(1))
    for m in re.finditer(r"\}\s*(\w+)\s*;", text):
        names.add(m.group(1))
    for m in re.finditer(r"\bextern\b[^;(]*?\b(\w+)\s*\(", text):
        names.add(m.group(1))
    for m in re.finditer(r"\bextern\b[^;(]*?\b(\w+)\s*;", text):
        names.add(m.group(1))
    for m in re.finditer(r"^\s*(\w+),?\s*(?:=[^,\n]*)?,?\s*$", text, re.M):
        if m.group(1).isupper():
            names.add(m.group(1))
    return names


def headers_index(include="/usr/include", cache=None):
    """{name: public glibc header}: for each name, the public header (not
    bits/) that declares it, or includes the bits/ header that does."""
    if cache:
        try:
            with open(cache) as f:
                return json.load(f)
        except (OSError, ValueError):
            pass
    if not os.path.isdir(include):
        return {}	# no glibc headers (libc6-dev): no header to name
    arch = [d for d in os.listdir(include) if d.endswith("-linux-gnu")]
    roots = [include] + [os.path.join(include, a) for a in arch]
    private = {}  # bits header -> names
    public = {}   # public header -> (names, included bits headers)
    for root in roots:
        for sub in ("bits", "sys", "netinet", "arpa", "net", ""):
            d = os.path.join(root, sub)
            if not os.path.isdir(d):
                continue
            for f in os.listdir(d):
                if not f.endswith(".h"):
                    continue
                try:
                    with open(os.path.join(d, f), errors="replace") as fh:
                        text = fh.read()
                except OSError:
                    continue
                rel = os.path.join(sub, f) if sub else f
                names = _scan(text)
                if sub == "bits":
                    private.setdefault(rel, set()).update(names)
                else:
                    incs = set(re.findall(r"#\s*include\s*<(bits/[\w./-]+)>", text))
                    old = public.setdefault(rel, (set(), set()))
                    old[0].update(names)
                    old[1].update(incs)
    index = {"#" + h: h for h in public}
    # the kernel's UAPI headers and glibc's bits are no library of their own
    for d in ("linux", "asm", "asm-generic", "bits"):
        for root in roots:
            if os.path.isdir(os.path.join(root, d)):
                for f in os.listdir(os.path.join(root, d)):
                    index["#" + d + "/" + f] = d + "/" + f
    # standard headers first: a name any of them declares is theirs
    order = sorted(public, key=lambda h: (h.count("/"), len(h), h))
    for h in order:
        for n in public[h][0]:
            index.setdefault(n, h)
    for h in order:
        for b in public[h][1]:
            for n in private.get(b, ()):
                index.setdefault(n, h)
    if cache:
        os.makedirs(os.path.dirname(cache), exist_ok=True)
        with open(cache + ".tmp", "w") as f:
            json.dump(index, f)
        os.rename(cache + ".tmp", cache)
    return index
