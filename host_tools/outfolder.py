"""Folders the host tools write into, made safe for what they already hold.

- make_folder(path): the folder, made where needed, or a FolderError whose
  text is one line a person can act on (a file in the way, a name too
  long, a place that cannot be written), never a traceback.
- Built(path, mark): a folder one tool builds whole (the classroom page).
  The tool lists what it wrote in the file `mark` inside it; a later build
  replaces only a folder that holds nothing but those files, so it never
  deletes a file it did not write. Built.claim() checks before any work,
  Built.publish(staged) moves a finished build in.
- clear_files(folder, names): removes files a tool owns (a saved game's
  log) before a fresh start; an empty folder of such a name goes too, any
  other folder in the way is a FolderError.
"""

import errno
import json
import os
import shutil


class FolderError(Exception):
    """A folder that cannot be written as asked: the message says why."""


def why_not(e):
    """An OSError in plain words, without errno numbers."""
    return {
        errno.ENAMETOOLONG: "the name is too long",
        errno.EACCES: "no permission to write there",
        errno.EPERM: "no permission to write there",
        errno.EROFS: "it is on a read-only file system",
        errno.ENOTDIR: "a part of the path is a file, not a folder",
        errno.ENOSPC: "the disk is full",
        errno.EISDIR: "a folder stands where a file should go",
        errno.EEXIST: "a file stands where a folder should go",
        errno.ENOENT: "a folder on the way does not exist or cannot be made",
    }.get(e.errno, e.strerror or str(e))


def make_folder(path, what="the folder"):
    """path as a folder (made, with its parents, when missing)."""
    if not path:
        raise FolderError("%s has an empty name" % what)
    if os.path.exists(path) and not os.path.isdir(path):
        raise FolderError("%s %s is a file, not a folder" % (what, path))
    try:
        os.makedirs(path, exist_ok=True)
    except OSError as e:
        raise FolderError("cannot make %s %s: %s" % (what, _short(path), why_not(e))) from None
    return path


def _short(path, most=80):
    return path if len(path) <= most else path[:most // 2] + "..." + path[-most // 2:]


def files_under(folder):
    """Every file below folder, as relative paths with '/'."""
    out = set()
    for dirpath, _, files in os.walk(folder):
        for f in files:
            out.add(os.path.relpath(os.path.join(dirpath, f), folder).replace(os.sep, "/"))
    return out


class Built:
    """A folder that one tool builds whole; `mark` names the list of its files."""

    def __init__(self, path, mark, tool, signature=()):
        self.path = path
        self.mark = mark
        self.tool = tool  # the command, for the messages
        # files that tell an earlier build made before the list was kept
        self.signature = tuple(signature)

    def _listed(self):
        """The files the list names, or None when there is no list."""
        p = os.path.join(self.path, self.mark)
        if not os.path.isfile(p):
            return None
        try:
            with open(p) as f:
                names = json.load(f)
        except (OSError, ValueError):
            names = None
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            raise FolderError("the list of files %s is damaged: give an empty or new folder" % p)
        return set(names)

    def claim(self, will_write=None):
        """Check (and make) the folder before building into it. will_write:
        the files the build makes, once known; an earlier build without a
        list is taken back only when it holds nothing else. Returns the
        files an earlier build left there (to remove what the new one no
        longer writes)."""
        make_folder(self.path)
        there = files_under(self.path)
        there.discard(self.mark)
        listed = self._listed()
        if listed is None and there:
            earlier = all(s in there for s in self.signature) and self.signature
            if earlier and will_write is not None:
                listed = there & set(will_write)
            elif earlier:
                listed = there  # judged again once the build knows its files
            else:
                raise FolderError(
                    "%s already holds files (e.g. %s) and %s did not build it: nothing was "
                    "written; give an empty or new folder" % (self.path, min(there), self.tool))
        others = sorted(there - (listed or set()))
        if others:
            raise FolderError(
                "%s holds files %s did not write (e.g. %s): nothing was written; give an "
                "empty or new folder" % (self.path, self.tool, others[0]))
        return there

    def publish(self, staged):
        """Move the build in the folder `staged` into the folder: the earlier
        build's files go, the new ones come, the list is written."""
        new = files_under(staged)
        old = self.claim(new)
        try:
            for rel in sorted(old - new):
                _remove_with_empty_parents(self.path, rel)
            for rel in sorted(new):
                dst = os.path.join(self.path, rel)
                if os.path.isdir(dst):
                    raise FolderError("%s is a folder where the build puts a file" % dst)
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(os.path.join(staged, rel), dst)
            with open(os.path.join(self.path, self.mark), "w") as f:
                json.dump(sorted(new), f, indent=0)
        except OSError as e:
            raise FolderError("cannot write into %s: %s"
                              % (_short(self.path), why_not(e))) from None


def _remove_with_empty_parents(top, rel):
    """Remove the file top/rel, then the folders it leaves empty (below top)."""
    os.remove(os.path.join(top, rel))
    d = os.path.dirname(rel)
    while d and not os.listdir(os.path.join(top, d)):
        os.rmdir(os.path.join(top, d))
        d = os.path.dirname(d)


def clear_files(folder, names, files_too=True):
    """Remove the files `names` in folder (a fresh start). An empty folder of
    such a name is removed too; a folder with something in it is refused.
    files_too=False: only the folders in the way of such files."""
    for n in names:
        p = os.path.join(folder, n)
        if os.path.isdir(p) and not os.path.islink(p):
            try:
                os.rmdir(p)
            except OSError:
                raise FolderError("%s is a folder with files in it where a file belongs: "
                                  "move it away" % p) from None
        elif files_too and os.path.lexists(p):
            try:
                os.remove(p)
            except OSError as e:
                raise FolderError("cannot remove %s: %s" % (p, why_not(e))) from None
