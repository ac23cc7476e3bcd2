#!/usr/bin/env python3
"""diffgen: write one random CUDA program that is also its own C twin.

    gen.py --seed N [--name NAME] [-o FILE]

The program (tests/diffgen/README.md) is a kernel of one to four phases
separated by __syncthreads(), __noinline__ device functions of mixed
parameter and result types (structs and vector types by value, references,
pointers into local, shared and global memory, bounded recursion), local
and shared arrays, and every C control structure. It includes twin.h,
through which nvcc and clang compile it as CUDA and a C99 compiler as the
twin. Everything is defined in both languages for every input: arithmetic
that may wrap is done in unsigned types, shift counts are masked, division
goes through guarded helpers, float-to-integer conversions are clamped,
indices are masked, loops and recursion are bounded, and a float's bits
are looked at only after dg_canon*.

Deterministic: the same seed and name give the same text. Standard
library only.
"""
import argparse
import random
import re
import sys


class Ty:
    """A scalar type: kind 'b' (BOOL), 'i' (integer) or 'f' (float)."""

    def __init__(self, name, kind, bits, signed):
        self.name, self.kind, self.bits, self.signed = name, kind, bits, signed

    def __repr__(self):
        return self.name


BOOL = Ty('BOOL', 'b', 1, False)
S8, U8 = Ty('s8', 'i', 8, True), Ty('u8', 'i', 8, False)
S16, U16 = Ty('s16', 'i', 16, True), Ty('u16', 'i', 16, False)
S32, U32 = Ty('s32', 'i', 32, True), Ty('u32', 'i', 32, False)
S64, U64 = Ty('s64', 'i', 64, True), Ty('u64', 'i', 64, False)
F32, F64 = Ty('f32', 'f', 32, True), Ty('f64', 'f', 64, True)
INTS = [S8, U8, S16, U16, S32, U32, S64, U64]
FLOATS = [F32, F64]
SCALARS = [BOOL] + INTS + FLOATS
# element types of arrays and pointer parameters
ELEMS = [U32, S32, F32, F64, U64, S16, U8]


# a name the generator gives a variable: an expression without one is a
# compile-time constant
VARIABLE = re.compile(r'\b(v|a|j|sv|n|i|g|c|h|p)\d+\b|st->|\b(tid|bid|gtid|depth)\b|\bin\[|\bout\[|DG_R\(')


def constant(e):
    return not VARIABLE.search(e)


def bare(c):
    """c without one pair of parentheses around all of it (clang warns
    about if ((a == b)))."""
    if not (c.startswith('(') and c.endswith(')')):
        return c
    depth = 0
    for i, ch in enumerate(c):
        depth += ch == '('
        depth -= ch == ')'
        if depth == 0 and i < len(c) - 1:
            return c
    return c[1:-1]


def wide(t):
    """The unsigned type arithmetic on t is done in (no signed overflow)."""
    return U64 if t.bits == 64 else U32


def imin(t):
    return -(1 << (t.bits - 1)) if t.signed else 0


def imax(t):
    return (1 << (t.bits - 1)) - 1 if t.signed else (1 << t.bits) - 1


# float-to-integer clamps: [lo, hi] in the source float type, every value
# of which truncates into the integer type
CLAMP_F = {S8: ('-128.0f', '127.0f'), U8: ('0.0f', '255.0f'),
           S16: ('-32768.0f', '32767.0f'), U16: ('0.0f', '65535.0f'),
           S32: ('-2147483648.0f', '2147483520.0f'), U32: ('0.0f', '4294967040.0f'),
           S64: ('-9223372036854775808.0f', '9223371487098961920.0f'),
           U64: ('0.0f', '18446742974197923840.0f')}
CLAMP_D = {S8: ('-128.0', '127.0'), U8: ('0.0', '255.0'),
           S16: ('-32768.0', '32767.0'), U16: ('0.0', '65535.0'),
           S32: ('-2147483648.0', '2147483647.0'), U32: ('0.0', '4294967295.0'),
           S64: ('-9223372036854775808.0', '9223372036854774784.0'),
           U64: ('0.0', '18446744073709549568.0')}

F32_SPECIAL = [0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000,
               0x7fc00000, 0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0x4b000000,
               0x3f000000, 0x4f000000, 0xcf000000, 0x5f000000, 0x3effffff, 0x3f7fffff]
F64_SPECIAL = [0x0000000000000000, 0x8000000000000000, 0x3ff0000000000000, 0xbff8000000000000,
               0x7ff0000000000000, 0xfff0000000000000, 0x7ff8000000000000, 0x0000000000000001,
               0x000fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff, 0x4330000000000000,
               0x3fe0000000000000, 0x41e0000000000000, 0xc3e0000000000000, 0x43f0000000000000,
               0x3810000000000000, 0x47efffffe0000000]
F32_LIT = ['0.0f', '1.0f', '-1.0f', '0.5f', '2.0f', '-0.0f', '3.0f', '0.25f', '-2.5f', '100.0f',
           '1.5f', '1024.0f', '65536.0f', '-7.0f', '0.125f', '16777216.0f', '1.0e10f', '-0.0009765625f']
F64_LIT = ['0.0', '1.0', '-1.0', '0.5', '2.0', '-0.0', '3.0', '0.25', '-2.5', '100.0', '1.5',
           '1024.0', '4294967296.0', '-7.0', '0.125', '9007199254740992.0', '1.0e22', '0.0000152587890625']


class Var:
    """A scalar the code may read (and assign when writable)."""

    def __init__(self, expr, ty, writable=True, decl=None):
        self.expr, self.ty, self.writable, self.decl = expr, ty, writable, decl


class Arr:
    """An array or pointer: expr[...] with a valid index range.

    length: elements reachable; own: an offset expression (a thread's own
    slots of a shared array); pow2: index with & rather than %."""

    def __init__(self, expr, ety, length, writable, own=None):
        self.expr, self.ety, self.length, self.writable, self.own = expr, ety, length, writable, own

    def index(self, idx, deref=False):
        """An element: expr[i], or *(expr + i) when deref."""
        n = self.length
        if n & (n - 1) == 0:
            i = '(%s & %du)' % (idx, n - 1) if n > 1 else '0u'
        else:
            i = '(%s %% %du)' % (idx, n)
        if self.own:
            i = '%s + %s' % (self.own, i)
        if deref:
            return '(*(%s + %s))' % (self.expr, i)
        return '%s[%s]' % (self.expr, i)


class StructTy:
    """A struct by value: a program struct or one of CUDA's vector types."""

    def __init__(self, name, fields, align=None, make=None, decls=None):
        """fields: (access, type), 'f2[1]' for an element of an array
        field; decls: the member declarations (default: one per field)."""
        self.name, self.fields, self.align, self.make = name, fields, align, make
        self.decls = decls or ['%s %s;' % (t.name, f) for f, t in fields]


VECTORS = [StructTy('float4', [('x', F32), ('y', F32), ('z', F32), ('w', F32)], 16, 'make_float4'),
           StructTy('int2', [('x', S32), ('y', S32)], 8, 'make_int2'),
           StructTy('double2', [('x', F64), ('y', F64)], 16, 'make_double2'),
           StructTy('uint4', [('x', U32), ('y', U32), ('z', U32), ('w', U32)], 16, 'make_uint4'),
           StructTy('longlong2', [('x', S64), ('y', S64)], 16, 'make_longlong2'),
           StructTy('float2', [('x', F32), ('y', F32)], 8, 'make_float2'),
           StructTy('short2', [('x', S16), ('y', S16)], 4, 'make_short2'),
           StructTy('uchar4', [('x', U8), ('y', U8), ('z', U8), ('w', U8)], 4, 'make_uchar4')]


class Param:
    """kind: val (scalar), sval (struct by value), ref, sref (struct by
    reference), ptr (writable, length n), cptr (read-only, length n)."""

    def __init__(self, kind, name, ty, n=0):
        self.kind, self.name, self.ty, self.n = kind, name, ty, n


class Func:
    def __init__(self, name, ret, params, recursive):
        self.name, self.ret, self.params, self.recursive = name, ret, params, recursive
        self.cost = 1


