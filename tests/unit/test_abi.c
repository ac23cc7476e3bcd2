/* The ABI of ptxvm.h: the version the library reports is the header's,
   and the sized structs (ptxvm.h, "struct sizes") accept 0, their own
   size and older smaller layouts, and refuse larger ones and sizes too
   small for any layout, with a message naming the struct and sizes. */
#include "../testlib.h"
#include "abi.h"
#include <stdio.h>
#include <string.h>

static const char k_store[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry st(.param .u64 p)\n{\n"
    "  .reg .b64 %rd<2>;\n  .reg .b32 %r<2>;\n"
    "  ld.param.u64 %rd1, [p];\n  mov.u32 %r1, %tid.x;\n"
    "  st.global.u32 [%rd1], 4242;\n  ret;\n}\n";

static void version(pv_test *t)
{
    char s[64];
    if (!test_begin(t, "abi: ptxvm_version_number and ptxvm_version match ptxvm.h"))
        return;
    T_CHECK(t, ptxvm_version_number() == PTXVM_VERSION_NUMBER,
            "ptxvm_version_number() %d, header %d", ptxvm_version_number(),
            PTXVM_VERSION_NUMBER);
    T_CHECK(t, PTXVM_VERSION_NUMBER == PTXVM_VERSION_MAJOR * 1000000 +
                                       PTXVM_VERSION_MINOR * 1000 +
                                       PTXVM_VERSION_PATCH,
            "PTXVM_VERSION_NUMBER %d is not major*1000000 + minor*1000 + patch",
            PTXVM_VERSION_NUMBER);
    snprintf(s, sizeof s, "%d.%d.%d", PTXVM_VERSION_MAJOR, PTXVM_VERSION_MINOR,
             PTXVM_VERSION_PATCH);
    T_CHECK(t, strcmp(s, PTXVM_VERSION_STRING) == 0 &&
               strcmp(ptxvm_version(), PTXVM_VERSION_STRING) == 0,
            "version strings: macros %s, PTXVM_VERSION_STRING %s, library %s",
            s, PTXVM_VERSION_STRING, ptxvm_version());
    test_end(t);
}

/* An old and a new layout of one struct, as two ptxvm.h versions would
   have them: the library (new) reading an old binary's struct. */
typedef struct v1 { uint64_t a; uint32_t b; uint32_t struct_size; } v1;
typedef struct v2 {
    uint64_t a; uint32_t b; uint32_t struct_size; uint64_t c; uint32_t d;
} v2;

static void layouts(pv_test *t)
{
    v1 old;
    v2 lib, src;
    ptxvm_result r;
    if (!test_begin(t, "abi: an older layout is read as a prefix, the rest 0"))
        return;
    old.a = 7;
    old.b = 9;
    old.struct_size = sizeof old;
    memset(&lib, 0xab, sizeof lib);
    r = pv_sized_copy(NULL, "f", "v2", &lib, &old, sizeof(v2),
                      offsetof(v2, struct_size));
    T_CHECK(t, r == PTXVM_OK && lib.a == 7 && lib.b == 9 && lib.c == 0 &&
               lib.d == 0 && lib.struct_size == sizeof old,
            "v1 into v2: %s, a %llu b %u c %llu d %u", ptxvm_result_name(r),
            (unsigned long long)lib.a, lib.b, (unsigned long long)lib.c, lib.d);
    /* 0: the library's own layout, every field read */
    memset(&src, 0, sizeof src);
    src.c = 5;
    src.d = 6;
    r = pv_sized_copy(NULL, "f", "v2", &lib, &src, sizeof(v2),
                      offsetof(v2, struct_size));
    T_CHECK(t, r == PTXVM_OK && lib.c == 5 && lib.d == 6,
            "struct_size 0: %s, c %llu d %u", ptxvm_result_name(r),
            (unsigned long long)lib.c, lib.d);
    /* a v2 host against a v1 library: refused */
    src.struct_size = sizeof src;
    r = pv_sized_copy(NULL, "f", "v1", &old, &src, sizeof(v1),
                      offsetof(v1, struct_size));
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT, "v2 into v1: %s",
            ptxvm_result_name(r));
    test_end(t);
}

/* ptxvm_create: 0, sizeof, larger, too small; ptxvm_config_init's size */
static void config(pv_test *t)
{
    ptxvm_config c = PTXVM_CONFIG_INIT, d;
    ptxvm_vm *vm = NULL;
    ptxvm_result r;
    if (!test_begin(t, "abi: ptxvm_config.struct_size"))
        return;
    T_CHECK(t, c.struct_size == sizeof c && c.threads == 0 && !c.host.alloc,
            "PTXVM_CONFIG_INIT: struct_size %u", c.struct_size);
    memset(&d, 0xff, sizeof d);
    ptxvm_config_init(&d);
    T_CHECK(t, d.struct_size == sizeof d && d.flags == 0 && !d.host.print,
            "ptxvm_config_init: struct_size %u flags %u", d.struct_size, d.flags);
    memset(&d, 0xff, sizeof d);
    (ptxvm_config_init)(&d);
    T_CHECK(t, d.struct_size == sizeof d && d.device_mem_limit == 0,
            "the function ptxvm_config_init: struct_size %u", d.struct_size);
    c.threads = 1;
    r = ptxvm_create(&c, &vm);
    T_CHECK(t, r == PTXVM_OK, "struct_size sizeof: %s", ptxvm_result_name(r));
    ptxvm_destroy(vm);
    c.struct_size = 0;
    r = ptxvm_create(&c, &vm);
    T_CHECK(t, r == PTXVM_OK, "struct_size 0: %s", ptxvm_result_name(r));
    ptxvm_destroy(vm);
    c.struct_size = sizeof c + 8;
    vm = (ptxvm_vm *)&c;
    r = ptxvm_create(&c, &vm);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT && vm == NULL,
            "struct_size larger than the library's: %s", ptxvm_result_name(r));
    c.struct_size = 4;
    r = ptxvm_create(&c, &vm);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT && vm == NULL,
            "struct_size 4: %s", ptxvm_result_name(r));
    test_end(t);
}

