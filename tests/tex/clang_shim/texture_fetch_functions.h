/* CUDA 12+ removed this header (texture reference fetches), which clang
   14's CUDA wrapper still includes; texture objects need nothing of it. */
