#include "../testlib.h"
void unit_sm90_misc(pv_test *t) { (void)t; }
