/* Reading the modifiers of cp.async.bulk*, cp.reduce.async.bulk* and
   tensormap.* (tma_form.h): every modifier is named once, spaces keep
   their order (destination, then source), and each kind's combination
   rules follow the PTX 9.0 syntax of that instruction. */
#include "tma_form.h"
#include "tensormap.h"
#include "ops_atom.h"
#include <stdio.h>
#include <string.h>

typedef struct tf_seen {
    uint32_t red, async, bulk, tensor, prefetch, commit, wait, L2, tile;
    uint32_t nspace, space[3], cluster[3];
    uint32_t replace, fenceproxy, mode_tile, b1024, b32, b64, tmgeneric;
    uint32_t release, scope, sync, aligned;
} tf_seen;

static int tf_fail(char *why, size_t cap, int code, const char *fmt,
                   const char *name)
{
    snprintf(why, cap, fmt, name);
    return code;
}

static const char *const tf_redops[] = {
    ".and", ".or", ".xor", "", "", ".add", ".inc", ".dec", ".min", ".max"
};

/* One element type of a reduction: bytes and PV_AT_*; 0 if not one. */
static int tf_type(const char *s, pv_tma_form *f)
{
    static const struct { const char *n; uint8_t size, type; } T[] = {
        { ".b32", 4, PV_AT_U }, { ".u32", 4, PV_AT_U }, { ".s32", 4, PV_AT_S },
        { ".b64", 8, PV_AT_U }, { ".u64", 8, PV_AT_U }, { ".s64", 8, PV_AT_S },
        { ".f32", 4, PV_AT_F }, { ".f64", 8, PV_AT_F },
        { ".f16", 2, PV_AT_F16 }, { ".bf16", 2, PV_AT_BF16 }
    };
    uint32_t i;
    for (i = 0; i < sizeof T / sizeof T[0]; i++)
        if (strcmp(s, T[i].n) == 0) {
            f->rsize = T[i].size;
            f->rtype = T[i].type;
            return 1;
        }
    return 0;
}

static const char *const tf_fields[] = {
    ".global_address", ".rank", ".box_dim", ".global_dim", ".global_stride",
    ".element_stride", ".elemtype", ".interleave_layout", ".swizzle_mode",
    ".swizzle_atomicity", ".fill_mode"
};

