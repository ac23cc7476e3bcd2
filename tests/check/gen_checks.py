# Generates the tests/check/*.ptx expectation files (python3 gen_checks.py).
import os
import os.path
D=os.path.dirname(os.path.abspath(__file__))
PRE='''.version 8.5
.target sm_90
.address_size 64

.global .align 8 .b32 g[64];
.const .align 4 .b32 cst[16];
.global .texref tx;
.func (.param .b32 rv) f1(.param .b32 a, .param .b32 b)
{
    ret;
}
.func f0()
{
    ret;
}
.visible .entry k(.param .u64 p, .param .u32 n)
{
    .reg .pred %p<8>;
    .reg .b16 %h<8>;
    .reg .b32 %r<16>;
    .reg .b64 %rd<16>;
    .reg .f32 %f<16>;
    .reg .f64 %fd<8>;
    .reg .u32 %u<8>;
    .reg .s32 %s<8>;
    .reg .u64 %ud<8>;
    .reg .s64 %sd<8>;
    .reg .f16 %hf<8>;
    .reg .u16 %us<8>;
    .reg .s16 %ss<8>;
    .reg .b128 %q<4>;
    .shared .align 8 .b8 sm[256];
    .local .align 8 .b8 lm[64];
    .param .b32 pa;
'''
POST='''L_END:
    ret;
}
'''
n=0
def w(name, body, expect='ok', sub='', at=None):
    global n
    lines=[l for l in body.strip('\n').split('\n')]
    pre_lines=PRE.count('\n')+1  # line 1 is expect
    if expect!='ok':
        # error is on the line marked with <<
        for i,l in enumerate(lines):
            if '<<' in l:
                ln=pre_lines+1+i
                s=l.replace('<<','')
                stripped=s.lstrip()
                col=len(s)-len(stripped)+1
                lines[i]=s.rstrip()
                break
        else: raise Exception(name)
        head='// expect: %s %d:%d %s'%(expect,ln,col,sub)
    else:
        head='// expect: ok'
    body='\n'.join('    '+l.strip() if not l.strip().endswith(':') else l.strip() for l in lines)
    # recompute col after normalisation
    if expect!='ok':
        l=body.split('\n')[ln-pre_lines-1]
        col=len(l)-len(l.lstrip())+1
        if at:          # errors about one name point at the name
            col=l.index(at)+1
        head='// expect: %s %d:%d %s'%(expect,ln,col,sub)
    open(os.path.join(D,name+'.ptx'),'w').write(head.rstrip()+'\n'+PRE+body+'\n'+POST)
    n+=1
E='PTXVM_E_SEMANTIC'
def bad(name, line, sub='', at=None):
    w(name, line+'<<', E, sub, at)