class Scope:
    """What a body can see: scalars, arrays, struct variables."""

    def __init__(self):
        self.vars, self.arrs, self.structs = [], [], []

    def copy(self):
        s = Scope()
        s.vars, s.arrs, s.structs = list(self.vars), list(self.arrs), list(self.structs)
        return s


# intrinsics whose results C reproduces exactly: name, result, argument
# types; an argument type may carry a wrapper (canon: NaN canonicalised
# first; nomin: the most negative value avoided; clamp: clamped into the
# range of an integer type; widen: a 16-bit value passed as 32 bits, as
# __mul24's: nvcc -O3 derives the product's sign as if the 32-bit product
# could not wrap, which 24-bit operands make it do)
INTRINSICS_I = [
    ('__popc', S32, [U32]), ('__popcll', S32, [U64]), ('__clz', S32, [S32]),
    ('__clzll', S32, [S64]), ('__ffs', S32, [S32]), ('__ffsll', S32, [S64]),
    ('__brev', U32, [U32]), ('__brevll', U64, [U64]), ('__byte_perm', U32, [U32, U32, U32]),
    ('__funnelshift_l', U32, [U32, U32, U32]), ('__funnelshift_r', U32, [U32, U32, U32]),
    ('__funnelshift_lc', U32, [U32, U32, U32]), ('__funnelshift_rc', U32, [U32, U32, U32]),
    ('__mulhi', S32, [S32, S32]), ('__umulhi', U32, [U32, U32]), ('__mul64hi', S64, [S64, S64]),
    ('__umul64hi', U64, [U64, U64]), ('__mul24', S32, [(S16, 'widen', S32), (S16, 'widen', S32)]),
    ('__umul24', U32, [(U16, 'widen', U32), (U16, 'widen', U32)]),
    ('__sad', U32, [S32, S32, U32]), ('__usad', U32, [U32, U32, U32]),
    ('__hadd', S32, [S32, S32]), ('__rhadd', S32, [S32, S32]), ('__uhadd', U32, [U32, U32]),
    ('__urhadd', U32, [U32, U32]), ('__dp4a', S32, [S32, S32, S32]),
    ('__dp2a_lo', S32, [S32, S32, S32]), ('__dp2a_hi', S32, [S32, S32, S32]),
    ('min', S32, [S32, S32]), ('max', S32, [S32, S32]), ('umin', U32, [U32, U32]),
    ('umax', U32, [U32, U32]), ('llmin', S64, [S64, S64]), ('llmax', S64, [S64, S64]),
    ('ullmin', U64, [U64, U64]), ('ullmax', U64, [U64, U64]),
    ('abs', S32, [(S32, 'nomin')]), ('llabs', S64, [(S64, 'nomin')]),
    ('__float_as_uint', U32, [(F32, 'canon')]), ('__float_as_int', S32, [(F32, 'canon')]),
    ('__double_as_longlong', S64, [(F64, 'canon')]), ('__double2hiint', S32, [(F64, 'canon')]),
    ('__double2loint', S32, [(F64, 'canon')]),
]
for _r in ('rn', 'rz', 'rd', 'ru'):
    INTRINSICS_I += [('__float2int_' + _r, S32, [(F32, 'clamp', S32)]),
                     ('__float2uint_' + _r, U32, [(F32, 'clamp', U32)]),
                     ('__float2ll_' + _r, S64, [(F32, 'clamp', S64)]),
                     ('__float2ull_' + _r, U64, [(F32, 'clamp', U64)]),
                     ('__double2int_' + _r, S32, [(F64, 'clamp', S32)]),
                     ('__double2uint_' + _r, U32, [(F64, 'clamp', U32)]),
                     ('__double2ll_' + _r, S64, [(F64, 'clamp', S64)]),
                     ('__double2ull_' + _r, U64, [(F64, 'clamp', U64)])]
INTRINSICS_F = {
    F32: [('fminf', [F32, F32]), ('fmaxf', [F32, F32]), ('fabsf', [F32]),
          ('copysignf', [F32, (F32, 'canon')]), ('floorf', [F32]), ('ceilf', [F32]),
          ('truncf', [F32]), ('rintf', [F32]), ('roundf', [F32]), ('sqrtf', [F32]),
          ('fmaf', [F32, F32, F32]), ('fdimf', [F32, F32]), ('__saturatef', [F32]),
          ('__uint_as_float', [U32]), ('__int_as_float', [S32]),
          ('__int2float_rn', [S32]), ('__uint2float_rn', [U32]), ('__ll2float_rn', [S64]),
          ('__ull2float_rn', [U64]), ('__double2float_rn', [F64])],
    F64: [('fmin', [F64, F64]), ('fmax', [F64, F64]), ('fabs', [F64]),
          ('copysign', [F64, (F64, 'canon')]), ('floor', [F64]), ('ceil', [F64]),
          ('trunc', [F64]), ('rint', [F64]), ('round', [F64]), ('sqrt', [F64]),
          ('fma', [F64, F64, F64]), ('fdim', [F64, F64]),
          ('__longlong_as_double', [S64]), ('__hiloint2double', [S32, S32]),
          ('__int2double_rn', [S32]), ('__uint2double_rn', [U32]),
          ('__ll2double_rn', [S64]), ('__ull2double_rn', [U64])],
}
for _r in ('rn', 'rz', 'rd', 'ru'):
    INTRINSICS_F[F32] += [('__fadd_' + _r, [F32, F32]), ('__fsub_' + _r, [F32, F32]),
                          ('__fmul_' + _r, [F32, F32]), ('__fdiv_' + _r, [F32, F32]),
                          ('__frcp_' + _r, [F32]), ('__fsqrt_' + _r, [F32]),
                          ('__fmaf_' + _r, [F32, F32, F32])]
    INTRINSICS_F[F64] += [('__dadd_' + _r, [F64, F64]), ('__dsub_' + _r, [F64, F64]),
                          ('__dmul_' + _r, [F64, F64]), ('__ddiv_' + _r, [F64, F64]),
                          ('__drcp_' + _r, [F64]), ('__dsqrt_' + _r, [F64]),
                          ('__fma_' + _r, [F64, F64, F64])]
    if _r != 'rn':
        INTRINSICS_F[F32] += [('__int2float_' + _r, [S32]), ('__uint2float_' + _r, [U32]),
                              ('__ll2float_' + _r, [S64]), ('__ull2float_' + _r, [U64]),
                              ('__double2float_' + _r, [F64])]
        INTRINSICS_F[F64] += [('__ll2double_' + _r, [S64]), ('__ull2double_' + _r, [U64])]


