/* Files of the hardware comparison tools (gpu_diff, gpu_tex): PTX in
   memory, and the GPU's recorded outputs (--record DIR / --replay DIR),
   one raw file per launch or texture configuration. */
#ifndef GD_IO_H
#define GD_IO_H
#include <stddef.h>

/* The whole file, NUL-terminated (the driver takes PTX as a C string),
   or NULL. */
char *gd_read_file(const char *path, size_t *len);
/* DIR/NAME.bin, NAME with every character outside [A-Za-z0-9._-] made
   '_'. Writes n bytes, or reads exactly n bytes: 1 on success, 0 where
   the file cannot be opened (no record), -1 where it has another size or
   the write fails. */
int gd_record_io(const char *dir, const char *name, void *buf, size_t n, int write);
#endif