# ---------------- ok files ----------------
w('int_add_ok','''
add.s32 %r1, %r2, %r3;
add.u32 %r1, %r2, 7;
add.u32 %u1, %s2, %r3;
add.s64 %rd1, %rd2, -1;
add.u16 %h1, %us1, %ss1;
add.sat.s32 %s1, %s2, %r3;
add.s16x2 %r1, %r2, %r3;
add.cc.u32 %r1, %r2, %r3;
addc.cc.u32 %r1, %r2, %r3;
addc.u32 %r1, %r2, %r3;
sub.cc.s64 %rd1, %rd2, %rd3;
subc.u64 %rd1, %rd2, %rd3;
sub.s32 %r1, %r2, %r3;
sub.sat.s32 %r1, %r2, %r3;
''')
w('int_mul_ok','''
mul.lo.s32 %r1, %r2, %r3;
mul.hi.u32 %r1, %r2, %r3;
mul.wide.s32 %rd1, %r2, %r3;
mul.wide.u16 %r1, %h2, %h3;
mul.lo.u64 %rd1, %rd2, 3;
mad.lo.s32 %r1, %r2, %r3, %r4;
mad.hi.sat.s32 %r1, %r2, %r3, %r4;
mad.wide.u32 %rd1, %r2, %r3, %rd4;
mad.lo.cc.u32 %r1, %r2, %r3, %r4;
madc.hi.cc.u32 %r1, %r2, %r3, %r4;
madc.lo.u64 %rd1, %rd2, %rd3, %rd4;
mul24.lo.s32 %r1, %r2, %r3;
mad24.hi.u32 %r1, %r2, %r3, %r4;
mad24.hi.sat.s32 %r1, %r2, %r3, %r4;
sad.u32 %r1, %r2, %r3, %r4;
div.s32 %r1, %r2, %r3;
div.u64 %rd1, %rd2, %rd3;
rem.u32 %r1, %r2, 10;
''')
w('int_misc_ok','''
abs.s32 %r1, %r2;
neg.s64 %rd1, %rd2;
min.u32 %r1, %r2, %r3;
max.s64 %rd1, %rd2, %rd3;
min.relu.s32 %r1, %r2, %r3;
max.u16x2 %r1, %r2, %r3;
popc.b32 %r1, %r2;
popc.b64 %r1, %rd2;
clz.b64 %r1, %rd2;
bfind.u32 %r1, %r2;
bfind.shiftamt.s64 %r1, %rd2;
brev.b32 %r1, %r2;
bfe.u32 %r1, %r2, 8, 4;
bfe.s64 %rd1, %rd2, %r3, %r4;
bfi.b32 %r1, %r2, %r3, 0, 8;
fns.b32 %r1, %r2, %r3, 1;
bmsk.clamp.b32 %r1, %r2, %r3;
szext.wrap.s32 %r1, %r2, %r3;
dp4a.u32.s32 %r1, %r2, %r3, %r4;
dp2a.lo.s32.s32 %r1, %r2, %r3, %r4;
''')
w('float_arith_ok','''
add.f32 %f1, %f2, %f3;
add.rn.ftz.sat.f32 %f1, %f2, 1.5;
add.rz.f64 %fd1, %fd2, %fd3;
sub.ftz.f32 %f1, %f2, %f3;
mul.rn.f64 %fd1, %fd2, 0d4000000000000000;
mul.rn.bf16 %h1, %h2, %h3;
add.f16 %hf1, %hf2, %hf3;
add.rn.ftz.f16x2 %r1, %r2, %r3;
add.f32.f16 %f1, %hf1, %f2;
fma.rn.f32 %f1, %f2, %f3, %f4;
fma.rn.ftz.sat.f32 %f1, %f2, %f3, %f4;
fma.rn.f64 %fd1, %fd2, %fd3, %fd4;
fma.rn.relu.bf16x2 %r1, %r2, %r3, %r4;
mad.rn.f32 %f1, %f2, %f3, %f4;
mad.f32 %f1, %f2, %f3, %f4;
div.approx.f32 %f1, %f2, %f3;
div.full.ftz.f32 %f1, %f2, %f3;
div.rn.f64 %fd1, %fd2, %fd3;
abs.f32 %f1, %f2;
abs.ftz.f16x2 %r1, %r2;
neg.f64 %fd1, %fd2;
min.f32 %f1, %f2, %f3;
min.NaN.xorsign.abs.f32 %f1, %f2, %f3;
max.ftz.NaN.f32 %f1, %f2, %f3, %f4;
max.bf16x2 %r1, %r2, %r3;
copysign.f32 %f1, %f2, %f3;
testp.finite.f64 %p1, %fd1;
testp.notanumber.f32 %p1, %f1;
''')
w('float_sfu_ok','''
rcp.approx.f32 %f1, %f2;
rcp.rn.ftz.f32 %f1, %f2;
rcp.rn.f64 %fd1, %fd2;
rcp.approx.ftz.f64 %fd1, %fd2;
sqrt.approx.f32 %f1, %f2;
sqrt.rn.f32 %f1, %f2;
sqrt.rz.f64 %fd1, %fd2;
rsqrt.approx.ftz.f32 %f1, %f2;
rsqrt.approx.f64 %fd1, %fd2;
rsqrt.approx.ftz.f64 %fd1, %fd2;
sin.approx.ftz.f32 %f1, %f2;
cos.approx.f32 %f1, %f2;
lg2.approx.f32 %f1, %f2;
ex2.approx.ftz.f32 %f1, %f2;
ex2.approx.f16 %hf1, %hf2;
ex2.approx.ftz.bf16x2 %r1, %r2;
tanh.approx.f32 %f1, %f2;
tanh.approx.f16x2 %r1, %r2;
''')
w('setp_ok','''
setp.lt.s32 %p1, %r1, %r2;
setp.eq.u64 %p1, %rd1, 0;
setp.ne.b32 %p1|%p2, %r1, %r2;
setp.gtu.ftz.f32 %p1, %f1, %f2;
setp.nan.f64 %p1, %fd1, %fd2;
setp.lo.u32 %p1, %r1, %r2;
setp.hs.and.u32 %p1, %r1, %r2, %p3;
setp.lt.or.f32 %p1|%p2, %f1, %f2, !%p3;
setp.eq.f16 %p1, %hf1, %hf2;
setp.eq.f16x2 %p1|%p2, %r1, %r2;
setp.lt.bf16 %p1, %h1, %h2;
set.lt.u32.s32 %r1, %r2, %r3;
set.eq.f32.f32 %f1, %f2, %f3;
set.gt.and.s32.f64 %r1, %fd1, %fd2, %p1;
set.eq.u32.f16x2 %r1, %r2, %r3;
selp.b32 %r1, %r2, 5, %p1;
selp.f64 %fd1, %fd2, %fd3, %p1;
slct.u32.s32 %r1, %r2, %r3, %s4;
slct.ftz.f32.f32 %f1, %f2, %f3, %f4;
''')
w('logic_ok','''
and.b32 %r1, %r2, %r3;
or.pred %p1, %p2, %p3;
xor.b64 %rd1, %rd2, 0xff;
not.b16 %h1, %h2;
not.pred %p1, %p2;
cnot.b32 %r1, %r2;
lop3.b32 %r1, %r2, %r3, %r4, 0xe8;
lop3.or.b32 %r1|%p1, %r2, %r3, %r4, 0x80, %p2;
shf.l.wrap.b32 %r1, %r2, %r3, %r4;
shf.r.clamp.b32 %r1, %r2, %r3, 4;
shl.b32 %r1, %r2, 3;
shl.b64 %rd1, %rd2, %r3;
shr.s32 %r1, %r2, %u3;
shr.u64 %rd1, %rd2, 60;
and.b32 %r1, %u2, %s3;
''')
w('mov_ok','''
mov.u32 %r1, %r2;
mov.u32 %r1, %tid.x;
mov.u32 %r1, %ctaid.y;
mov.u64 %rd1, %clock64;
mov.f32 %f1, 0f3F800000;
mov.f64 %fd1, 1.0;
mov.pred %p1, %p2;
mov.b32 %r1, %f2;
mov.u64 %rd1, g;
mov.u64 %rd1, sm;
mov.u64 %rd1, f1;
mov.b64 %rd1, {%r1, %r2};
mov.b64 {%r1, %r2}, %rd1;
mov.b32 {%h1, %h2}, %r1;
mov.b32 %r1, {%h1, %h2};
mov.b128 %q1, {%rd1, %rd2};
mov.b64 {%r1, _}, %rd2;
mov.u32 %r1, %laneid;
''')
w('ld_st_ok','''
ld.param.u64 %rd1, [p];
ld.param.u32 %r1, [n];
ld.global.f32 %f1, [%rd1];
ld.global.u32 %r1, [%rd1+4];
ld.global.u8 %r1, [%rd1];
ld.global.s8 %rd2, [%rd1];
ld.global.v2.u32 {%r1, %r2}, [%rd1];
ld.global.v4.f32 {%f1, %f2, %f3, %f4}, [%rd1];
ld.global.nc.f32 %f1, [%rd1];
ld.global.ca.u32 %r1, [%rd1];
ld.global.cg.nc.v2.f32 {%f1, %f2}, [%rd1];
ld.global.L1::evict_last.u32 %r1, [%rd1];
ld.global.L2::cache_hint.u32 %r1, [%rd1], %rd5;
ld.global.L2::128B.b64 %rd2, [%rd1];
ld.volatile.global.u32 %r1, [%rd1];
ld.relaxed.gpu.global.u32 %r1, [%rd1];
ld.acquire.sys.u64 %rd2, [%rd1];
ld.shared.u32 %r1, [sm+8];
ld.shared::cta.b32 %r1, [%r2];
ld.local.b64 %rd2, [lm];
ld.const.u32 %r1, [cst+4];
ld.global.u32 %r1, [g];
ld.u32 %r1, [%rd1];
ld.param.b32 %r1, [pa];
ld.global.b128 %q1, [%rd1];
ld.global.v8.f32 {%f1, %f2, %f3, %f4, %f5, %f6, %f7, %f8}, [%rd1];
ld.global.b16 %hf1, [%rd1];
st.global.f32 [%rd1], %f1;
st.global.u32 [%rd1+8], 5;
st.global.v2.f64 [%rd1], {%fd1, %fd2};
st.shared.u8 [sm], %r1;
st.local.u32 [lm+4], %r1;
st.global.wb.u32 [%rd1], %r1;
st.release.gpu.global.u32 [%rd1], %r1;
st.volatile.shared.u16 [%rd1], %h1;
st.global.L2::cache_hint.b32 [%rd1], %r1, %rd5;
st.param.b32 [pa], %r1;
st.u64 [%rd1], %rd2;
st.global.v4.b32 [%rd1], {%r1, %r2, %r3, 0};
ldu.global.f32 %f1, [%rd1];
ldu.global.v2.u32 {%r1, %r2}, [%rd1];
prefetch.global.L2 [%rd1];
prefetch.L1 [%rd1];
prefetch.global.L2::evict_last [%rd1];
prefetchu.L1 [%rd1];
''')
w('cvt_ok','''
cvt.f32.s32 %f1, %r1;
cvt.rn.f32.s32 %f1, %r1;
cvt.rzi.s32.f32 %r1, %f1;
cvt.rni.f32.f32 %f1, %f2;
cvt.sat.u8.s32 %r1, %r2;
cvt.u64.u32 %rd1, %r1;
cvt.s64.s32 %rd1, %r1;
cvt.u32.u64 %r1, %rd1;
cvt.u16.u32 %h1, %r1;
cvt.u32.u8 %r1, %r2;
cvt.f64.f32 %fd1, %f1;
cvt.rn.ftz.f32.f64 %f1, %fd1;
cvt.rn.f16.f32 %hf1, %f1;
cvt.f32.f16 %f1, %hf1;
cvt.rn.bf16.f32 %h1, %f1;
cvt.rn.relu.f16x2.f32 %r1, %f1, %f2;
cvt.rn.satfinite.e4m3x2.f32 %h1, %f1, %f2;
cvt.rn.f16x2.e5m2x2 %r1, %h1;
cvt.rna.tf32.f32 %r1, %f1;
cvt.rs.satfinite.e4m3x4.f32 %r1, {%f1, %f2, %f3, %f4}, %r2;
cvt.pack.sat.u16.s32 %r1, %r2, %r3;
cvt.pack.sat.u4.s32.b32 %r1, %r2, %r3, %r4;
cvt.s32.s8 %r1, %r2;
cvta.to.global.u64 %rd1, %rd2;
cvta.global.u64 %rd1, %rd2;
cvta.shared.u64 %rd1, sm;
cvta.global.u64 %rd1, g;
cvta.to.shared.u32 %r1, %r2;
isspacep.global %p1, %rd1;
isspacep.shared::cta %p1, %rd1;
prmt.b32 %r1, %r2, %r3, %r4;
prmt.b32.f4e %r1, %r2, %r3, 0x3210;
''')
w('ctl_ok','''
bra L_END;
bra.uni L_END;
@%p1 bra L_END;
@!%p1 bra.uni L_END;
call f0;
call.uni f0, ();
call (%r1), f1, (%r2, %r3);
call (%r1), f1, (%r2, 7);
exit;
trap;
brkpt;
pmevent 1;
pmevent.mask 3;
nanosleep.u32 100;
nanosleep.u32 %r1;
''')
w('sync_ok','''
bar.sync 0;
bar.sync 1, 64;
bar.cta.sync %r1;
bar.arrive 1, 64;
bar.red.popc.u32 %r1, 0, %p1;
bar.red.and.pred %p1, 0, !%p2;
bar.red.or.pred %p1, 1, 32, %p2;
barrier.sync 0;
barrier.sync.aligned 0;
barrier.cta.arrive.aligned 0, 32;
bar.warp.sync 0xffffffff;
barrier.cluster.arrive.release.aligned;
barrier.cluster.wait;
membar.gl;
membar.cta;
membar.sys;
fence.sc.gpu;
fence.acq_rel.cta;
fence.cluster;
fence.proxy.alias;
fence.proxy.async.shared::cta;
''')
w('atom_ok','''
atom.global.add.u32 %r1, [%rd1], 1;
atom.add.f32 %f1, [%rd1], %f2;
atom.shared.cas.b32 %r1, [%r2], %r3, %r4;
atom.global.cas.b64 %rd1, [%rd2], %rd3, %rd4;
atom.acq_rel.gpu.global.exch.b32 %r1, [%rd1], %r2;
atom.relaxed.sys.global.max.s64 %rd1, [%rd2], %rd3;
atom.global.inc.u32 %r1, [%rd1], 100;
atom.global.and.b32 %r1, [g], 0xff;
atom.global.add.noftz.f16 %hf1, [%rd1], %hf2;
atom.global.add.noftz.bf16x2 %r1, [%rd1], %r2;
atom.global.v4.f32.add {%f1, %f2, %f3, %f4}, [%rd1], {%f5, %f6, %f7, %f8};
atom.global.add.L2::cache_hint.u64 %rd1, [%rd2], %rd3, %rd4;
atom.shared::cluster.min.u32 %r1, [%r2], %r3;
red.global.add.u32 [%rd1], 1;
red.shared.max.s32 [%r1], %r2;
red.release.gpu.global.add.f32 [%rd1], %f1;
red.global.add.noftz.f16x2 [%rd1], %r1;
red.global.v2.f32.add [%rd1], {%f1, %f2};
red.or.b64 [%rd1], %rd2;
''')
w('warp_ok','''
vote.all.pred %p1, %p2;
vote.any.pred %p1, !%p2;
vote.ballot.b32 %r1, %p1;
vote.sync.uni.pred %p1, %p2, 0xffffffff;
vote.sync.ballot.b32 %r1, %p1, %r2;
activemask.b32 %r1;
shfl.sync.bfly.b32 %r1, %r2, 1, 0x1f, 0xffffffff;
shfl.sync.idx.b32 %r1|%p1, %r2, %r3, 0x1f, -1;
shfl.down.b32 %f1, %f2, 2, 31;
match.any.sync.b32 %r1, %r2, 0xffffffff;
match.all.sync.b64 %r1|%p1, %rd2, %r3;
redux.sync.add.u32 %r1, %r2, 0xffffffff;
redux.sync.min.s32 %r1, %r2, %r3;
redux.sync.and.b32 %r1, %r2, -1;
redux.sync.max.abs.NaN.f32 %f1, %f2, -1;
elect.sync %r1|%p1, 0xffffffff;
''')
w('stack_ok','''
alloca.u64 %rd1, 64;
alloca.u64 %rd1, %rd2, 16;
stacksave.u64 %rd1;
stackrestore.u64 %rd1;
''')
w('async_ok','''
cp.async.ca.shared.global [sm], [%rd1], 4;
cp.async.cg.shared.global [%r1], [%rd1], 16;
cp.async.ca.shared.global [sm], [%rd1], 8, %r2;
cp.async.commit_group;
cp.async.wait_group 0;
cp.async.wait_all;
mbarrier.init.shared.b64 [sm], 32;
mbarrier.arrive.shared.b64 %rd1, [sm];
mbarrier.arrive.release.cta.shared::cta.b64 %rd1, [sm], 1;
mbarrier.test_wait.shared.b64 %p1, [sm], %rd1;
mbarrier.try_wait.parity.shared.b64 %p1, [sm], %r1;
mbarrier.inval.shared.b64 [sm];
getctarank.shared::cluster.u32 %r1, %r2;
mapa.shared::cluster.u32 %r1, %r2, %r3;
griddepcontrol.wait;
griddepcontrol.launch_dependents;
createpolicy.fractional.L2::evict_last.b64 %rd1, 1.0;
discard.global.L2 [%rd1], 128;
applypriority.global.L2::evict_normal [%rd1], 128;
setmaxnreg.inc.sync.aligned.u32 64;
ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%r1, %r2, %r3, %r4}, [%r5];
stmatrix.sync.aligned.m8n8.x1.trans.shared.b16 [%r5], {%r1};
movmatrix.sync.aligned.m8n8.trans.b16 %r1, %r2;
''')
w('tex_ok','''
txq.width.b32 %r1, [tx];
istypep.texref %p1, tx;
''')
w('mod_order_ok','''
add.ftz.rn.f32 %f1, %f2, %f3;
ld.u32.global %r1, [%rd1];
cvt.f32.ftz.rn.f64 %f1, %fd1;
setp.s32.lt %p1, %r1, %r2;
''')

