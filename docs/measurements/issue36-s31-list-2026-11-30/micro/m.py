import sys
setup, stmt, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
src = "def f():\n" + "".join("    " + l + "\n" for l in setup.split(";;")) + "    for _ in range(%d):\n" % n + "".join("        " + l + "\n" for l in stmt.split(";;"))
ns = {}
exec(src, ns)
ns["f"]()