class Gen:
    def __init__(self, seed, name, big=False, include='twin.h'):
        self.big = big
        self.include = include
        self.r = random.Random(seed)
        self.seed = seed
        self.P = name
        self.label_n = 0
        self.tmp_n = 0
        self.out = []

    # ---- small random helpers -------------------------------------------
    def chance(self, p):
        return self.r.random() < p

    def pick(self, seq):
        return self.r.choice(seq)

    def wpick(self, pairs):
        """pairs: (weight, value)"""
        tot = sum(w for w, _ in pairs)
        x = self.r.random() * tot
        for w, v in pairs:
            x -= w
            if x < 0:
                return v
        return pairs[-1][1]

    def fresh(self, prefix):
        self.tmp_n += 1
        return '%s%d' % (prefix, self.tmp_n)

    # ---- constants -------------------------------------------------------
    def iconst(self, t, cmp=False):
        r = self.r
        lo, hi = imin(t), imax(t)
        if cmp:   # not a bound of the type: a compiler might call the test constant
            v = r.randint(lo + 1, hi - 1) if hi - lo > 2 else 1
            if not t.signed and v == 0:
                v = 1
        else:
            v = self.wpick([(3, r.choice([0, 1, 2, 3, 7, 8, 31, 32, 63, 255])),
                            (2, r.choice([lo, hi, -1 if t.signed else hi - 1, lo + 1])),
                            (3, r.randint(lo, hi)),
                            (2, r.randint(-300, 300) if t.signed else r.randint(0, 600))])
            v = max(lo, min(hi, v))
        return self.lit(t, v)

    def lit(self, t, v):
        if t.bits == 64:
            u = v & ((1 << 64) - 1)
            return '((%s)0x%xull)' % (t.name, u)
        if t.signed and v < 0:
            return '((%s)-%d)' % (t.name, -v) if v != imin(t) or t.bits < 32 else '((%s)0x80000000u)' % t.name
        if t is U32:
            return '%du' % v
        if t is S32:
            return '%d' % v
        return '((%s)%d)' % (t.name, v)

    def fconst(self, t):
        if t is F32:
            if self.chance(0.5):
                return self.pick(F32_LIT)
            bits = self.pick(F32_SPECIAL) if self.chance(0.6) else self.r.getrandbits(32)
            return '__uint_as_float(0x%08xu)' % bits
        if self.chance(0.5):
            return self.pick(F64_LIT)
        bits = self.pick(F64_SPECIAL) if self.chance(0.6) else self.r.getrandbits(64)
        return '__longlong_as_double((s64)0x%016xull)' % bits

    # ---- expressions -----------------------------------------------------
    def readable(self, sc, t):
        return [v for v in sc.vars if v.ty is t]

    def leaf(self, sc, t):
        """A variable, array element, struct field or constant of type t."""
        opts = []
        vs = self.readable(sc, t)
        if vs:
            opts.append((6, lambda: self.pick(vs).expr))
        arrs = [a for a in sc.arrs if a.ety is t]
        if arrs:
            opts.append((2, lambda: self.pick(arrs).index(self.idx(sc), self.chance(0.2))))
        fl = ['%s.%s' % (s[0], f) for s in sc.structs for f, ft in s[1].fields if ft is t]
        if fl:
            opts.append((2, lambda: self.pick(fl)))
        if t.kind == 'i':
            opts.append((2, lambda: self.iconst(t)))
        elif t.kind == 'f':
            opts.append((2, lambda: self.fconst(t)))
        else:
            opts.append((2, lambda: '((BOOL)%d)' % self.r.randint(0, 1)))
        if t.kind != 'b':
            others = [v for v in sc.vars if v.ty.kind in ('i', 'b') and v.ty is not t]
            if others:
                opts.append((3, lambda: '((%s)%s)' % (t.name, self.pick(others).expr)))
        return self.wpick(opts)()

    def idx(self, sc):
        """A u32 index expression (masked by the array access)."""
        return '(u32)(%s)' % self.expr(sc, self.pick([U32, S32, U8, S64]), 1)

    def expr(self, sc, t, d):
        if t.kind == 'f':
            return self.fexpr(sc, t, d)
        if t.kind == 'b':
            if self.chance(0.2):   # any scalar to bool: non-zero (NaN too) is true
                u = self.pick(INTS + FLOATS)
                return '((BOOL)%s)' % self.expr(sc, u, d - 1)
            return '((BOOL)(%s))' % self.cond(sc, d)
        return self.iexpr(sc, t, d)

    def cond(self, sc, d):
        """A truth value in a form compilers do not warn about."""
        k = self.wpick([(6, 'cmp'), (1, 'fclass'), (1, 'bool'), (1, 'and'), (1, 'not')])
        if d <= 0 and k in ('and', 'not'):
            k = 'cmp'
        if k == 'bool':
            bs = self.readable(sc, BOOL)
            if bs:
                return self.pick(bs).expr
            k = 'cmp'
        if k == 'fclass':
            ft = self.pick(FLOATS)
            fn = self.pick(['isnan', 'isinf', 'isfinite', 'signbit'])
            a = self.fexpr(sc, ft, d - 1)
            if fn == 'signbit':
                a = ('dg_canonf(%s)' if ft is F32 else 'dg_canon(%s)') % a
            return '(%s(%s) != 0)' % (fn, a)
        if k == 'and':
            return '((%s) %s (%s))' % (self.cond(sc, d - 1), self.pick(['&&', '||']), self.cond(sc, d - 1))
        if k == 'not':
            return '(!(%s))' % self.cond(sc, d - 1)
        t = self.pick([S32, U32, S64, U64, S8, U16, F32, F64, U8, S16])
        op = self.pick(['<', '<=', '>', '>=', '==', '!='])
        a = self.expr(sc, t, d - 1)
        for _ in range(4):
            b = self.iconst(t, cmp=True) if t.kind == 'i' and self.chance(0.3) else self.expr(sc, t, d - 1)
            if b != a:
                break
        else:
            b = self.iconst(t, cmp=True) if t.kind == 'i' else self.fconst(t)
        if b == a:
            op = '!='
            b = '(%s + %s)' % (a, '1' if t.kind == 'i' else ('1.0f' if t is F32 else '1.0'))
        return '((%s) %s (%s))' % (a, op, b)

    def wrap_arg(self, sc, spec, d):
        if isinstance(spec, tuple):
            t, how = spec[0], spec[1]
            e = self.expr(sc, t, d)
            if how == 'canon':
                return ('dg_canonf(%s)' if t is F32 else 'dg_canon(%s)') % e
            if how == 'nomin':
                return ('dg_nomin32(%s)' if t is S32 else 'dg_nomin64(%s)') % e
            if how == 'widen':   # a narrow value in a wide parameter
                return '((%s)%s)' % (spec[2].name, e)
            lo, hi = (CLAMP_F if t is F32 else CLAMP_D)[spec[2]]
            return '%s(%s, %s, %s)' % ('dg_fclamp' if t is F32 else 'dg_dclamp', e, lo, hi)
        return self.expr(sc, spec, d)

    def iexpr(self, sc, t, d):
        if d <= 0 or self.chance(0.22):
            return self.leaf(sc, t)
        W = wide(t)
        k = self.wpick([(5, 'arith'), (3, 'bit'), (2, 'shl'), (2, 'shr'), (2, 'div'), (1, 'neg'),
                        (1, 'not'), (2, 'cmp'), (1, 'logic'), (2, 'tern'), (2, 'icast'),
                        (2, 'fcast'), (3, 'intrin'), (1, 'comma'), (1, 'sizeof')])
        if k == 'arith':
            op = self.pick(['+', '-', '*'])
            return '((%s)((%s)(%s) %s (%s)(%s)))' % (t.name, W.name, self.iexpr(sc, t, d - 1), op,
                                                     W.name, self.iexpr(sc, t, d - 1))
        if k == 'bit':
            op = self.pick(['&', '|', '^'])
            return '((%s)((%s) %s (%s)))' % (t.name, self.iexpr(sc, t, d - 1), op, self.iexpr(sc, t, d - 1))
        if k == 'shl':
            return '((%s)((%s)(%s) << ((u32)(%s) & %du)))' % (t.name, W.name, self.iexpr(sc, t, d - 1),
                                                           self.iexpr(sc, self.pick([U32, S32, U8]), d - 1),
                                                           W.bits - 1)
        if k == 'shr':
            S = (S64 if t.bits == 64 else S32) if t.signed else W
            return '((%s)((%s)(%s) >> ((u32)(%s) & %du)))' % (t.name, S.name, self.iexpr(sc, t, d - 1),
                                                           self.iexpr(sc, self.pick([U32, S32, U8]), d - 1),
                                                           W.bits - 1)
        if k == 'div':
            H = (S64 if t.bits == 64 else S32) if t.signed else W
            fn = 'dg_%s_%s' % (self.pick(['div', 'rem']), H.name)
            return '((%s)%s((%s)(%s), (%s)(%s)))' % (t.name, fn, H.name, self.iexpr(sc, t, d - 1),
                                                    H.name, self.iexpr(sc, t, d - 1))
        if k == 'neg':
            if self.chance(0.2):
                return '((%s)(+(%s)))' % (t.name, self.iexpr(sc, t, d - 1))
            return '((%s)((%s)0 - (%s)(%s)))' % (t.name, W.name, W.name, self.iexpr(sc, t, d - 1))
        if k == 'not':
            e = self.iexpr(sc, t, d - 1)
            if re.search(r'[<>!=]|BOOL|&&|\|\||is[a-z]+\(|signbit', e):
                # ~ of a promoted or boolean value draws warnings: the same bits
                return '((%s)((%s)(%s) ^ (%s)0x%x))' % (t.name, W.name, e, W.name, (1 << W.bits) - 1)
            return '((%s)(~(%s)(%s)))' % (t.name, W.name, e)
        if k == 'cmp':
            return '((%s)%s)' % (t.name, self.cond(sc, d))
        if k == 'logic':
            return '((%s)((%s) %s (%s)))' % (t.name, self.cond(sc, d - 1), self.pick(['&&', '||']),
                                            self.cond(sc, d - 1))
        if k == 'tern':
            return '((%s)((%s) ? (%s) : (%s)))' % (t.name, self.cond(sc, d - 1), self.iexpr(sc, t, d - 1),
                                                  self.iexpr(sc, t, d - 1))
        if k == 'icast':
            u = self.pick([x for x in INTS if x is not t])
            return '((%s)(%s))' % (t.name, self.iexpr(sc, u, d - 1))
        if k == 'fcast':
            f = self.pick(FLOATS)
            lo, hi = (CLAMP_F if f is F32 else CLAMP_D)[t]
            return '((%s)%s(%s, %s, %s))' % (t.name, 'dg_fclamp' if f is F32 else 'dg_dclamp',
                                             self.fexpr(sc, f, d - 1), lo, hi)
        if k == 'intrin':
            name, rt, args = self.pick(INTRINSICS_I)
            call = '%s(%s)' % (name, ', '.join(self.intrinsic_args(sc, args, d - 1)))
            return call if rt is t else '((%s)%s)' % (t.name, call)
        if k == 'comma':
            tmp = self.new_temp(t)
            return '((%s = %s), (%s)(%s ^ %s))' % (tmp, self.iexpr(sc, t, d - 1), t.name, tmp,
                                                  self.iexpr(sc, t, d - 1))
        if sc.structs and self.chance(0.5):
            return '((%s)sizeof(%s))' % (t.name, self.pick(sc.structs)[0])
        return '((%s)sizeof(%s))' % (t.name, self.pick(SCALARS).name)

    def fexpr(self, sc, t, d):
        if d <= 0 or self.chance(0.25):
            if self.chance(0.2):
                it = self.pick(INTS)
                return '((%s)%s)' % (t.name, self.leaf(sc, it))
            if self.chance(0.15):
                return '((%s)%s)' % (t.name, self.leaf(sc, F64 if t is F32 else F32))
            return self.leaf(sc, t)
        k = self.wpick([(6, 'arith'), (1, 'neg'), (2, 'tern'), (4, 'intrin'), (2, 'icast'),
                        (1, 'fcast')])
        if k == 'arith':
            op = self.pick(['+', '-', '*', '/'])
            a, b = self.fexpr(sc, t, d - 1), self.fexpr(sc, t, d - 1)
            if self.big and op in '*/':
                # nvcc 13 -O3 takes (double)u / -0.0 for non-negative: a
                # constant factor or divisor tests its range analysis
                for _ in range(8):
                    if not constant(b):
                        break
                    b = self.fexpr(sc, t, d - 1)
            return '(%s %s %s)' % (a, op, b)
        if k == 'neg':
            return '(-(%s))' % self.fexpr(sc, t, d - 1)
        if k == 'tern':
            return '((%s) ? %s : %s)' % (self.cond(sc, d - 1), self.fexpr(sc, t, d - 1), self.fexpr(sc, t, d - 1))
        if k == 'icast':
            return '((%s)%s)' % (t.name, self.iexpr(sc, self.pick(INTS), d - 1))
        if k == 'fcast':
            return '((%s)%s)' % (t.name, self.fexpr(sc, F64 if t is F32 else F32, d - 1))
        name, args = self.pick(INTRINSICS_F[t])
        call = '%s(%s)' % (name, ', '.join(self.intrinsic_args(sc, args, d - 1)))
        if self.big and name in ('fminf', 'fmaxf', 'fmin', 'fmax'):
            # nvcc and clang fold fmin(+0.0, -0.0) to +0.0 (an unrolled loop
            # makes it constant); min.f64 at run time gives -0.0: + 0.0
            # leaves the sign of a zero result out of the comparison
            call = '(%s + %s)' % (call, '0.0f' if t is F32 else '0.0')
        return call

    def intrinsic_args(self, sc, specs, d):
        """Arguments of an intrinsic, not all constant: compilers fold
        intrinsics of constants themselves (nvcc 13 folds ceil(x) for
        |x| >= 2^63 to -2^63), which tests the compiler, not ptxvm."""
        for _ in range(8):
            args = [self.wrap_arg(sc, a, d) for a in specs]
            if not all(constant(a) for a in args):
                return args
        return args

    def new_temp(self, t):
        name = self.fresh('c')
        self.temps.append((name, t))
        return name

    def bits(self, t, e):
        """u32 words holding the value of e (of type t)."""
        if t is F32:
            return ['dg_fbits(%s)' % e]
        if t is F64:
            return ['(u32)dg_dbits(%s)' % e, '(u32)(dg_dbits(%s) >> 32)' % e]
        if t.bits == 64:
            return ['(u32)(%s)' % e, '(u32)((u64)(%s) >> 32)' % e]
        return ['(u32)(%s)' % e]

    def fold(self, sc, skip=()):
        """A u32 mixing every scalar, struct field and a few array elements
        in scope, so that what the body computed reaches the output."""
        words = []
        for v in sc.vars:
            if v.expr not in skip:
                words += self.bits(v.ty, v.expr)
        for name, sty, _ in sc.structs:
            for f, ft in sty.fields:
                words += self.bits(ft, '%s.%s' % (name, f))
        for a in sc.arrs:
            for i in sorted({0, a.length - 1}):
                words += self.bits(a.ety, a.index('%du' % i))
        if not words:
            return '0u'
        limit = 24 if self.big else 5
        if len(words) > limit:
            keep = set(self.r.sample(range(len(words)), limit))
            words = [w for i, w in enumerate(words) if i in keep]
        e = words[0]
        for k, w in enumerate(words[1:]):
            e = '(%s * %du) ^ %s' % (e, 2 * k + 3, w)
        return e

    # ---- statements ------------------------------------------------------
    def writable(self, sc, t=None):
        return [v for v in sc.vars if v.writable and (t is None or v.ty is t)]

    def assign(self, sc, ind):
        ws = self.writable(sc)
        arrs = [a for a in sc.arrs if a.writable]
        fl = [(s, f, ft) for s in sc.structs if s[2] for f, ft in s[1].fields]
        k = self.wpick([(6, 'var'), (2 if arrs else 0, 'arr'), (2 if fl else 0, 'field'),
                        (2, 'compound'), (1, 'incdec')])
        if k == 'arr':
            a = self.pick(arrs)
            return ['%s%s = %s;' % (ind, a.index(self.idx(sc), self.chance(0.2)),
                                    self.expr(sc, a.ety, self.edepth()))]
        if k == 'field':
            (sname, sty, _), f, ft = self.pick(fl)
            return ['%s%s.%s = %s;' % (ind, sname, f, self.expr(sc, ft, self.edepth()))]
        if not ws:
            return []
        v = self.pick(ws)
        t = v.ty
        if k == 'compound' and t.kind != 'b':
            if t.kind == 'f':
                op = self.pick(['+=', '-=', '*=', '/='])
            elif t.bits == 32 and not t.signed or t is U64:
                op = self.pick(['+=', '-=', '*=', '&=', '|=', '^=', '<<=', '>>='])
            elif t.bits < 32 and t.signed and self.big:
                # nvcc -O3 takes short s; s++ as never wrapping (s = 32767
                # gives -32768, yet 0.0 < (double)s holds): no arithmetic
                # assignment to narrow signed types in fuzzing programs
                op = self.pick(['&=', '|=', '^=', '>>='])
            elif t.bits < 32:
                op = self.pick(['+=', '-=', '&=', '|=', '^=', '>>='] + (['*='] if t.bits == 8 else []))
            else:
                op = self.pick(['&=', '|=', '^=', '>>='])
            if op in ('<<=', '>>='):
                rhs = '((u32)(%s) & %du)' % (self.iexpr(sc, U32, 1), min(t.bits, 32) - 1 if t.bits < 32 else t.bits - 1)
            else:
                rhs = self.expr(sc, t, self.edepth())
                if rhs == v.expr:
                    return []
                if t.bits < 32 and t.kind == 'i':
                    rhs = '(%s)(%s)' % (t.name, rhs)
            return ['%s%s %s %s;' % (ind, v.expr, op, rhs)]
        if k == 'incdec' and (t.kind == 'f' or t.kind == 'i' and (not t.signed or
                                                                  t.bits < 32 and not self.big)):
            e = v.expr
            return [ind + self.pick(['%s++;', '++%s;', '%s--;', '--%s;']) % e]
        e = self.expr(sc, t, self.edepth())
        if e == v.expr:
            e = self.leaf(sc, t)
            if e == v.expr:
                return []
        return ['%s%s = %s;' % (ind, v.expr, e)]

    def edepth(self):
        return self.r.randint(1, 3) if self.big else self.pick([1, 1, 1, 2, 2])

    def idepth(self):
        return self.r.randint(1, 2) if self.big else 1

    def n(self, lo, hi, slo, shi):
        """A count in [lo, hi], or in [slo, shi] for small programs."""
        return self.r.randint(lo, hi) if self.big else self.r.randint(slo, shi)

    def stmts(self, sc, ctx, n, depth, ind):
        lines = []
        for _ in range(n):
            lines += self.stmt(sc, ctx, depth, ind)
        return lines

    def stmt(self, sc, ctx, depth, ind):
        nest = depth < ctx['maxnest']
        calls = ctx['callees'] and ctx['budget'] > 0
        k = self.wpick([(8, 'assign'), (3 if nest else 0, 'if'), (2 if nest else 0, 'loop'),
                        (1 if nest else 0, 'switch'), (4 if calls else 0, 'call'),
                        (1 if ctx['loop'] else 0, 'brk'),
                        (1 if ctx['ret'] else 0, 'ret'), (1 if ctx['fwd'] else 0, 'goto')])
        if k == 'assign':
            return self.assign(sc, ind)
        if k == 'if':
            c = bare(self.cond(sc, 2))
            lines = ['%sif (%s) {' % (ind, c)]
            lines += self.stmts(sc, ctx, self.n(1, 3, 1, 1), depth + 1, ind + '    ')
            if self.chance(0.5):
                lines.append('%s} else {' % ind)
                lines += self.stmts(sc, ctx, self.n(1, 3, 1, 1), depth + 1, ind + '    ')
            lines.append(ind + '}')
            return lines
        if k == 'loop':
            return self.loop(sc, ctx, depth, ind)
        if k == 'switch':
            return self.switch(sc, ctx, depth, ind)
        if k == 'call':
            return self.call(sc, ctx, ind)
        if k == 'brk':
            return ['%sif (%s) %s;' % (ind, bare(self.cond(sc, 1)), self.pick(['break', 'continue']))]
        if k == 'ret':
            # selective, so that most threads run on
            return ['%sif (%s && %s) %s' % (ind, ctx['retsel'](sc), self.cond(sc, 1), ctx['ret'](sc))]
        if k == 'goto':
            return ['%sif (%s) goto %s;' % (ind, bare(self.cond(sc, 1)), self.pick(ctx['fwd']))]
        return []

    def loop(self, sc, ctx, depth, ind):
        lim = self.fresh('n')
        cnt = self.fresh('i')
        ctx['decls'].append('s32 %s = 0, %s = 0;' % (lim, cnt))
        ctx['unused'] += [lim, cnt]
        span = self.pick([3, 4, 7, 8])
        bound = '%s = (s32)((u32)(%s) %% %du)%s;' % (lim, self.iexpr(sc, self.pick([U32, S32, U8, U64]), 2),
                                                   span, self.pick(['', ' + 1']))
        inner = sc.copy()
        inner.vars.append(Var(cnt, S32, writable=False))
        ictx = dict(ctx)
        ictx['loop'] = ictx['inloop'] = True
        ictx['budget'] = ctx['budget'] // (span + 1)
        body = self.stmts(inner, ictx, self.n(1, 4, 1, 2), depth + 1, ind + '    ')
        ctx['budget'] -= (ctx['budget'] // (span + 1) - ictx['budget']) * span
        ctx['budget'] = max(ctx['budget'], 0)
        form = self.pick(['for', 'for', 'while', 'do'])
        lines = [ind + bound]
        if form == 'for':
            lines.append('%sfor (%s = 0; %s < %s; %s++) {' % (ind, cnt, cnt, lim, cnt))
            lines += body
            lines.append(ind + '}')
        elif form == 'while':
            lines.append('%s%s = 0;' % (ind, cnt))
            lines.append('%swhile (%s < %s) {' % (ind, cnt, lim))
            lines.append('%s    %s++;' % (ind, cnt))
            lines += body
            lines.append(ind + '}')
        else:
            lines.append('%s%s = 0;' % (ind, cnt))
            lines.append('%sdo {' % ind)
            lines += body
            lines.append('%s} while (++%s < %s);' % (ind, cnt, lim))
        return lines

    def switch(self, sc, ctx, depth, ind):
        n = self.pick([4, 8])
        vs = [v for v in sc.vars if v.ty.kind == 'i']
        sel = '(u32)(%s)' % self.iexpr(sc, self.pick([U32, S32, U16]), 2)
        if vs:   # not a constant
            sel = '(%s + (u32)%s)' % (sel, self.pick(vs).expr)
        lines = ['%sswitch (%s & %du) {' % (ind, sel, n - 1)]
        cases = sorted(self.r.sample(range(n), self.r.randint(1, min(4, n))))
        sctx = dict(ctx)
        sctx['loop'] = False  # a break here would leave the switch, not a loop
        for i, c in enumerate(cases):
            lines.append('%scase %d: {' % (ind, c))
            lines += self.stmts(sc, sctx, self.n(1, 2, 1, 1), depth + 1, ind + '    ')
            if i + 1 < len(cases) and self.chance(0.3):
                lines.append(ind + '}')
                lines.append(ind + '/* fallthrough */')
            else:
                lines.append(ind + '    break;')
                lines.append(ind + '}')
        if self.chance(0.6):
            lines.append('%sdefault: {' % ind)
            lines += self.stmts(sc, sctx, 1, depth + 1, ind + '    ')
            lines.append(ind + '    break;')
            lines.append(ind + '}')
        lines.append(ind + '}')
        ctx['budget'] = sctx['budget']
        return lines

    # ---- calls -----------------------------------------------------------
    def call(self, sc, ctx, ind, f=None):
        """A call statement; its result assigned to a variable of a fitting
        type. Calls are statements only, so no expression has a side
        effect and evaluation order never matters."""
        if f is None:
            opts = [g for g in ctx['callees'] if g.cost <= ctx['budget'] and
                    (g is not ctx.get('self') or (not ctx['inloop'] and ctx['selfcalls'][0] < 2))]
            if not opts:
                return []
            f = self.pick(opts)
        if f is ctx.get('self'):
            ctx['selfcalls'][0] += 1
        args = [self.arg(sc, ctx, p, f) for p in f.params]
        call = '%s(%s)' % (f.name, ', '.join(args))
        ctx['budget'] -= f.cost
        ctx['used_calls'].add(f.name)
        if f.ret is None:
            return ['%s%s;' % (ind, call)]
        if isinstance(f.ret, StructTy):
            ss = [s for s in sc.structs if s[1] is f.ret and s[2]]
            if not ss:
                return ['%s%s;' % (ind, call)]
            return ['%s%s = %s;' % (ind, self.pick(ss)[0], call)]
        ws = self.writable(sc)
        if not ws or self.chance(0.05):
            return ['%s%s;' % (ind, call)]
        v = self.pick(ws)
        if v.ty is f.ret:
            return ['%s%s = %s;' % (ind, v.expr, call)]
        if v.ty.kind == 'b':
            return ['%s%s = (BOOL)(%s != 0);' % (ind, v.expr, call)]
        if f.ret.kind == 'f' and v.ty.kind == 'i':
            lo, hi = (CLAMP_F if f.ret is F32 else CLAMP_D)[v.ty]
            return ['%s%s = (%s)%s(%s, %s, %s);' % (ind, v.expr, v.ty.name,
                                                    'dg_fclamp' if f.ret is F32 else 'dg_dclamp', call, lo, hi)]
        return ['%s%s = (%s)%s;' % (ind, v.expr, v.ty.name, call)]

    def arg(self, sc, ctx, p, f):
        """An argument for parameter p of f; what the scope lacks (a
        variable for a reference, an array for a pointer) is declared at
        the top of the body."""
        if p.kind == 'depth':
            if ctx.get('self') is f:
                return 'depth - 1'
            return '(s32)((u32)(%s) %% %du)' % (self.iexpr(sc, U32, 1), f.maxdepth + 1)
        if p.kind == 'val':
            return self.expr(sc, p.ty, self.edepth())
        if p.kind == 'sval':
            ss = [s for s in sc.structs if s[1] is p.ty]
            if p.ty.make and (not ss or self.chance(0.3)):
                return '%s(%s)' % (p.ty.make, ', '.join(self.expr(sc, ft, 1) for _, ft in p.ty.fields))
            if not ss:
                ctx['decls'] += self.declare_structs(sc, ctx, '', [p.ty])
                ss = [sc.structs[-1]]
            return self.pick(ss)[0]
        if p.kind == 'ref':
            ws = self.writable(sc, p.ty)
            if not ws:
                name = self.fresh('v')
                ctx['decls'].append('%s %s = %s;' % (p.ty.name, name, self.zero(p.ty)))
                ctx['unused'].append(name)
                v = Var(name, p.ty)
                sc.vars.append(v)
                ws = [v]
            return 'DG_A(%s)' % self.pick(ws).expr
        if p.kind == 'sref':
            ss = [s for s in sc.structs if s[1] is p.ty and s[2]]
            if not ss:
                ctx['decls'] += self.declare_structs(sc, ctx, '', [p.ty])
                ss = [sc.structs[-1]]
            return 'DG_A(%s)' % self.pick(ss)[0]
        # pointers: an array (or part of one) at least p.n long
        arrs = [a for a in sc.arrs if a.ety is p.ty and a.length >= p.n and
                (a.writable or p.kind == 'cptr')]
        if not arrs:
            ctx['decls'] += self.declare_locals(sc, ctx, '', 0, [(p.ty, max(p.n, 8))])
            arrs = [sc.arrs[-1]]
        a = self.pick(arrs)
        base = '%s + %s' % (a.expr, a.own) if a.own else a.expr
        if a.length > p.n and self.chance(0.5):
            off = '(%s %% %du)' % (self.idx(sc), a.length - p.n + 1)
            if self.chance(0.3):
                return '&%s[%s]' % (a.expr, '%s + %s' % (a.own, off) if a.own else off)
            return '%s + %s' % (base, off)
        return base

    def zero(self, t):
        return {'f': '0.0f' if t is F32 else '0.0', 'b': '0'}.get(t.kind, '0')

    # ---- declarations ----------------------------------------------------
    def declare_locals(self, sc, ctx, ind, nvars, narrs, extra_types=()):
        """Locals at the top of a body (before any label, so no goto skips
        an initialisation), each initialised."""
        lines = []
        types = [self.pick(SCALARS) for _ in range(nvars)] + list(extra_types)
        for t in types:
            name = self.fresh('v')
            lines.append('%s%s %s = %s;' % (ind, t.name, name, self.expr(sc, t, self.idepth())))
            sc.vars.append(Var(name, t))
            ctx['unused'].append(name)
        for et, n in narrs:
            name = self.fresh('a')
            j = self.fresh('j')
            lines.append('%s%s %s[%d] = {0};' % (ind, et.name, name, n))
            lines.append('%ss32 %s;' % (ind, j))
            lines.append('%sfor (%s = 0; %s < %d; %s++)' % (ind, j, j, n, j))
            jsc = sc.copy()
            jsc.vars.append(Var(j, S32, writable=False))
            lines.append('%s    %s[%s] = %s;' % (ind, name, j, self.expr(jsc, et, self.idepth())))
            sc.arrs.append(Arr(name, et, n, True))
            ctx['unused'] += [name, j]
        return lines

    def declare_structs(self, sc, ctx, ind, stys):
        lines = []
        for sty in stys:
            name = self.fresh('sv')
            if sty.make and self.chance(0.6):
                lines.append('%s%s %s = %s(%s);' % (ind, sty.name, name, sty.make,
                                                    ', '.join(self.expr(sc, ft, 1) for _, ft in sty.fields)))
            else:
                lines.append('%s%s %s;' % (ind, sty.name, name))
                for f, ft in sty.fields:
                    lines.append('%s%s.%s = %s;' % (ind, name, f, self.expr(sc, ft, 1)))
            sc.structs.append((name, sty, True))
            ctx['unused'].append(name)
        return lines

    def body_top(self, sc, ctx, ind, n):
        """A top-level statement list with forward and backward gotos."""
        lines = []
        pending = []
        for _ in range(n):
            r = self.r.random()
            if r < 0.12 and len(pending) < 2:
                self.label_n += 1
                pending.append('F%d' % self.label_n)
                ctx['fwd'] = list(pending)
                continue
            if r < 0.24 and pending:
                lab = pending.pop(0)
                lines.append('%s%s:;' % (ind, lab))
                ctx['fwd'] = list(pending)
                continue
            if r < 0.32:
                self.label_n += 1
                lab = 'B%d' % self.label_n
                g = self.fresh('g')
                ctx['decls'].append('s32 %s = 0;' % g)
                ctx['unused'].append(g)
                lines.append('%s%s:;' % (ind, lab))
                rctx = dict(ctx)
                rctx['inloop'] = True
                rctx['budget'] = ctx['budget'] // 4
                lines += self.stmts(sc, rctx, self.n(1, 3, 1, 1), 0, ind)
                ctx['budget'] = max(0, ctx['budget'] - (ctx['budget'] // 4 - rctx['budget']) * 4)
                lines.append('%sif (%s < %d && %s) {' % (ind, g, self.r.randint(1, 3), self.cond(sc, 1)))
                lines.append('%s    %s++;' % (ind, g))
                lines.append('%s    goto %s;' % (ind, lab))
                lines.append(ind + '}')
                continue
            lines += self.stmt(sc, ctx, 0, ind)
        for lab in pending:
            lines.append('%s%s:;' % (ind, lab))
        ctx['fwd'] = []
        # a label no goto names would be a warning
        text = '\n'.join(lines)
        return [l for l in lines if not (l.strip().startswith('F') and l.strip().endswith(':;') and
                                         'goto %s;' % l.strip()[:-2] not in text)]

    # ---- device functions ------------------------------------------------
    def make_structs(self):
        self.structs = []
        for i in range(self.n(1, 3, 1, 2)):
            fields, decls = [], []
            for j in range(self.n(1, 5, 1, 3)):
                t = self.pick(SCALARS)
                if self.chance(0.15):   # an array member (3 bytes of u8: odd sizes)
                    k = self.pick([2, 3, 4, 8, 16] if self.big else [2, 3, 4])
                    decls.append('%s f%d[%d];' % (t.name, j, k))
                    fields += [('f%d[%d]' % (j, e), t) for e in range(k)]
                else:
                    decls.append('%s f%d;' % (t.name, j))
                    fields.append(('f%d' % j, t))
            align = self.pick([None, None, 8, 16])
            self.structs.append(StructTy('%s_S%d' % (self.P, i), fields, align, decls=decls))
        self.vectors = self.r.sample(VECTORS, self.r.randint(1, 3))
        self.stypes = self.structs + self.vectors

    def gen_func(self, idx, callees):
        name = '%s_f%d' % (self.P, idx)
        recursive = self.chance(0.25)
        ret = self.wpick([(8, 'scalar'), (2, 'struct'), (1, 'void')])
        if ret == 'scalar':
            ret = self.pick(SCALARS)
        elif ret == 'struct':
            ret = self.pick(self.stypes)
        else:
            ret = None
        params = []
        if recursive:
            params.append(Param('depth', 'depth', S32))
        for i in range(self.n(1, 5, 1, 3) if self.chance(0.9) else self.r.randint(8, 14)):
            pn = 'p%d' % i
            k = self.wpick([(6, 'val'), (2, 'sval'), (2, 'ref'), (1, 'sref'), (1, 'ptr'), (1, 'cptr')])
            if k in ('val', 'ref'):
                params.append(Param(k, pn, self.pick(SCALARS)))
            elif k in ('sval', 'sref'):
                params.append(Param(k, pn, self.pick(self.stypes)))
            else:
                params.append(Param(k, pn, self.pick(ELEMS), self.pick([1, 2, 4, 8])))
        if ret is None and not any(p.kind in ('ref', 'ptr') for p in params):
            params.append(Param('ref', 'p%d' % len(params), self.pick(SCALARS)))   # a result
        f = Func(name, ret, params, recursive)
        f.maxdepth = self.pick([2, 3, 4, 5])
        sc = Scope()
        sig = []
        for p in params:
            if p.kind == 'depth':
                sig.append('s32 depth')
                sc.vars.append(Var('depth', S32, writable=False))
            elif p.kind == 'val':
                sig.append('%s %s' % (p.ty.name, p.name))
                sc.vars.append(Var(p.name, p.ty))
            elif p.kind == 'sval':
                sig.append('%s %s' % (p.ty.name, p.name))
                sc.structs.append((p.name, p.ty, True))
            elif p.kind == 'ref':
                sig.append('DG_REF(%s) %s' % (p.ty.name, p.name))
                sc.vars.append(Var('DG_R(%s)' % p.name, p.ty))
            elif p.kind == 'sref':
                sig.append('DG_REF(%s) %s' % (p.ty.name, p.name))
                sc.structs.append(('DG_R(%s)' % p.name, p.ty, True))
            elif p.kind == 'ptr':
                sig.append('%s *%s' % (p.ty.name, p.name))
                sc.arrs.append(Arr(p.name, p.ty, p.n, True))
            else:
                sig.append('const %s *%s' % (p.ty.name, p.name))
                sc.arrs.append(Arr(p.name, p.ty, p.n, False))
        rets = ret.name if ret else 'void'
        head = 'FN %s %s(%s)' % (rets, name, ', '.join(sig))
        ctx = self.new_ctx(callees + ([f] if recursive else []), budget=self.r.randint(4, 40))
        ctx['self'] = f
        ctx['depth_var'] = 'depth'
        ctx['ret'] = lambda s: self.ret_stmt(s, ret)
        ctx['retsel'] = lambda s: self.cond(s, 1)
        ind = '    '
        need_arrs = self.needed_arrays(callees)
        decl = self.declare_locals(sc, ctx, ind, self.n(2, 5, 1, 2),
                                   need_arrs + [(self.pick(ELEMS), self.pick([4, 8, 16]))
                                                for _ in range(self.r.randint(0, 1))])
        decl += self.declare_structs(sc, ctx, ind, self.needed_structs(callees, ret))
        body = []
        if recursive:
            body.append('%sif (depth <= 0) %s' % (ind, self.ret_stmt(sc, ret)))
        body += self.body_top(sc, ctx, ind, self.n(2, 9, 2, 4))
        if recursive and ctx['selfcalls'][0] == 0:
            body += self.call(sc, ctx, ind, f)   # it must recurse
        h = self.fresh('h')
        ctx['decls'].append('u32 %s = 0;' % h)
        ctx['unused'].append(h)
        body.append('%s%s = %s;' % (ind, h, self.fold(sc)))
        body += self.final_return(sc, ret, h, params, ind)
        lines = [head, '{']
        temps = self.temps_of(ctx)
        lines += ['%s%s %s = 0;' % (ind, t.name, n) for n, t in temps]
        ctx['unused'] += [n for n, _ in temps]
        lines += decl
        lines += [ind + d for d in ctx['decls']]
        lines += ['%s(void)%s;' % (ind, u) for u in ctx['unused'] + [p.name for p in params]]
        lines += body
        lines.append('}')
        # cost: the calls made, times the recursion's fan-out
        spent = max(ctx['budget0'] - ctx['budget'], 0)
        f.cost = 1 + spent
        if recursive:
            f.cost = (1 + spent) * (2 ** (f.maxdepth + 1))
        f.used = ctx['used_calls']
        return f, lines

    def temps_of(self, ctx):
        t = self.temps
        self.temps = []
        return t

    def new_ctx(self, callees, budget):
        self.temps = []
        return {'callees': callees, 'budget': budget, 'budget0': budget, 'maxnest': 2,
                'loop': False, 'inloop': False, 'selfcalls': [0], 'ret': None, 'fwd': [],
                'decls': [], 'unused': [], 'used_calls': set()}

    def ret_stmt(self, sc, ret, final=False):
        if ret is None:
            return 'return;'
        if isinstance(ret, StructTy):
            ss = [s for s in sc.structs if s[1] is ret]
            if self.big:
                # nvcc 13 -O3 returns the by-value parameter on every path
                # of a function that returns it on one path and a local
                # struct on another: fuzzing programs return locals
                ss = [s for s in ss if not s[0].startswith(('p', 'DG_R('))] or ss
            return 'return %s;' % self.pick(ss)[0]
        return 'return %s;' % self.expr(sc, ret, 2 if final else 1)

    def final_return(self, sc, ret, h, params, ind):
        """The last statement: a result mixed with h, the fold of the body."""
        if ret is None:
            refs = [p for p in params if p.kind == 'ref']
            ptrs = [p for p in params if p.kind == 'ptr']
            if refs:
                p = self.pick(refs)
                return ['%s%s = %s;' % (ind, 'DG_R(%s)' % p.name, self.mix(p.ty, 'DG_R(%s)' % p.name, h)),
                        ind + 'return;']
            if ptrs:
                p = self.pick(ptrs)
                return ['%s%s[0] = %s;' % (ind, p.name, self.mix(p.ty, '%s[0]' % p.name, h)),
                        ind + 'return;']
            return [ind + 'return;']
        if isinstance(ret, StructTy):
            ss = [x for x in sc.structs if x[1] is ret and x[2]]
            if self.big:   # locals only (ret_stmt)
                ss = [x for x in ss if not x[0].startswith(('p', 'DG_R('))] or ss
            name = self.pick(ss)[0]
            f, ft = ret.fields[0]
            e = '%s.%s' % (name, f)
            return ['%s%s = %s;' % (ind, e, self.mix(ft, e, h)), '%sreturn %s;' % (ind, name)]
        return ['%sreturn %s;' % (ind, self.mix(ret, self.expr(sc, ret, 2), h))]

    def mix(self, t, e, h):
        """e (of type t) changed by h, as a value of type t."""
        if t.kind == 'f':
            return '(%s + (%s)(%s & 255u))' % (e, t.name, h)
        if t.kind == 'b':
            return '((BOOL)(((u32)(%s) ^ %s) & 1u))' % (e, h)
        W = wide(t)
        return '((%s)((%s)(%s) ^ (%s)%s))' % (t.name, W.name, e, W.name, h)

    def needed_arrays(self, callees):
        """Local arrays big enough for the callees' pointer parameters."""
        need = {}
        for f in callees:
            for p in f.params:
                if p.kind in ('ptr', 'cptr'):
                    need[p.ty] = max(need.get(p.ty, 0), p.n)
        return [(t, max(n, 8)) for t, n in need.items()]

    def needed_structs(self, callees, ret):
        need = []
        for f in callees:
            for p in f.params:
                if p.kind in ('sval', 'sref') and p.ty not in need:
                    need.append(p.ty)
            if isinstance(f.ret, StructTy) and f.ret not in need:
                need.append(f.ret)
        if isinstance(ret, StructTy) and ret not in need:
            need.append(ret)
        if self.chance(0.5 if self.big else 0.2):
            s = self.pick(self.stypes)
            if s not in need:
                need.append(s)
        return need

    # ---- the kernel ------------------------------------------------------
    def gen_kernel(self, funcs):
        """The kernel: phases separated by __syncthreads(). Per-thread
        values that live across a barrier are in *st; shared arrays have
        a mode per phase: 'w' (a thread reads and writes only its own
        slots) or 'r' (any slot is read, none written), so no phase has a
        race. Phase 0 writes every state field and shared slot first; the
        last phase writes the output words (and may return early)."""
        P = self.P
        self.nphases = self.pick([1, 2, 2, 3, 3, 4] if self.big else [1, 1, 2, 2, 3])
        self.block = self.pick([33, 40, 48, 64, 70, 96, 100, 127, 128, 150, 160])
        self.grid = self.pick([1, 2, 2, 3, 3, 4])
        self.nin = self.r.randint(4, 8)
        nsh = self.r.randint(0, 3) if self.nphases > 1 else self.r.randint(0, 1)
        shared = []
        for i in range(nsh):
            shared.append(('%s_sh%d' % (P, i), self.pick(ELEMS), self.pick([1, 2, 4])))
        state = [('x%d' % i, self.pick(SCALARS)) for i in range(self.n(3, 8, 2, 4))]
        state.append(('h', U32))   # the fold of every phase's values
        state_arr = (self.pick(ELEMS), self.pick([2, 4])) if self.chance(0.4) else None
        self.nres = self.pick([0, 2, 4])   # output words device functions may write
        words = []
        for n, t in state:
            words += self.bits(t, 'st->%s' % n)
        extra = self.n(1, 4, 1, 2)
        self.nout = self.nres + len(words) + extra + (2 if state_arr else 0)
        lines = ['typedef struct {']
        lines += ['    %s %s;' % (t.name, n) for n, t in state]
        if state_arr:
            lines.append('    %s arr[%d];' % (state_arr[0].name, state_arr[1]))
        lines += ['} %s_state;' % P, '']
        for n, t, k in shared:
            lines.append('DG_SHARED %s %s[%d];' % (t.name, n, self.block * k))
        if shared:
            lines.append('')
        lines += ['DG_KERNEL(%s_kernel, %s_state)' % (P, P), '{', '    DG_BEGIN(%s_state)' % P]
        modes = [{n: 'w' for n, _, _ in shared}]
        for ph in range(1, self.nphases):
            modes.append({n: self.pick(['w', 'r', 'r']) for n, _, _ in shared})
        # functions referenced by no other function: the kernel calls them
        referenced = set()
        for f in funcs:
            referenced |= {n for n in f.used if n != f.name}
        kernel_calls = set()
        for ph in range(self.nphases):
            last = ph == self.nphases - 1
            if ph:
                lines.append('    DG_SYNC(%d)' % ph)
            lines.append('    {')
            ind = '        '
            sc = Scope()
            ctx = self.new_ctx(funcs, budget=self.r.randint(10, 60))
            head = ['%su32 tid = DG_TID, bid = DG_CTAID, gtid = bid * DG_NTID + tid;' % ind,
                    '%sconst u32 *in = dg_in + gtid * %du;' % (ind, self.nin),
                    '%su32 *out = dg_out + gtid * %du;' % (ind, self.nout)]
            ctx['unused'] += ['tid', 'bid', 'gtid', 'in', 'out']
            for v in ('tid', 'bid', 'gtid'):
                sc.vars.append(Var(v, U32, writable=False))
            sc.arrs.append(Arr('in', U32, self.nin, False))
            if self.nres:
                sc.arrs.append(Arr('out', U32, self.nres, True))
            init = []
            if ph == 0:
                # every state field, the state array and the thread's own
                # shared slots, before anything reads them
                isc = sc.copy()
                isc.vars += [Var('__ldg(&in[%d])' % i, U32, writable=False) for i in range(self.nin)]
                for n, t in state:
                    init.append('%sst->%s = %s;' % (ind, n, self.expr(isc, t, self.idepth())))
                    isc.vars.append(Var('st->%s' % n, t))
                if state_arr:
                    for i in range(state_arr[1]):
                        init.append('%sst->arr[%d] = %s;' % (ind, i, self.expr(isc, state_arr[0], self.idepth())))
                for n, t, k in shared:
                    for i in range(k):
                        init.append('%s%s[tid * %du + %du] = %s;' % (ind, n, k, i, self.expr(isc, t, self.idepth())))
            sc.vars += [Var('st->%s' % n, t) for n, t in state]
            if state_arr:
                sc.arrs.append(Arr('st->arr', state_arr[0], state_arr[1], True))
            for n, t, k in shared:
                if modes[ph][n] == 'w':
                    sc.arrs.append(Arr(n, t, k, True, own='tid * %du' % k))
                else:
                    sc.arrs.append(Arr(n, t, self.block * k, False))
            decl = self.declare_locals(sc, ctx, ind, self.n(1, 4, 1, 2), self.needed_arrays(funcs)[:2])
            decl += self.declare_structs(sc, ctx, ind, self.needed_structs(funcs, None))
            if last:
                ctx['ret'] = lambda s: 'return;'
                ctx['retsel'] = lambda s: '(gtid %% %du) == %du' % (self.pick([3, 5, 7]), self.r.randint(0, 2))
            stm = self.body_top(sc, ctx, ind, self.n(2, 10, 2, 4))
            stm.append('%sst->h = %s;' % (ind, self.fold(sc, skip=('st->h',)) + ' ^ (st->h * 7u)'))
            kernel_calls |= ctx['used_calls']
            outl = []
            if last:
                for f in funcs:
                    if f.name not in referenced and f.name not in kernel_calls:
                        stm += self.call(sc, ctx, ind, f)
                        kernel_calls.add(f.name)
                # every state field to the output, some other values, and
                # early returns between the writes (after the last barrier)
                outs = list(words)
                for _ in range(extra):
                    t = self.pick(SCALARS)
                    outs.append(self.bits(t, self.expr(sc, t, 2))[0])
                if state_arr:
                    outs += [self.bits(state_arr[0], 'st->arr[%d]' % (i % state_arr[1]))[0] for i in range(2)]
                for k, w in enumerate(outs):
                    if self.chance(0.06):
                        outl.append('%sif (%s && %s) return;' % (ind, ctx['retsel'](sc), self.cond(sc, 1)))
                    outl.append('%sout[%d] = %s;' % (ind, self.nres + k, w))
                assert self.nres + len(outs) == self.nout
            lines += head
            temps = self.temps_of(ctx)
            lines += ['%s%s %s = 0;' % (ind, t.name, n) for n, t in temps]
            ctx['unused'] += [n for n, _ in temps]
            lines += init + decl
            lines += [ind + d for d in ctx['decls']]
            lines += ['%s(void)%s;' % (ind, u) for u in ctx['unused']]
            lines += stm + outl
            lines.append('    }')
        lines += ['    DG_END', '}']
        return lines

    # ---- the program -----------------------------------------------------
    def program(self):
        P = self.P
        self.make_structs()
        out = ['// diffgen program %s: gen.py --seed %d --name %s%s --include %s' % (
                   P, self.seed, P, ' --big' if self.big else '', self.include),
               '#include "%s"' % self.include, '']
        for s in self.structs:
            al = ' DG_ALIGN(%d)' % s.align if s.align else ''
            out.append('typedef struct%s {' % al)
            out += ['    ' + d for d in s.decls]
            out.append('} %s;' % s.name)
        out.append('')
        funcs = []
        for i in range(self.n(2, 6, 1, 3)):
            f, lines = self.gen_func(i, list(funcs))
            funcs.append(f)
            out += lines + ['']
        out += self.gen_kernel(funcs)
        out.append('')
        stack = 8192 if any(f.recursive for f in funcs) else 2048
        out.append('DG_PROGRAM(%s, %s_state, %d, %d, %d, %d, %d, %d, %du)' % (
            P, P, self.block, self.grid, self.nin, self.nout, self.nphases, stack,
            self.seed & 0xffffffff))
        return '\n'.join(out) + '\n'


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('--seed', type=int, required=True)
    ap.add_argument('--name', default=None)
    ap.add_argument('--big', action='store_true', help='larger programs (fuzzing)')
    ap.add_argument('--include', default='twin.h', help='how the program includes twin.h')
    ap.add_argument('-o', '--output', default='-')
    a = ap.parse_args()
    name = a.name or 'g%d' % a.seed
    text = Gen(a.seed, name, a.big, a.include).program()
    if a.output == '-':
        sys.stdout.write(text)
    else:
        with open(a.output, 'w') as f:
            f.write(text)


if __name__ == '__main__':
    main()