static int tf_cp(const ir_module *m, const ir_inst *in, pv_tma_form *f,
                 char *why, size_t cap)
{
    const uint32_t *md = ir_mods(m, in);
    tf_seen s;
    uint32_t j, k, typed = 0;
    memset(&s, 0, sizeof s);
    for (j = 0; j < in->nmods; j++)
        if (strcmp(ir_name(m, md[j]), ".bulk") == 0)
            s.bulk = 1;
    if (!s.bulk)
        return TF_NONE;                /* cp.async: not ours */
    for (j = 0; j < in->nmods; j++) {
        const char *n = ir_name(m, md[j]);
        if (!strcmp(n, ".reduce")) s.red++;
        else if (!strcmp(n, ".async")) s.async++;
        else if (!strcmp(n, ".bulk")) continue;
        else if (!strcmp(n, ".tensor")) s.tensor++;
        else if (!strcmp(n, ".prefetch")) s.prefetch++;
        else if (!strcmp(n, ".commit_group")) s.commit++;
        else if (!strcmp(n, ".wait_group")) s.wait++;
        else if (!strcmp(n, ".read")) f->read++;
        else if (!strcmp(n, ".L2")) s.L2++;
        else if (n[0] == '.' && n[1] >= '1' && n[1] <= '5' && !strcmp(n + 2, "d")) {
            if (f->dim)
                return tf_fail(why, cap, TF_ILLEGAL, "two dimensions (%s)", n);
            f->dim = (uint32_t)(n[1] - '0');
        } else if (!strcmp(n, ".global") || !strcmp(n, ".shared::cta") ||
                   !strcmp(n, ".shared::cluster")) {
            if (s.nspace == 2)
                return tf_fail(why, cap, TF_ILLEGAL, "a third state space (%s)", n);
            s.space[s.nspace] = n[1] == 'g' ? SP_GLOBAL : SP_SHARED;
            s.cluster[s.nspace++] = strcmp(n, ".shared::cluster") == 0;
        } else if (!strcmp(n, ".mbarrier::complete_tx::bytes")) f->mbar++;
        else if (!strcmp(n, ".bulk_group")) f->group++;
        else if (!strcmp(n, ".multicast::cluster")) f->multicast++;
        else if (!strcmp(n, ".L2::cache_hint")) f->hint++;
        else if (!strcmp(n, ".tile")) s.tile++;
        else if (!strcmp(n, ".im2col")) f->im2col++;
        else if (!strcmp(n, ".noftz")) f->noftz++;
        else if (!strcmp(n, ".tile::gather4") || !strcmp(n, ".tile::scatter4") ||
                 !strcmp(n, ".im2col::w") || !strcmp(n, ".im2col::w::128") ||
                 !strcmp(n, ".im2col_no_offs") || !strcmp(n, ".cta_group::1") ||
                 !strcmp(n, ".cta_group::2") || !strcmp(n, ".cp_mask"))
            return tf_fail(why, cap, TF_UNSUPPORTED, "%s (an sm_100 form)", n);
        else if (tf_type(n, f)) typed++;
        else {
            for (k = 0; k < 10; k++)
                if (tf_redops[k][0] && !strcmp(n, tf_redops[k]))
                    break;
            if (k == 10)
                return tf_fail(why, cap, TF_ILLEGAL, "modifier %s", n);
            if (f->redop)
                return tf_fail(why, cap, TF_ILLEGAL, "two reduction operations (%s)", n);
            f->redop = k + 1;
        }
    }
    if (s.async != 1 || s.red > 1 || s.tensor > 1 || s.prefetch > 1 ||
        s.commit > 1 || s.wait > 1 || f->read > 1 || s.L2 > 1 || f->mbar > 1 ||
        f->group > 1 || f->multicast > 1 || f->hint > 1 || s.tile > 1 ||
        f->im2col > 1 || f->noftz > 1 || typed > 1 || (s.tile && f->im2col))
        return tf_fail(why, cap, TF_ILLEGAL, "modifiers repeated, missing or "
                       "conflicting%s", "");
    f->dst = s.space[0];
    f->src = s.space[1];
    f->dst_cluster = s.cluster[0];
    /* the group instructions */
    if (s.commit || s.wait) {
        if (in->nmods != 3 + (f->read ? 1u : 0u) || (s.commit && f->read))
            return tf_fail(why, cap, TF_ILLEGAL, "%s", s.commit ?
                           "cp.async.bulk.commit_group takes no other modifier" :
                           "cp.async.bulk.wait_group takes only .read");
        f->kind = s.commit ? TF_COMMIT : TF_WAIT;
        return (int)f->kind;
    }
    if (f->read)
        return tf_fail(why, cap, TF_ILLEGAL, ".read without .wait_group%s", "");
    if (s.prefetch) {
        /* .L2.global: the only destination and source */
        if (s.red || !s.L2 || s.nspace != 1 || s.space[0] != SP_GLOBAL ||
            f->mbar || f->group || f->multicast || typed || f->redop ||
            f->noftz || (!s.tensor && (f->dim || s.tile || f->im2col)) ||
            (s.tensor && !f->dim))
            return tf_fail(why, cap, TF_ILLEGAL, "cp.async.bulk.prefetch%s "
                           "takes .L2.global (and .tensor a dimension)",
                           s.tensor ? ".tensor" : "");
        f->src = SP_GLOBAL;
        f->dst = SP_NONE;
        f->kind = s.tensor ? TF_TENSOR_PREFETCH : TF_BULK_PREFETCH;
        return (int)f->kind;
    }
    if (s.L2 || s.nspace != 2)
        return tf_fail(why, cap, TF_ILLEGAL, "a destination and a source state "
                       "space are required%s", "");
    if (f->mbar + f->group != 1)
        return tf_fail(why, cap, TF_ILLEGAL, "one completion mechanism "
                       "(.mbarrier::complete_tx::bytes or .bulk_group) is "
                       "required%s", "");
    /* destination/source pairs and their completion */
    if (f->dst == SP_GLOBAL) {
        if (f->src != SP_SHARED || s.cluster[1] || !f->group)
            return tf_fail(why, cap, TF_ILLEGAL, "a .global destination takes a "
                           ".shared::cta source and .bulk_group%s", "");
    } else if (f->src == SP_GLOBAL) {
        if (!f->mbar || s.red)
            return tf_fail(why, cap, TF_ILLEGAL, "a copy from .global into "
                           "shared memory completes on an mbarrier%s", "");
    } else if (!f->dst_cluster || s.cluster[1] || !f->mbar || s.tensor) {
        return tf_fail(why, cap, TF_ILLEGAL, "shared-to-shared copies go from "
                       ".shared::cta to .shared::cluster on an mbarrier%s", "");
    }
    if (f->multicast && (!f->dst_cluster || f->src != SP_GLOBAL))
        return tf_fail(why, cap, TF_ILLEGAL, ".multicast::cluster needs a "
                       ".shared::cluster destination and a .global source%s", "");
    if (f->hint && f->dst != SP_GLOBAL && f->src != SP_GLOBAL)
        return tf_fail(why, cap, TF_ILLEGAL, ".L2::cache_hint needs global "
                       "memory%s", "");
    if (s.tensor != (f->dim != 0) || (!s.tensor && (s.tile || f->im2col)))
        return tf_fail(why, cap, TF_ILLEGAL, "a dimension (.1d-.5d) goes with "
                       ".tensor%s", "");
    if (f->im2col && (f->dst == SP_GLOBAL || f->dim < 3))
        return tf_fail(why, cap, TF_ILLEGAL, ".im2col loads need .3d-.5d%s", "");
    if (!s.red) {
        if (typed || f->redop || f->noftz)
            return tf_fail(why, cap, TF_ILLEGAL, "a type or reduction operation "
                           "on a copy%s", "");
        f->kind = s.tensor ? TF_TENSOR : TF_BULK;
        return (int)f->kind;
    }
    /* reductions */
    if (!f->redop || f->multicast || (s.tensor && typed) || (!s.tensor && !typed))
        return tf_fail(why, cap, TF_ILLEGAL, "cp.reduce.async.bulk needs an "
                       "operation and (without .tensor) a type%s", "");
    if (s.tensor) {
        if (f->dst != SP_GLOBAL || f->noftz)
            return tf_fail(why, cap, TF_ILLEGAL, "cp.reduce.async.bulk.tensor "
                           "goes from .shared::cta to .global%s", "");
        f->kind = TF_RED_TENSOR;
        return (int)f->kind;
    }
    {
        uint32_t op = f->redop - 1, t = f->rtype, z = f->rsize;
        const char *tn = NULL;
        int ok;
        for (j = 0; j < in->nmods; j++) {
            pv_tma_form tmp;
            if (tf_type(ir_name(m, md[j]), &tmp))
                tn = ir_name(m, md[j]);
        }
        switch (op) {
        case PV_AOP_AND: case PV_AOP_OR: case PV_AOP_XOR:
            ok = tn[1] == 'b';
            break;
        case PV_AOP_INC: case PV_AOP_DEC:
            ok = !strcmp(tn, ".u32");
            break;
        case PV_AOP_ADD:
            ok = (t == PV_AT_U && tn[1] == 'u') || (t == PV_AT_S && z == 4) ||
                 t == PV_AT_F || t == PV_AT_F16 || t == PV_AT_BF16;
            break;
        default:                         /* min, max */
            ok = (tn[1] == 'u' || tn[1] == 's' || t == PV_AT_F16 ||
                  t == PV_AT_BF16);
            break;
        }
        if (f->dst != SP_GLOBAL && (t == PV_AT_F || t == PV_AT_F16 ||
                                    t == PV_AT_BF16 || !strcmp(tn, ".s64")))
            ok = 0;
        if (f->noftz != (op == PV_AOP_ADD && (t == PV_AT_F16 || t == PV_AT_BF16) &&
                         f->dst == SP_GLOBAL))
            ok = 0;
        if (!ok)
            return tf_fail(why, cap, TF_ILLEGAL, "cp.reduce.async.bulk: this "
                           "operation and type (%s) do not go together", tn);
    }
    f->kind = TF_RED_BULK;
    return (int)f->kind;
}

