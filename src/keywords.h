/* Keyword ids: KW_x is the interned symbol id of keyword x (strtab.h). */
#ifndef PTXVM_KEYWORDS_H
#define PTXVM_KEYWORDS_H

enum pv_keyword {
    KW_NONE = 0,
#define KW(id, text) KW_##id,
#include "kw_core.h"
#include "kw_isa.h"
#undef KW
    KW_COUNT
};

#endif
