/* Handlers of the integer family: case labels pasted into the dispatch
   switch of pv_run_warp (exec.c), where I (the instruction), m (the lanes
   to run), rf/R32/R64 (the register file), pr (predicates), w, X and
   EACH_LANE are in scope. A handler ends with `break;` (the PC advances)
   or returns like the core handlers do. No include guard: this is a
   fragment, included once. */
