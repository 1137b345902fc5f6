#!/usr/bin/env python3
"""kiwisolver side of `l10nlayout-bench solver`.

Reads the systems written by Sources/l10nlayout-bench/SolverBench.swift and prints, per system,
`kiwi NAME BUILD_US SUGGEST_US SUM` (medians; SUGGEST_US is `nan` without edit variables; SUM is the
sum of all values after the build, so the Swift side can check that both found the same solution).
kiwisolver comes from PyPI into a throw-away virtualenv (/tmp/kiwi-venv) the first time.
"""
import os
import subprocess
import sys
import time

VENV = os.environ.get("KIWI_VENV", "/tmp/kiwi-venv")

try:
    import kiwisolver as kiwi
except ImportError:
    python = os.path.join(VENV, "bin", "python")
    if os.path.realpath(sys.prefix) == os.path.realpath(VENV):
        sys.exit("kiwi_bench: kiwisolver is not importable from " + VENV)
    if not os.path.exists(python):
        subprocess.run([sys.executable, "-m", "venv", VENV], check=True, stdout=sys.stderr)
    subprocess.run([python, "-m", "pip", "install", "-q", "kiwisolver"], check=True, stdout=sys.stderr)
    os.execv(python, [python] + sys.argv)


def read_systems(path):
    systems, current = [], None
    with open(path) as spec:
        for line in spec:
            words = line.split()
            if words[0] == "system":
                current = {"name": words[1], "repeats": int(words[2]), "vars": [], "cons": [], "edits": [], "steps": []}
                systems.append(current)
            elif words[0] == "var":
                current["vars"].append(words[1])
            elif words[0] == "c":
                terms = [(int(t.split(":")[0]), float(t.split(":")[1])) for t in words[4:]]
                current["cons"].append((float(words[1]), words[2], float(words[3]), terms))
            elif words[0] == "edit":
                current["edits"].append((int(words[1]), float(words[2])))
            elif words[0] == "suggest":
                current["steps"].append([float(w) for w in words[1:]])
    return systems


def strength(priority):
    # kiwi has weighted strengths, not levels: priority p weighs p "medium" units.
    return kiwi.strength.required if priority >= 1000 else kiwi.strength.create(0, priority, 0)


def build_constraints(system, variables):
    made = []
    for priority, relation, constant, terms in system["cons"]:
        expression = kiwi.Expression([kiwi.Term(variables[i], c) for i, c in terms], constant)
        if relation == "==":
            constraint = expression == 0
        elif relation == "<=":
            constraint = expression <= 0
        else:
            constraint = expression >= 0
        made.append(constraint | strength(priority))
    return made


def measure(system):
    builds, suggests, total = [], [], 0.0
    for _ in range(system["repeats"]):
        variables = [kiwi.Variable(name) for name in system["vars"]]
        constraints = build_constraints(system, variables)
        start = time.perf_counter()
        solver = kiwi.Solver()
        for constraint in constraints:
            solver.addConstraint(constraint)
        solver.updateVariables()
        sink = sum(v.value() for v in variables)
        total = sink
        builds.append((time.perf_counter() - start) * 1e6)
        if system["steps"]:
            edits = [(variables[i], strength(p)) for i, p in system["edits"]]
            for variable, s in edits:
                solver.addEditVariable(variable, s)
            start = time.perf_counter()
            for step in system["steps"]:
                for (variable, _), value in zip(edits, step):
                    solver.suggestValue(variable, value)
                solver.updateVariables()
                sink += sum(v.value() for v in variables)
            suggests.append((time.perf_counter() - start) * 1e6 / len(system["steps"]))
    median = lambda values: sorted(values)[len(values) // 2] if values else float("nan")
    return median(builds), median(suggests), total


def main():
    for system in read_systems(sys.argv[1]):
        build, suggest, total = measure(system)
        print("kiwi %s %.3f %.3f %.6f" % (system["name"], build, suggest, total), flush=True)


if __name__ == "__main__":
    main()
