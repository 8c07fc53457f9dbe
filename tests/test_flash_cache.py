"""The compiled-file cache is shared by threads: the chip bench builds two
boards at once in one process, and each compile must land whole."""

import threading

from host_tools.device import flash


def test_threads_building_the_same_firmware_at_once_each_get_every_file(tmp_path):
    # the same small tree, compiled by four threads into one empty cache: the
    # threads race on every file's temporary name unless each has its own
    fw = tmp_path / "fw"
    (fw / "pkg").mkdir(parents=True)
    for i in range(12):
        body = "X = %d\n" % i + "def f(a):\n    return a + X\n" * 40
        (fw / "pkg" / ("m%d.py" % i)).write_text(body)
    cache = tmp_path / "cache"
    start = threading.Barrier(4)
    results, errors = [], []

    def build():
        start.wait()
        try:
            results.append(flash.build(fw, "armv6m", cache=cache))
        except Exception as e:  # noqa: BLE001 - the test reports what a thread met
            errors.append(e)

    threads = [threading.Thread(target=build) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    assert len(results) == 4
    assert all(r == results[0] for r in results)
    assert len(results[0]) == 12
    assert not [p for p in (cache / "armv6m").iterdir() if ".tmp" in p.name]