static int tf_tensormap(const ir_module *m, const ir_inst *in, pv_tma_form *f,
                        char *why, size_t cap)
{
    const uint32_t *md = ir_mods(m, in);
    tf_seen s;
    uint32_t j, k, nfield = 0;
    memset(&s, 0, sizeof s);
    f->ss = SP_NONE;
    for (j = 0; j < in->nmods; j++) {
        const char *n = ir_name(m, md[j]);
        if (!strcmp(n, ".replace")) s.replace++;
        else if (!strcmp(n, ".cp_fenceproxy")) s.fenceproxy++;
        else if (!strcmp(n, ".tile")) s.mode_tile++;
        else if (!strcmp(n, ".b1024")) s.b1024++;
        else if (!strcmp(n, ".b32")) s.b32++;
        else if (!strcmp(n, ".b64")) s.b64++;
        else if (!strcmp(n, ".global") || !strcmp(n, ".shared::cta")) {
            if (s.nspace == 2)
                return tf_fail(why, cap, TF_ILLEGAL, "a third state space (%s)", n);
            s.space[s.nspace++] = n[1] == 'g' ? SP_GLOBAL : SP_SHARED;
        } else if (!strcmp(n, ".tensormap::generic")) s.tmgeneric++;
        else if (!strcmp(n, ".release")) s.release++;
        else if (!strcmp(n, ".cta") || !strcmp(n, ".cluster") ||
                 !strcmp(n, ".gpu") || !strcmp(n, ".sys")) s.scope++;
        else if (!strcmp(n, ".sync")) s.sync++;
        else if (!strcmp(n, ".aligned")) s.aligned++;
        else {
            for (k = 0; k < 11; k++)
                if (!strcmp(n, tf_fields[k]))
                    break;
            if (k == 11)
                return tf_fail(why, cap, TF_ILLEGAL, "modifier %s", n);
            f->field = k;
            nfield++;
        }
    }
    if (s.replace == 1 && !s.fenceproxy) {
        uint32_t wide = f->field == PV_TMF_ADDRESS || f->field == PV_TMF_GSTRIDE;
        if (s.mode_tile != 1 || s.b1024 != 1 || nfield != 1 || s.nspace > 1 ||
            s.b32 + s.b64 != 1 || s.tmgeneric || s.release || s.scope ||
            s.sync || s.aligned)
            return tf_fail(why, cap, TF_ILLEGAL, "tensormap.replace takes .tile, "
                           "one field, an optional space, .b1024 and a type%s", "");
        if (s.b64 != wide)
            return tf_fail(why, cap, TF_ILLEGAL, "tensormap.replace %s takes a "
                           "new value of that type", tf_fields[f->field]);
        f->ss = s.nspace ? s.space[0] : (uint32_t)SP_NONE;
        f->b64 = s.b64;
        f->kind = TF_REPLACE;
        return (int)f->kind;
    }
    if (s.fenceproxy == 1 && !s.replace) {
        if (s.nspace != 2 || s.space[0] != SP_GLOBAL || s.space[1] != SP_SHARED ||
            s.tmgeneric != 1 || s.release != 1 || s.scope != 1 || s.sync != 1 ||
            s.aligned != 1 || nfield || s.mode_tile || s.b1024 || s.b32 || s.b64)
            return tf_fail(why, cap, TF_ILLEGAL, "tensormap.cp_fenceproxy takes "
                           ".global.shared::cta.tensormap::generic.release.scope"
                           ".sync.aligned%s", "");
        f->kind = TF_CP_FENCEPROXY;
        return (int)f->kind;
    }
    return tf_fail(why, cap, TF_ILLEGAL, "tensormap needs .replace or "
                   ".cp_fenceproxy%s", "");
}

PTXVM_INTERNAL int pv_tma_form_of(const ir_module *m, const ir_inst *in,
                                  pv_tma_form *f, char *why, size_t cap)
{
    const char *op = ir_name(m, in->opcode);
    memset(f, 0, sizeof *f);
    why[0] = 0;
    if (!strcmp(op, "cp"))
        return tf_cp(m, in, f, why, cap);
    if (!strcmp(op, "tensormap"))
        return tf_tensormap(m, in, f, why, cap);
    return TF_NONE;
}
