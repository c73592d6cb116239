"""`bench --net` measures something real: a host process, scripted seats, latency and memory."""

from boardgames_tui.net.bench import SEATS, measure


def test_the_net_bench_plays_moves_through_a_host_process_and_times_them():
    row = measure(games=2, seconds=1.0)
    assert row["games"] == 2 and row["seats"] == 2 * SEATS
    assert row["actions"] > 4 and row["actions_per_s"] > 0
    assert 0 < row["latency_ms_p50"] <= row["latency_ms_p95"] <= row["latency_ms_max"]
    assert row["host_rss_mb"] > 10  # the host process's own resident memory, read from /proc
