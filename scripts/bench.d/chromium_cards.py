#!/usr/bin/env python3
"""What a browser-based snapshot tool pays per snapshot: one warm headless Chromium, driven over
--remote-debugging-pipe (the DevTools protocol, NUL-separated JSON on fds 3 and 4, no packages),
screenshots a 390x220-pt HTML/CSS card at device scale 2, N times with a different label each
time; then a fresh browser process per screenshot for a few runs (chromium --screenshot).

  python3 scripts/bench.d/chromium_cards.py [N]      prints ms per screenshot, warm and cold
"""
import base64, json, os, resource, subprocess, sys, tempfile, time

CARD = """<!doctype html><html><head><style>
body{margin:0;background:#F4F4F7;font:17px Helvetica,Arial,sans-serif}
.card{box-sizing:border-box;width:390px;height:220px;padding:16px;background:#FFFFFF;border-radius:16px;
box-shadow:0 4px 12px rgba(0,0,0,.12)}
h1{font-size:20px;margin:0 0 4px;color:#0B0B0F}p{margin:0 0 16px;color:#5A5A66}
button{font:600 17px Helvetica,Arial,sans-serif;width:100%%;height:48px;border:0;border-radius:12px;
background:#2F6BFF;color:#FFFFFF}
</style></head><body><div class="card"><h1>Weekly report %d</h1><p>Twelve new sign-ups since Monday.</p>
<button>Continue</button></div></body></html>"""


def chromium():
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for folder in os.environ.get("PATH", "").split(":"):
            path = os.path.join(folder, name)
            if os.access(path, os.X_OK):
                return path
    sys.exit("chromium_cards: no chromium on PATH (apt-get install -y chromium)")


class PipeBrowser:
    def __init__(self, binary, profile):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def wire():  # the browser reads commands on fd 3 and writes replies on fd 4
            os.dup2(to_browser_r, 100)  # out of the way first: the pipes may sit on fds 3 and 4
            os.dup2(from_browser_w, 101)
            os.dup2(100, 3)
            os.dup2(101, 4)

        self.process = subprocess.Popen(
            [binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--remote-debugging-pipe",
             "--user-data-dir=" + profile, "--no-first-run", "about:blank"],
            close_fds=False, preexec_fn=wire,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0

    def send(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("chromium closed the pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        return json.loads(message)

    def close(self):
        try:
            self.send("Browser.close")
        except RuntimeError:
            pass
        self.process.wait(timeout=30)


def warm(binary, count, folder):
    browser = PipeBrowser(binary, os.path.join(folder, "profile"))
    target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
    session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
    browser.send("Page.enable", session=session)
    browser.send("Emulation.setDeviceMetricsOverride",
                 {"width": 390, "height": 220, "deviceScaleFactor": 2, "mobile": False}, session=session)
    frame = browser.send("Page.getFrameTree", session=session)["frameTree"]["frame"]["id"]

    def shot(index, keep=None):
        browser.send("Page.setDocumentContent", {"frameId": frame, "html": CARD % index}, session=session)
        data = browser.send("Page.captureScreenshot", {"format": "png", "clip": {
            "x": 0, "y": 0, "width": 390, "height": 220, "scale": 1}}, session=session)["data"]
        if keep:
            with open(keep, "wb") as file:
                file.write(base64.b64decode(data))
        return len(data)

    shot(-1, keep=os.environ.get("BENCH_KEEP_SCREENSHOT"))  # first paint, fonts
    start = time.perf_counter()
    total = sum(shot(index) for index in range(count))
    elapsed = time.perf_counter() - start
    browser.close()
    return elapsed * 1000 / count, total


def cold(binary, count, folder):
    page = os.path.join(folder, "card.html")
    start = time.perf_counter()
    for index in range(count):
        with open(page, "w") as file:
            file.write(CARD % index)
        subprocess.run([binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        "--user-data-dir=" + os.path.join(folder, f"cold-{index}"), "--window-size=390,220",
                        "--force-device-scale-factor=2", "--screenshot=" + os.path.join(folder, "cold.png"),
                        "file://" + page], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000 / count


def children_cpu_ms():
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (usage.ru_utime + usage.ru_stime) * 1000


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100
    binary = chromium()
    with tempfile.TemporaryDirectory() as folder:
        # CPU time of every browser process (counted once they exit); a one-screenshot run is
        # subtracted so start-up and first paint do not count against the browser.
        start = children_cpu_ms()
        warm(binary, 1, folder)
        one = children_cpu_ms() - start
        start = children_cpu_ms()
        per_shot, _ = warm(binary, count, folder)
        cpu = (children_cpu_ms() - start - one) / (count - 1)
        print(f"chromium warm (one browser, {count} screenshots over --remote-debugging-pipe): {per_shot:.1f} ms wall, {cpu:.1f} ms CPU per screenshot")
        cold_count = max(3, count // 20)
        print(f"chromium cold (a browser process per screenshot, {cold_count} runs): {cold(binary, cold_count, folder):.0f} ms per screenshot")


if __name__ == "__main__":
    main()
