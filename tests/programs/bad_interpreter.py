#!/nonexistent/dominion-test/python9
"""Its #! line names an interpreter that does not exist: the kernel refuses to start it ("No such file
or directory", about the interpreter). `find_program` must say so before anything starts."""

print("(clean)")