/* The launch, texture, surface and callback structs on a VM: refusals
   leave a message naming the struct and both sizes; 0 and sizeof run. */
static ptxvm_result cb_io(void *user, uint64_t off, void *p, size_t n)
{
    (void)user; (void)off; (void)p; (void)n;
    return PTXVM_OK;
}
static ptxvm_result cb_st(void *user, uint64_t off, const void *p, size_t n)
{
    (void)user; (void)off; (void)p; (void)n;
    return PTXVM_OK;
}

static void on_vm(pv_test *t)
{
    ptxvm_vm *vm = NULL;
    ptxvm_module *m = NULL;
    ptxvm_kernel *k = NULL;
    ptxvm_launch l = PTXVM_LAUNCH_INIT;
    ptxvm_launch_ex lx = PTXVM_LAUNCH_EX_INIT;
    ptxvm_resource_desc res = PTXVM_RESOURCE_DESC_INIT;
    ptxvm_texture_desc tex = PTXVM_TEXTURE_DESC_INIT;
    ptxvm_surface_desc sd = PTXVM_SURFACE_DESC_INIT;
    ptxvm_mem_callbacks cb = PTXVM_MEM_CALLBACKS_INIT;
    ptxvm_addr buf = 0, cba = 0;
    uint64_t h = 0;
    uint32_t v = 0;
    void *args[1];
    char want[200];
    ptxvm_result r;
    if (!test_begin(t, "abi: sized launch, texture, surface, callback structs"))
        return;
    r = ptxvm_create(NULL, &vm);
    if (r == PTXVM_OK)
        r = ptxvm_module_load(vm, k_store, sizeof k_store - 1, "st", &m);
    if (r == PTXVM_OK)
        r = ptxvm_module_get_kernel(m, "st", &k);
    if (r == PTXVM_OK)
        r = ptxvm_mem_alloc(vm, 256, &buf);
    T_CHECK(t, r == PTXVM_OK, "setup: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    if (r != PTXVM_OK) {
        ptxvm_destroy(vm);
        test_end(t);
        return;
    }
    args[0] = &buf;
    l.grid.x = l.grid.y = l.grid.z = 1;
    l.block.x = l.block.y = l.block.z = 1;
    l.args = args;
    T_CHECK(t, l.struct_size == sizeof l && lx.struct_size == sizeof lx,
            "PTXVM_LAUNCH_INIT %u, PTXVM_LAUNCH_EX_INIT %zu", l.struct_size,
            lx.struct_size);
    r = ptxvm_launch_kernel(k, &l, NULL);
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_dtoh(vm, &v, buf, 4);
    T_CHECK(t, r == PTXVM_OK && v == 4242, "sized launch: %s %s, v %u",
            ptxvm_result_name(r), ptxvm_error_message(vm), v);
    l.struct_size = sizeof l + 16;
    r = ptxvm_launch_kernel(k, &l, NULL);
    snprintf(want, sizeof want, "ptxvm_launch_kernel: ptxvm_launch.struct_size "
             "%u is larger than this library's %u bytes",
             (unsigned)(sizeof l + 16), (unsigned)sizeof l);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), want) != NULL,
            "larger launch: %s '%s'", ptxvm_result_name(r), ptxvm_error_message(vm));
    l.struct_size = 2;
    r = ptxvm_launch_kernel(k, &l, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_launch.struct_size 2 is "
                                               "too small") != NULL,
            "small launch: %s '%s'", ptxvm_result_name(r), ptxvm_error_message(vm));
    l.struct_size = 0;
    v = 0;
    r = ptxvm_memcpy_htod(vm, buf, &v, 4);
    if (r == PTXVM_OK)
        r = ptxvm_launch_kernel(k, &l, NULL);
    if (r == PTXVM_OK)
        r = ptxvm_memcpy_dtoh(vm, &v, buf, 4);
    T_CHECK(t, r == PTXVM_OK && v == 4242, "struct_size 0 launch: %s %s, v %u",
            ptxvm_result_name(r), ptxvm_error_message(vm), v);
    /* ptxvm_launch_ex: its own size_t struct_size; larger is refused */
    lx.launch = l;
    r = ptxvm_launch_kernel_ex(k, &lx, NULL);
    T_CHECK(t, r == PTXVM_OK, "launch_ex: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    lx.struct_size = sizeof lx + 8;
    r = ptxvm_launch_kernel_ex(k, &lx, NULL);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_launch_ex.struct_size") != NULL,
            "larger launch_ex: %s '%s'", ptxvm_result_name(r), ptxvm_error_message(vm));

    /* textures, samplers and surfaces over the buffer: 64 u32 texels */
    res.data = buf;
    res.format = PTXVM_FORMAT_U32;
    res.channels = 1;
    res.width = 64;
    r = ptxvm_texture_create(vm, &res, &tex, &h);
    T_CHECK(t, r == PTXVM_OK, "sized texture: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    if (r == PTXVM_OK)
        ptxvm_texture_destroy(vm, h);
    tex.struct_size = sizeof tex + 4;
    r = ptxvm_texture_create(vm, &res, &tex, &h);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_texture_desc.struct_size") != NULL,
            "larger texture desc: %s '%s'", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    r = ptxvm_sampler_create(vm, &tex, &h);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_sampler_create: "
                                               "ptxvm_texture_desc") != NULL,
            "larger sampler desc: %s '%s'", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    tex.struct_size = 0;
    res.struct_size = sizeof res + 4;
    r = ptxvm_surface_create(vm, &res, &h);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_resource_desc.struct_size") != NULL,
            "larger resource desc: %s '%s'", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    res.struct_size = 0;
    r = ptxvm_surface_create_hosted(vm, &res, &sd, &h);
    T_CHECK(t, r == PTXVM_OK, "sized surface desc: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    sd.struct_size = 1;
    r = ptxvm_surface_create_hosted(vm, &res, &sd, &h);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_surface_desc.struct_size 1") != NULL,
            "small surface desc: %s '%s'", ptxvm_result_name(r),
            ptxvm_error_message(vm));

    cb.load = cb_io;
    cb.store = cb_st;
    r = ptxvm_mem_map_callbacks(vm, 64, &cb, NULL, &cba);
    T_CHECK(t, r == PTXVM_OK, "sized callbacks: %s %s", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    cb.struct_size = sizeof cb * 2;
    r = ptxvm_mem_map_callbacks(vm, 64, &cb, NULL, &cba);
    T_CHECK(t, r == PTXVM_E_INVALID_ARGUMENT &&
               strstr(ptxvm_error_message(vm), "ptxvm_mem_callbacks.struct_size") != NULL,
            "larger callbacks: %s '%s'", ptxvm_result_name(r),
            ptxvm_error_message(vm));
    ptxvm_destroy(vm);
    test_end(t);
}

void unit_abi(pv_test *t)
{
    version(t);
    layouts(t);
    config(t);
    on_vm(t);
}
