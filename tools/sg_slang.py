"""Strict IEEE 1800 compile of generated RTL with slang (PyPI pyslang), the gate of `switchgen lint`.

Usage: python3 sg_slang.py TOP [+define+NAME ...] FILE...
Runs slang's driver as `slang -Wextra -Werror --top TOP FILE...`: any error or warning fails
(exit status 1) and is printed with its file and line. Exit status 3 when pyslang is missing.
"""
import sys

try:
    import pyslang
except ImportError:
    print("pyslang is not installed (run `make setup`)")
    sys.exit(3)

top, rest = sys.argv[1], sys.argv[2:]
defines = [a for a in rest if a.startswith("+define+")]
files = [a for a in rest if not a.startswith("+define+")]
driver = pyslang.driver.Driver()
driver.addStandardArgs()
args = ["slang", "-Wextra", "-Werror", "--top", top] + ["-D" + d[len("+define+"):] for d in defines] + files
ok = driver.parseCommandLine(" ".join(args), pyslang.driver.CommandLineOptions())
ok = ok and driver.processOptions() and driver.parseAllSources()
ok = driver.runFullCompilation(False) and ok
sys.exit(0 if ok else 1)
