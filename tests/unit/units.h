/* Unit suites, run in this order by run_tests.c: UNIT(name) is the
   function unit_name(pv_test *) in tests/unit/. */
UNIT(api)
UNIT(lexer)
UNIT(constexpr)
UNIT(fpconv)
UNIT(isa)
UNIT(print)
UNIT(vec)
UNIT(mem)
UNIT(softfp)
UNIT(exec_float)
UNIT(exec_int)
UNIT(exec_ctrl)
