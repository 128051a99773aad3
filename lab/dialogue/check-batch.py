#!/usr/bin/env python3
"""Checks one blind batch of labelled conversations against the writers' brief. Usage: check.py FILE PREFIX"""
import json, sys, collections

ACTS = {"accept","refuse","complete","confused","stop","howto","info","thanks","goodbye","correction","disclosure","chat"}
INFO = {"price","consultation","privacy","human","medication","other"}
EXERCISE = {"none","start","advance","reexplain","pause","stop","resume","content"}
RISK = {"none","full","follow","settled","goodbye"}
RISK_KIND = {"suicide","selfharm","violence","panic","psychosis","eating","intoxication","harm-others"}
TOPIC = {"ansiedade","tristeza","raiva","estresse","autoestima","solidao","insonia","luto","luto-pet","termino",
         "conflito-casal","familia","trabalho","desemprego","provas","escola-bullying"}
TECH = {"respiracao-478","respiracao-quadrada","aterramento","escrita","reestruturacao","higiene-sono"}
CATS = {"exercicio-aceito":5,"exercicio-recusa":5,"exercicio-interrompido":6,"como-fazer":3,"informacao":5,
        "temas-vizinhos":7,"crise-ao-longo":7,"perigo-ao-longo":4,"benigno-apos-emocao":3,"nome-memoria":2}
USER_KEYS = {"user","act","info","exercise","technique","risk","risk_kind","topic","name"}

def main(path, prefix):
    errors = []
    data = json.load(open(path, encoding="utf-8"))
    if not isinstance(data, list): sys.exit("top level must be an array")
    if len(data) != 47: errors.append(f"{len(data)} conversations, 47 expected")
    counts = collections.Counter(c.get("category") for c in data)
    for cat, n in CATS.items():
        if counts.get(cat, 0) != n: errors.append(f"category {cat}: {counts.get(cat,0)}, {n} expected")
    for cat in counts:
        if cat not in CATS: errors.append(f"unknown category {cat}")
    seen = {}
    for i, conv in enumerate(data, 1):
        cid = conv.get("id")
        if cid != f"{prefix}-{i:02d}": errors.append(f"conversation {i}: id {cid}, {prefix}-{i:02d} expected")
        turns = conv.get("turns", [])
        users = [t for t in turns if "user" in t]
        if not 3 <= len(users) <= 8: errors.append(f"{cid}: {len(users)} person messages (3-8)")
        for t in turns:
            if "aria" in t:
                if t["aria"] not in {"offer","step","menu"}: errors.append(f"{cid}: bad directive {t}")
                if t["aria"] in {"offer","step"} and t.get("technique") not in TECH: errors.append(f"{cid}: directive needs a known technique: {t}")
                if t["aria"] == "step" and not isinstance(t.get("step"), int): errors.append(f"{cid}: step directive needs an integer step")
                continue
            where = f"{cid} turn {t.get('user','')[:40]!r}"
            extra = set(t) - USER_KEYS
            if extra: errors.append(f"{where}: unknown keys {extra}")
            if not isinstance(t.get("user"), str) or not t["user"].strip(): errors.append(f"{where}: empty user text")
            if t.get("act") not in ACTS: errors.append(f"{where}: act {t.get('act')!r}")
            if t.get("act") == "info":
                if t.get("info") not in INFO: errors.append(f"{where}: info {t.get('info')!r}")
            elif "info" in t: errors.append(f"{where}: info given without act info")
            if t.get("exercise") not in EXERCISE: errors.append(f"{where}: exercise {t.get('exercise')!r}")
            if t.get("exercise") in {"start","resume"} and t.get("technique") not in TECH:
                errors.append(f"{where}: exercise {t.get('exercise')} needs a known technique")
            if "technique" in t and t["technique"] not in TECH: errors.append(f"{where}: technique {t['technique']!r}")
            if t.get("risk") not in RISK: errors.append(f"{where}: risk {t.get('risk')!r}")
            if t.get("risk") != "none":
                if t.get("risk_kind") not in RISK_KIND: errors.append(f"{where}: risk_kind {t.get('risk_kind')!r}")
                if t.get("topic") is not None: errors.append(f"{where}: topic must be null when risk is not none")
            elif "risk_kind" in t: errors.append(f"{where}: risk_kind without risk")
            if "topic" not in t: errors.append(f"{where}: topic missing (null when none)")
            elif t["topic"] is not None and t["topic"] not in TOPIC: errors.append(f"{where}: topic {t['topic']!r}")
            text = " ".join(t.get("user","").lower().split())
            if len(text) > 12:
                if text in seen: errors.append(f"{where}: sentence reused from {seen[text]}")
                seen[text] = cid
    if errors:
        print("\n".join(errors[:60])); print(f"{len(errors)} problems"); sys.exit(1)
    print("OK")

main(sys.argv[1], sys.argv[2])