# ---------------- error files ----------------
# modifiers
bad('add_sat_u32', 'add.sat.u32 %r1, %r2, %r3;', 'modifier .sat is not allowed')
bad('add_no_type', 'add %r1, %r2, %r3;', 'missing type')
bad('add_u8', 'add.u8 %r1, %r2, %r3;', 'type .u8 is not allowed')
bad('add_unknown_mod', 'add.foo.s32 %r1, %r2, %r3;', 'unknown modifier .foo')
bad('add_two_types', 'add.s32.s32 %r1, %r2, %r3;', 'too many type')
bad('add_rnd_int', 'add.rn.s32 %r1, %r2, %r3;', 'modifier .rn is not allowed')
bad('add_ftz_f64', 'add.ftz.f64 %fd1, %fd2, %fd3;', '.ftz is not allowed')
bad('add_sat_f64', 'add.sat.f64 %fd1, %fd2, %fd3;', '.sat is not allowed')
bad('add_two_rnd', 'add.rn.rz.f32 %f1, %f2, %f3;', 'cannot be combined')
bad('add_rep_ftz', 'add.ftz.ftz.f32 %f1, %f2, %f3;', 'repeated')
bad('add_bf16_rz', 'add.rz.bf16 %h1, %h2, %h3;', '.rz is not allowed')
bad('add_cc_u16', 'add.cc.u16 %h1, %h2, %h3;', '.cc')
bad('mul_no_mode', 'mul.s32 %r1, %r2, %r3;', 'missing modifier')
bad('mul_wide_u64', 'mul.wide.u64 %rd1, %rd2, %rd3;', '')
bad('mad_f32_sat_f64', 'mad.rn.sat.f64 %fd1, %fd2, %fd3, %fd4;', '.sat')
bad('div_f32_norm', 'div.f32 %f1, %f2, %f3;', 'missing modifier')
bad('div_approx_f64', 'div.approx.f64 %fd1, %fd2, %fd3;', '')
bad('fma_no_rnd', 'fma.f32 %f1, %f2, %f3, %f4;', 'missing modifier')
bad('rcp_no_mode', 'rcp.f32 %f1, %f2;', 'missing modifier')
bad('sqrt_approx_f64', 'sqrt.approx.f64 %fd1, %fd2;', '')
bad('sin_f64', 'sin.approx.f64 %fd1, %fd2;', 'type .f64')
bad('abs_u32', 'abs.u32 %r1, %r2;', 'type .u32')
bad('neg_ftz_f64', 'neg.ftz.f64 %fd1, %fd2;', '.ftz')
bad('min_relu_u32', 'min.relu.u32 %r1, %r2, %r3;', '.relu')
bad('popc_u32', 'popc.u32 %r1, %r2;', 'type .u32')
bad('bfe_b32', 'bfe.b32 %r1, %r2, 1, 2;', 'type .b32')
bad('bmsk_nomode', 'bmsk.b32 %r1, %r2, %r3;', 'missing modifier')
bad('testp_bad_op', 'testp.zero.f32 %p1, %f1;', 'unknown modifier .zero')
bad('tanh_f64', 'tanh.approx.f64 %fd1, %fd2;', 'type .f64')
bad('ex2_f16_ftz', 'ex2.approx.ftz.f16 %hf1, %hf2;', '')
bad('setp_no_cmp', 'setp.s32 %p1, %r1, %r2;', 'missing modifier')
bad('setp_two_cmp', 'setp.lt.gt.s32 %p1, %r1, %r2;', 'cannot be combined')
bad('setp_lo_f32', 'setp.lo.f16 %p1, %hf1, %hf2;', '.lo')
bad('setp_bool_no_c', 'setp.lt.and.s32 %p1, %r1, %r2;', 'expected 4 operands, found 3')
bad('setp_c_no_bool', 'setp.lt.s32 %p1, %r1, %r2, %p3;', 'expected 3 operands, found 4')
bad('set_no_dtype', 'set.lt.s32 %r1, %r2, %r3;', 'missing type')
bad('selp_pred', 'selp.pred %p1, %p2, %p3, %p4;', 'type .pred')
bad('and_u32', 'and.u32 %r1, %r2, %r3;', 'type .u32')
bad('cnot_pred', 'cnot.pred %p1, %p2;', 'type .pred')
bad('shf_nomode', 'shf.l.b32 %r1, %r2, %r3, %r4;', 'missing modifier')
bad('shl_u32', 'shl.u32 %r1, %r2, 1;', 'type .u32')
bad('lop3_u32', 'lop3.u32 %r1, %r2, %r3, %r4, 0xe8;', 'type .u32')
bad('mov_f16x2_type', 'mov.s8 %r1, %r2;', 'type .s8')
bad('ld_no_type', 'ld.global %r1, [%rd1];', 'missing type')
bad('ld_v3', 'ld.global.v3.u32 {%r1, %r2, %r3}, [%rd1];', 'unknown modifier .v3')
bad('ld_two_spaces', 'ld.global.shared.u32 %r1, [%rd1];', 'cannot be combined')
bad('ld_st_cop', 'ld.global.wb.u32 %r1, [%rd1];', '.wb')
bad('st_ld_cop', 'st.global.ca.u32 [%rd1], %r1;', '.ca')
bad('st_const', 'st.const.u32 [%rd1], %r1;', '.const')
bad('ld_relaxed_noscope', 'ld.relaxed.global.u32 %r1, [%rd1];', 'missing modifier')
bad('ld_volatile_l1', 'ld.volatile.global.L1::evict_last.u32 %r1, [%rd1];', '')
bad('ld_nc_shared', 'ld.shared.nc.u32 %r1, [%rd1];', '')
bad('ld_f16', 'ld.global.f16 %hf1, [%rd1];', 'type .f16')
bad('ldu_v8', 'ldu.global.v8.u32 {%r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8}, [%rd1];', '.v8')
bad('cvt_one_type', 'cvt.f32 %f1, %r1;', 'missing type')
bad('cvt_b32', 'cvt.f32.b32 %f1, %r1;', 'type .b32')
bad('cvt_irnd_frnd', 'cvt.rn.rzi.f32.s32 %f1, %r1;', '')
bad('cvt_relu_plain', 'cvt.relu.f32.s32 %f1, %r1;', '.relu')
bad('cvta_no_space', 'cvta.u64 %rd1, %rd2;', 'missing modifier')
bad('cvta_u16', 'cvta.global.u16 %h1, %h2;', 'type .u16')
bad('isspacep_type', 'isspacep.global.u64 %p1, %rd1;', 'too many type')
bad('bra_type', 'bra.u32 L_END;', 'too many type')
bad('bar_red_nop', 'bar.red.u32 %r1, 0, %p1;', '')
bad('membar_gpu', 'membar.gpu;', '.gpu')
bad('fence_none', 'fence;', 'missing modifier')
bad('atom_no_op', 'atom.global.u32 %r1, [%rd1], %r2;', 'missing modifier')
bad('atom_two_ops', 'atom.global.add.min.u32 %r1, [%rd1], %r2;', 'cannot be combined')
bad('atom_local', 'atom.local.add.u32 %r1, [%rd1], %r2;', '.local')
bad('atom_u16', 'atom.global.add.u16 %h1, [%rd1], %h2;', 'type .u16')
bad('atom_noftz_f32', 'atom.global.add.noftz.f32 %f1, [%rd1], %f2;', '')
bad('red_ret', 'red.global.cas.b32 [%rd1], %r1, %r2;', '.cas')
bad('vote_nomode', 'vote.pred %p1, %p2;', 'missing modifier')
bad('vote_ballot_pred', 'vote.ballot.pred %p1, %p2;', '')
bad('shfl_no_mode', 'shfl.sync.b32 %r1, %r2, 1, 31, -1;', 'missing modifier')
bad('redux_f32_add', 'redux.sync.add.f32 %f1, %f2, -1;', '')
bad('match_nosync', 'match.any.b32 %r1, %r2, -1;', 'missing modifier')
bad('alloca_u16', 'alloca.u16 %h1, 8;', 'type .u16')
bad('exit_mod', 'exit.uni;', 'unknown modifier .uni')
bad('cp_async_size', 'cp.async.ca.shared.local [sm], [%rd1], 4;', '')
bad('prmt_mode', 'prmt.b32.foo %r1, %r2, %r3, %r4;', 'unknown modifier')
# operand counts
bad('add_2ops', 'add.s32 %r1, %r2;', 'expected 3 operands, found 2')
bad('add_4ops', 'add.s32 %r1, %r2, %r3, %r4;', 'expected 3 operands, found 4')
bad('mad_3ops', 'mad.lo.s32 %r1, %r2, %r3;', 'expected 4 operands')
bad('neg_3ops', 'neg.s32 %r1, %r2, %r3;', 'expected 2 operands')
bad('bra_noop', 'bra;', 'expected 1 operand, found 0')
bad('ret_op', 'ret %r1;', 'expected 0 operands')
bad('ld_3ops', 'ld.global.u32 %r1, [%rd1], %rd2;', 'cache-policy operand needs')
bad('ld_hint_noop', 'ld.global.L2::cache_hint.u32 %r1, [%rd1];', 'needs a cache-policy operand')
bad('st_1op', 'st.global.u32 [%rd1];', 'expected 2 to 3 operands')
bad('atom_cas_2src', 'atom.global.cas.b32 %r1, [%rd1], %r2;', 'expected 4 operands, found 3')
bad('bfi_4ops', 'bfi.b32 %r1, %r2, %r3, %r4;', 'expected 5 operands')
bad('vote_sync_nomask', 'vote.sync.all.pred %p1, %p2;', 'expected 3 operands')
bad('trap_op', 'trap 1;', 'expected 0 operands')
# operand types
bad('add_f32_reg', 'add.s32 %r1, %f1, %r2;', 'operand 2 of add.s32: expected a .b32/.u32/.s32 register or a constant, found .f32 register %f1')
bad('add_s32_into_u64', 'add.s32 %rd1, %r1, %r2;', 'operand 1 of add.s32')
bad('add_f32_int_reg', 'add.f32 %f1, %u1, %f2;', 'operand 2 of add.f32: expected a .b32/.f32 register')
bad('add_f64_with_f32', 'add.f64 %fd1, %f1, %fd2;', 'operand 2')
bad('add_float_imm_int', 'add.u32 %r1, %r2, 1.5;', 'found a floating-point constant')
bad('add_dest_imm', 'add.u32 5, %r2, %r3;', 'operand 1 of add.u32')
bad('add_pred_reg', 'add.u32 %r1, %p1, %r3;', '.pred register %p1')
bad('add_u16_u32reg', 'add.u16 %h1, %r2, %h3;', 'operand 2')
bad('fma_f16_f32reg', 'fma.rn.f16 %hf1, %f1, %hf2, %hf3;', 'operand 2')
bad('setp_dest_reg', 'setp.lt.s32 %r1, %r2, %r3;', 'operand 1 of setp.lt.s32: expected a predicate register')
bad('setp_f32_int', 'setp.lt.f32 %p1, %s1, %f2;', 'operand 2')
bad('setp_neg_src', 'setp.lt.s32 %p1, !%p2, %r2;', '')
bad('setp_f16x2_nopair', 'setp.eq.f16x2 %p1, %r1, %r2;', 'a pair d|p')
bad('selp_nopred', 'selp.b32 %r1, %r2, %r3, %r4;', 'operand 4')
bad('shl_u64_amount', 'shl.b32 %r1, %r2, %rd3;', 'operand 3')
bad('mov_f32_to_u32', 'mov.u32 %r1, %f1;', 'operand 2 of mov.u32')
bad('mov_var_u16', 'mov.u16 %h1, g;', 'operand 2')
bad('mov_tid_vec', 'mov.u32 %r1, %tid;', '.v4')
bad('mov_pack_size', 'mov.b64 %rd1, {%r1, %r2, %r3};', 'operand 2')
bad('mov_pack_mixed', 'mov.b64 %rd1, {%h1, %r2};', 'operand 2')
bad('mul_wide_dest', 'mul.wide.s32 %r1, %r2, %r3;', 'operand 1')
bad('cvt_f32_from_f64reg', 'cvt.f32.f32 %f1, %fd1;', 'operand 2')
bad('cvt_u8_narrow', 'cvt.u32.u64 %r1, %r2;', 'operand 2')
bad('cvt_fl_to_int_reg', 'cvt.rzi.s32.f32 %f2, %f1;', 'operand 1')
bad('ld_f32_into_b32_ok_but_u32_float', 'ld.global.f32 %u1, [%rd1];', 'operand 1')
bad('ld_narrow_dest', 'ld.global.u64 %r1, [%rd1];', 'operand 1')
bad('ld_not_addr', 'ld.global.u32 %r1, %rd1;', 'expected an address')
bad('ld_vec_len', 'ld.global.v4.u32 {%r1, %r2}, [%rd1];', 'a vector {...} of 4 elements')
bad('ld_vec_scalar', 'ld.global.v2.u32 %r1, [%rd1];', 'a vector')
bad('ld_scalar_vec', 'ld.global.u32 {%r1, %r2}, [%rd1];', 'scalar')
bad('ld_param_global_var', 'ld.param.u32 %r1, [g];', 'expected a .param variable or a register, found .global variable g')
bad('ld_shared_global_var', 'ld.shared.u32 %r1, [g];', '.global variable g')
bad('ld_global_param_var', 'ld.global.u64 %rd1, [p];', '.param variable p')
bad('ld_addr_f32', 'ld.global.u32 %r1, [%f1];', 'address register')
bad('ld_addr_u16', 'ld.global.u32 %r1, [%h1];', 'address register')
bad('st_dest_imm', 'st.global.u32 [%rd1], %f1;', 'operand 2')
bad('st_local_sharedvar', 'st.local.u32 [sm], %r1;', '.shared variable sm')
bad('st_vec_len', 'st.global.v2.u32 [%rd1], {%r1, %r2, %r3, %r4};', 'vector')
bad('st_hint_type', 'st.global.L2::cache_hint.u32 [%rd1], %r1, %r2;', 'operand 3')
bad('atom_addr_reg', 'atom.global.add.u32 %r1, %rd1, %r2;', 'expected an address')
bad('atom_type_mismatch', 'atom.global.add.f32 %f1, [%rd1], %u2;', 'operand 3')
bad('atom_shared_gvar', 'atom.shared.add.u32 %r1, [g], 1;', '.global variable g')
bad('red_vec_len', 'red.global.v2.f32.add [%rd1], {%f1, %f2, %f3, %f4};', 'vector')
bad('bra_reg', 'bra %r1;', 'expected a label')
bad('bra_func', 'bra f0;', 'expected a label')
bad('call_argc', 'call (%r1), f1, (%r2);', 'takes 2 argument')
bad('call_noret', 'call f1, (%r2, %r3);', 'returns 1')
bad('call_label', 'call L_END;', 'function name or register')
bad('call_indirect_noproto', 'call %rd1, (%r1);', 'calltargets')
bad('cvta_to_var', 'cvta.to.global.u64 %rd1, g;', 'operand 2')
bad('cvta_wrong_space_var', 'cvta.shared.u64 %rd1, g;', 'operand 2')
bad('cvta_dest_f32', 'cvta.global.u64 %f1, %rd2;', 'operand 1')
bad('vote_dest_reg', 'vote.all.pred %r1, %p2;', 'operand 1')
bad('vote_ballot_dest', 'vote.ballot.b32 %p1, %p2;', 'operand 1')
bad('vote_src_reg', 'vote.any.pred %p1, %r2;', 'operand 2')
bad('shfl_f64', 'shfl.sync.up.b32 %fd1, %r1, 1, 0, -1;', 'operand 1')
bad('shfl_pair_bad', 'shfl.sync.up.b32 %r1|%r2, %r1, 1, 0, -1;', 'predicate')
bad('elect_nopair', 'elect.sync %r1, -1;', 'pair')
bad('bar_pred_src', 'bar.sync %p1;', 'operand 1')
bad('bar_red_c', 'bar.red.popc.u32 %r1, 0, %r2;', 'operand 3')
bad('lop3_imm', 'lop3.b32 %r1, %r2, %r3, %r4, %r5;', 'integer constant')
bad('neg_not_allowed', 'not.b32 %r1, !%p1;', '')
bad('pmevent_reg', 'pmevent %r1;', 'integer constant')
bad('undeclared_reg', 'add.s32 %r1, %zz, %r2;', '', at='%zz')
bad('guarded_err', '@%p1 add.s32 %r1, %f1, %r2;', 'operand 2')
bad('sink_not_allowed', 'add.s32 _, %r1, %r2;', 'operand 1')
bad('isspacep_dst', 'isspacep.global %r1, %rd1;', 'operand 1')
bad('alloca_align_reg', 'alloca.u64 %rd1, 8, %r2;', 'integer constant')
bad('mbarrier_init_type', 'mbarrier.init.shared.b32 [sm], 1;', 'type .b32')
bad('cp_async_wait_reg', 'cp.async.wait_group %r1;', 'integer constant')
bad('brx_nolist', 'brx.idx %r1, L_END;', 'branchtargets')
bad('testp_dest', 'testp.finite.f32 %r1, %f1;', 'operand 1')
bad('copysign_mixed', 'copysign.f32 %f1, %fd1, %f2;', 'operand 2')
bad('dp4a_64', 'dp4a.u32.u32 %rd1, %r2, %r3, %r4;', 'operand 1')
bad('prmt_f32', 'prmt.b32 %r1, %fd2, %r3, %r4;', 'operand 2')
print(n)
