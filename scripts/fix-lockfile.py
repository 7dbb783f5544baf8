#!/usr/bin/env python3
"""Restores lock entries npm drops when the registry here lacks other platforms' builds.

msgpackr-extract (used by Gatsby's cache) lists a prebuilt package per platform as optional.
This machine's registry has only the Linux ones, so `npm install` leaves the rest out of
package-lock.json and `npm ci` then refuses the lock. Entries without a tarball are fine:
npm never fetches an optional package built for another platform.
Run after any `npm install` that rewrites package-lock.json.
"""
import json
from pathlib import Path

LOCK = Path(__file__).resolve().parent.parent / "package-lock.json"
PLATFORMS = [("darwin-arm64", "darwin", "arm64"), ("darwin-x64", "darwin", "x64"), ("linux-arm", "linux", "arm"), ("win32-x64", "win32", "x64")]

lock = json.loads(LOCK.read_text())
packages = lock["packages"]
version = packages["node_modules/msgpackr-extract"]["version"]
for name, os_name, cpu in PLATFORMS:
    packages.setdefault(
        f"node_modules/@msgpackr-extract/msgpackr-extract-{name}",
        {"version": version, "cpu": [cpu], "license": "MIT", "optional": True, "os": [os_name]},
    )
lock["packages"] = dict(sorted(packages.items(), key=lambda item: (item[0] != "", item[0])))
LOCK.write_text(json.dumps(lock, indent=2) + "\n")
