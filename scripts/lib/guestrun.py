# SPDX-License-Identifier: GPL-2.0
"""Running programs inside a QEMU-booted x86_64 kernel, with preinit as its
init: each program in a world of its own (preinit -l), the machine
restarted at the end (which ends QEMU). Never on the host: the programs
may set the clock, write sysctls or load modules.

run(): boots as many times as needed. A guest that stops answering (no
output for the per-test timeout plus a margin), or whose kernel crashes,
costs the program that was running its result ("guest" status), and the
programs after it run in a new guest.
"""

import os
import re
import shutil
import subprocess
import time

RESULT = re.compile(r"^(not ok|ok) (\d+)\b(.*)$")
KMSG = re.compile(r"^\[\s*\d+\.\d+\] ")
MARGIN = 30          # seconds of silence beyond the per-test timeout
# the one QEMU command line of the project
QEMU = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "guest-qemu")
BATCH_BYTES = 48 << 20
# what selftests expect of a machine: the filesystems systemd mounts
# (preinit -M), and huge pages reserved as run_vmtests.sh reserves them
PREINIT_OPTS = "-M all"
KERNEL_ARGS = "hugepages=128"
# seconds between progress lines while a guest runs (as kmake's)
EVERY = float(os.environ.get("KMAKE_EVERY", "30"))
# preinit's line after a run; it follows the program's output on the same
# line when that output did not end with a newline (a usage message); the
# serial console ends lines with "\r\n"
DONE = re.compile(rb"# preinit: \S+: exit status \d+\r?$")


def verdicts(output):
    """The top-level TAP results of a program's output, in order: pass,
    fail, skip or xfail each."""
    out = []
    for line in output.splitlines():
        m = RESULT.match(line)
        if not m:
            continue
        rest = m.group(3).lower()
        if "# skip" in rest:
            out.append("skip")
        elif "# xfail" in rest:
            out.append("xfail")
        else:
            out.append("pass" if m.group(1) == "ok" else "fail")
    return out


def pack_cpio(root, cpio, names=(".",)):
    """Writes the newc cpio archive cpio of names (and what is under them)
    in directory root: an initramfs, or a test's files."""
    with open(cpio, "wb") as f:
        find = subprocess.run(["find"] + list(names), cwd=root, capture_output=True,
                              check=True)
        subprocess.run(["cpio", "-o", "-H", "newc", "--quiet"], cwd=root,
                       input=find.stdout, stdout=f, check=True)


def _boot(kernel, cpio, timeout, longest, log, say, progress=None, init_opts=""):
    """Boots (preinit's timeout: timeout; init_opts: its options as the
    machine's init, -m MODULE), returns the serial output
    (kernel messages dropped), whether the guest had to be killed after
    longest seconds of silence and a margin, and the host's time at the
    start and at the end of each run; every EVERY seconds, calls progress
    with the number of runs ended so far."""
    cmd = [QEMU, "-m", "2048", "-s", "2", "-i", cpio, kernel,
           "console=ttyS0 panic=-1 quiet %s rdinit=/preinit -- %s %s-t %d -l /list -R" %
           (KERNEL_ARGS, PREINIT_OPTS, init_opts + " " if init_opts else "", timeout)]
    p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         stdin=subprocess.DEVNULL)
    os.set_blocking(p.stdout.fileno(), False)
    chunks, last, killed = [], time.time(), False
    shown, ends, partial = last, [last], b""
    with open(log, "ab") as f:
        while True:
            chunk = p.stdout.read()
            if progress and time.time() - shown >= EVERY:
                shown = time.time()
                progress(len(ends) - 1)
            if chunk:
                f.write(chunk)
                chunks.append(chunk)
                last = time.time()
                lines = (partial + chunk).split(b"\n")
                partial = lines.pop()
                ends += [last for line in lines if DONE.search(line)]
            elif p.poll() is not None:
                break
            elif time.time() - last > longest + MARGIN:
                say("# the guest said nothing for %d s: killed" % (longest + MARGIN))
                p.kill()
                killed = True
            else:
                time.sleep(0.05)
    text = b"".join(chunks).decode(errors="replace").replace("\r", "")
    return text, killed, ends


def run(work, kernel, preinit, tests, timeout, say, label="guest", took=None,
        group=None, files=(), init_opts=""):
    """Runs tests, a list of (name, binary, directory in the guest) in a
    guest, each with the given timeout (a fourth item, when there is one,
    is its own; a fifth and a sixth, preinit's options for it and the
    program's arguments, words without quoting); returns {name: (status,
    output)}, status None when the
    guest died under the test. Progress lines start with label. took, a
    dict, gets the seconds each run that ended took (the first of a boot
    with the boot). group, a function of a name: tests next to each other
    with the same group run in the same boot (the two builds of a
    program), unless the guest dies under one of them, the rest going
    to the next boot; a boot ends only between groups. files: (file,
    name in the guest) each boot has besides, and init_opts preinit's
    options as the guest's init (see _boot())."""
    results = {}
    pending = list(tests)
    log = os.path.join(work, "serial.log")
    open(log, "w").close()
    boots = 0
    while pending:
        root = os.path.join(work, "root")
        shutil.rmtree(root, ignore_errors=True)
        os.makedirs(root)
        shutil.copy(preinit, os.path.join(root, "preinit"))
        for src, dest in files:
            shutil.copy(src, os.path.join(root, dest.lstrip("/")))
        size, batch, lines, longest = 0, [], [], timeout
        for name, binary, gdir, *own in pending:
            if batch and size > BATCH_BYTES and (group is None or
                                                 group(name) != group(batch[-1])):
                break
            dest = os.path.join(root, gdir.lstrip("/"))
            os.makedirs(dest, exist_ok=True)
            shutil.copy(binary, dest)
            size += os.path.getsize(binary)
            batch.append(name)
            limit = own[0] if own else timeout
            longest = max(longest, limit)
            opts, words = own[1:3] if len(own) > 1 else ("", "")
            lines.append("%s%s-C %s ./%s%s" % ("-t %d " % limit if limit != timeout else "",
                                               opts + " " if opts else "",
                                               gdir, os.path.basename(binary),
                                               " " + words if words else ""))
        with open(os.path.join(root, "list"), "w") as f:
            f.write("\n".join(lines) + "\n")
        cpio = os.path.join(work, "initramfs.cpio")
        pack_cpio(root, cpio)
        boots += 1
        say("  GUEST   %s, boot %d: %d programs (%d of %d done)" %
            (label, boots, len(batch), len(tests) - len(pending), len(tests)))
        before = len(tests) - len(pending)
        text, killed, ends = _boot(kernel, cpio, timeout, longest, log, say,
                                   lambda k, before=before: say(
            "  GUEST   %s: %d of %d programs done" % (label, before + k, len(tests))),
                                   init_opts)
        if took is not None:
            for name, t0, t1 in zip(batch, ends, ends[1:]):
                took[name] = round(t1 - t0, 2)
        # the runs are in the list's order: the i-th block is the i-th line
        blocks = _blocks(text)[:len(batch)]
        for name, block in zip(batch, blocks):
            results[name] = block
        if not blocks:
            # the guest never reached the first test: no use going on
            for name in [t[0] for t in pending]:
                results[name] = (None, text[-2000:])
            break
        n = len(blocks)
        if n < len(batch):
            # the guest died before the list ended: the program it was
            # running (or the next, if it died between two) is charged
            if not blocks or blocks[-1][0] is not None:
                results[batch[n]] = (None, "")
                n += 1
        pending = pending[n:]
    return results


def deal(tests, n, took):
    """tests (name, ...) shared among n guests: the longest first (by
    took, seconds from an earlier run), each to the guest with the least
    time so far, so that the guests end together; tests never timed
    count as 1 s. Within a guest the order of tests is kept."""
    shares, load = [[] for _ in range(n)], [0.0] * n
    rank = {t[0]: i for i, t in enumerate(tests)}
    for t in sorted(tests, key=lambda t: -took.get(t[0], 1.0)):
        g = load.index(min(load))
        shares[g].append(t)
        load[g] += took.get(t[0], 1.0)
    return [sorted(s, key=lambda t: rank[t[0]]) for s in shares]


def _blocks(text):
    """The runs of a guest's serial log in order: (status, output) each,
    status None for a run that never ended (the last one only, or one a
    kernel crash cut short)."""
    blocks, current, lines = [], None, []
    for line in text.splitlines():
        m = re.match(r"^# preinit: run (\S+)$", line)
        if m:
            if current is not None:
                blocks.append((None, "\n".join(lines)))
            current, lines = m.group(1), []
            continue
        if current is None:
            continue
        m = re.match(r"^(.*?)# preinit: (\S+): exit status (\d+)$", line)
        if m and m.group(2) == current:
            if m.group(1):
                lines.append(m.group(1))
            blocks.append((int(m.group(3)), "\n".join(lines)))
            current = None
            continue
        if not KMSG.match(line):
            lines.append(line)
    if current is not None:
        blocks.append((None, "\n".join(lines)))
    return blocks
